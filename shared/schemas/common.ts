import * as z from 'zod';

/** Schemas every feature's routes share. */

/** Opaque ids in a route's path: letters, digits, dashes and underscores. */
export const IdParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown id') });

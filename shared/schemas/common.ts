import * as z from 'zod';

/** Schemas every feature's routes share. */

/** Opaque ids in a route's path: letters, digits, dashes and underscores. */
export const IdParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown id') });

type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer T> ? T : S[K]> };

/**
 * The body of a partial update (PATCH/PUT) built from an entity's field shape: every field optional and
 * none defaulted. zod's `.partial()` keeps each field's `.default()`, so a patch of one field would come
 * back carrying the defaults of all the others and overwrite what is stored when merged over it.
 */
export function patchOf<S extends z.ZodRawShape>(shape: S) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, z.optional(field instanceof z.ZodDefault ? field.unwrap() : field)]),
  ) as PatchShape<S>;
  return z.object(fields);
}

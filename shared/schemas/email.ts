import * as z from 'zod';
import { MESSAGES } from '../auth-rules';

/** An email address as every form and route takes it: trimmed, lower case, at most 254 characters. */
export const EmailSchema = z.string(MESSAGES.email).trim().toLowerCase().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));

/** The sign-in rules and messages, from the zod-free shared module (the server's schemas use the same). */
export { isValidTimezone, MESSAGES, normalizeWhatsapp } from '../../../shared/auth-rules';

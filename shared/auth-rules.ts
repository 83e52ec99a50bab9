/**
 * The authentication messages and small rules, free of zod so the web's sign-in page can import them
 * without the schema library; shared/schemas/auth.ts builds the server's schemas from the same values.
 */

export const MESSAGES = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  /** Checked by the server only (shared/common-passwords.ts). */
  passwordCommon: 'This password is too common. Please choose another.',
  passwordsMatch: "Passwords don't match",
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  whatsappRequired: 'WhatsApp number is required',
  whatsappFormat: 'Please enter a valid WhatsApp number with country code',
  locationRequired: 'Location is required',
  timezoneRequired: 'Timezone is required',
  timezoneInvalid: 'Please choose a timezone from the list',
  currentPasswordRequired: 'Current password is required',
  confirmRequired: 'Please confirm your password',
  validEmailRequired: 'Valid email is required',
  tokenInvalid: 'This link is invalid or incomplete. Please request a new one.',
} as const;

/** Spaces, dashes, dots and brackets people type are dropped; a leading + is kept. */
export function normalizeWhatsapp(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') || digits.length > 0 ? `+${digits}` : '';
}

export function isValidTimezone(tz: string): boolean {
  if (tz === 'UTC') return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

import { object, ref, string } from 'yup';
import type { ProfileBody, RegisterBody } from '../../../shared/schemas/auth';
import { DEFAULT_TIMEZONE, MIN_PASSWORD_LENGTH, PASSWORD_SPECIALS, WHATSAPP_PATTERN } from '../../../shared/constants';
import { MESSAGES, isValidTimezone, normalizeWhatsapp } from './auth-rules';

/**
 * The formik (yup) side of the contract in shared/schemas/auth.ts: the same rules and the same
 * messages. form-schemas.test.ts runs both on one table of inputs so they cannot drift apart.
 */

/** zod 4's default `z.email()` pattern, so both sides accept the same addresses. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const SPECIAL_CLASS = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\\\]^-]/g, '\\$&')}]`);
const TOO_LONG_PASSWORD = 'Password must be at most 128 characters';
const TOO_LONG_NAME = 'Please use at most 50 characters';
const TOO_LONG_LOCATION = 'Please use at most 100 characters';

export const emailField = (message: string = MESSAGES.email) => string().trim().lowercase().required(message).max(254, message).matches(EMAIL_PATTERN, message);

/** The policy for every new password (register, reset, change). */
export const newPasswordField = () =>
  string()
    .required(MESSAGES.passwordMin)
    .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordMin)
    .max(128, TOO_LONG_PASSWORD)
    .matches(/[A-Z]/, MESSAGES.passwordUpper)
    .matches(/[a-z]/, MESSAGES.passwordLower)
    .matches(/\d/, MESSAGES.passwordNumber)
    .matches(SPECIAL_CLASS, MESSAGES.passwordSpecial);

/** Sign-in takes any 8+ characters: the policy is for new passwords only. */
export const loginPasswordField = () => string().required(MESSAGES.passwordMin).min(MIN_PASSWORD_LENGTH, MESSAGES.passwordMin).max(128, TOO_LONG_PASSWORD);

const isValidWhatsapp = (value: string) => WHATSAPP_PATTERN.test(normalizeWhatsapp(value));

export const whatsappField = () =>
  string()
    .trim()
    .required(MESSAGES.whatsappRequired)
    .min(10, MESSAGES.whatsappRequired)
    .max(24, MESSAGES.whatsappFormat)
    // Too short is already 'required'; the format is judged on a full-length number.
    .test('whatsapp-format', MESSAGES.whatsappFormat, (value) => !value || value.length < 10 || isValidWhatsapp(value));

/** Empty clears the number; anything typed must be a full number with country code. */
export const optionalWhatsappField = () =>
  string()
    .trim()
    .default('')
    .test('whatsapp-format', MESSAGES.whatsappFormat, (value) => !value || (value.length >= 10 && value.length <= 24 && isValidWhatsapp(value)));

export const timezoneField = () =>
  string()
    .trim()
    .required(MESSAGES.timezoneRequired)
    .max(64, MESSAGES.timezoneInvalid)
    .test('timezone-known', MESSAGES.timezoneInvalid, (value) => !value || isValidTimezone(value));

const optionalTimezoneField = () =>
  string()
    .trim()
    .default('')
    .max(64, MESSAGES.timezoneInvalid)
    .test('timezone-known', MESSAGES.timezoneInvalid, (value) => !value || isValidTimezone(value));

const nameField = (min: number, message: string) => string().trim().required(message).min(min, message).max(50, TOO_LONG_NAME);

const confirmField = (other: string) =>
  string()
    .required(MESSAGES.confirmRequired)
    .oneOf([ref(other)], MESSAGES.passwordsMatch);

export const loginFormSchema = object({
  email: emailField(),
  password: loginPasswordField(),
});

/** The registration form (docs/decisions/0002, main form). */
export const registerFormSchema = object({
  firstName: nameField(2, MESSAGES.firstNameMin),
  lastName: nameField(2, MESSAGES.lastNameMin),
  email: emailField(),
  whatsappNumber: whatsappField(),
  location: string().trim().required(MESSAGES.locationRequired).min(2, MESSAGES.locationRequired).max(100, TOO_LONG_LOCATION),
  timezone: timezoneField(),
  password: newPasswordField(),
  confirmPassword: confirmField('password'),
});

export const emailOnlyFormSchema = object({ email: emailField() });

export const resetPasswordFormSchema = object({
  newPassword: newPasswordField(),
  confirmPassword: confirmField('newPassword'),
});

/** Change password (docs/decisions/0011), with the new-password policy of the decisions. */
export const changePasswordFormSchema = object({
  currentPassword: string().required(MESSAGES.currentPasswordRequired).max(128, TOO_LONG_PASSWORD),
  newPassword: newPasswordField(),
  confirmPassword: confirmField('newPassword'),
});

/** Settings profile (docs/decisions/0011): names and email required, the rest optional. */
export const settingsProfileFormSchema = object({
  firstName: nameField(1, MESSAGES.firstNameRequired),
  lastName: nameField(1, MESSAGES.lastNameRequired),
  email: emailField(MESSAGES.validEmailRequired),
  whatsappNumber: optionalWhatsappField(),
  location: string().trim().default('').max(100, TOO_LONG_LOCATION),
  timezone: optionalTimezoneField(),
});

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required.';

/** The settings form for one account: changing the email also needs the current password (the server checks it). */
export const settingsProfileFormSchemaFor = (currentEmail: string) =>
  settingsProfileFormSchema.shape({
    currentPassword: string().when('email', {
      is: (email: string | undefined) => (email ?? '').trim().toLowerCase() !== currentEmail.toLowerCase(),
      then: (s) => s.required(CURRENT_PASSWORD_REQUIRED),
      otherwise: (s) => s.strip(),
    }),
  });

/** Complete Your Profile (docs/decisions/0011): every field optional; what is typed must still be valid. */
export const completeProfileFormSchema = object({
  firstName: string().trim().default('').max(50, TOO_LONG_NAME),
  lastName: string().trim().default('').max(50, TOO_LONG_NAME),
  whatsappNumber: optionalWhatsappField(),
  location: string().trim().default('').max(100, TOO_LONG_LOCATION),
  timezone: optionalTimezoneField(),
});

/** POST /api/auth/register body from the form (location '' and timezone UTC when absent). */
export function toRegisterBody(values: Record<string, string>): RegisterBody {
  const v = registerFormSchema.cast(values, { assert: false });
  return {
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    email: v.email ?? '',
    whatsappNumber: v.whatsappNumber ?? '',
    password: values.password ?? '',
    location: v.location || '',
    timezone: v.timezone || DEFAULT_TIMEZONE,
  };
}

/** PUT /api/auth/profile body from the settings form; the current password goes only with a new email. */
export function toSettingsProfileBody(values: Record<string, string>, currentEmail = ''): ProfileBody {
  const v = settingsProfileFormSchema.cast(values, { assert: false });
  return {
    first_name: v.firstName,
    last_name: v.lastName,
    email: v.email,
    whatsapp_number: v.whatsappNumber,
    location: v.location,
    ...(v.timezone ? { timezone: v.timezone } : {}),
    ...(values.currentPassword && v.email !== currentEmail.toLowerCase() ? { currentPassword: values.currentPassword } : {}),
  };
}

/** PUT /api/auth/profile body from Complete Your Profile: only the fields that were filled in. */
export function toCompleteProfileBody(values: Record<string, string>): ProfileBody {
  const v = completeProfileFormSchema.cast(values, { assert: false });
  const body: ProfileBody = {};
  if (v.firstName) body.first_name = v.firstName;
  if (v.lastName) body.last_name = v.lastName;
  if (v.whatsappNumber) body.whatsapp_number = v.whatsappNumber;
  if (v.location) body.location = v.location;
  if (v.timezone) body.timezone = v.timezone;
  return body;
}

import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { ZodType } from 'zod';
import { ChangePasswordSchema, LoginSchema, EmailOnlySchema, ProfileSchema, RegisterSchema, ResetPasswordSchema } from '../../../shared/schemas/auth';
import {
  changePasswordFormSchema,
  completeProfileFormSchema,
  emailOnlyFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  settingsProfileFormSchema,
  toCompleteProfileBody,
  toRegisterBody,
  toSettingsProfileBody,
} from './form-schemas';

/**
 * The formik (yup) rules and the server's (zod) rules must accept and refuse the same inputs,
 * and a refused input must show one of the server's messages.
 */

type Values = Record<string, string>;

function yupResult(schema: AnyObjectSchema, values: Values): string[] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

function zodResult(schema: ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function agree(yupSchema: AnyObjectSchema, values: Values, zodSchema: ZodType, body: unknown, { sameMessage = true } = {}) {
  const fromYup = yupResult(yupSchema, values);
  const fromZod = zodResult(zodSchema, body);
  expect({ accepted: fromYup.length === 0 }, `yup ${JSON.stringify(fromYup)} vs zod ${JSON.stringify(fromZod)}`).toEqual({
    accepted: fromZod.length === 0,
  });
  if (sameMessage && fromYup.length > 0) expect(fromZod).toContain(fromYup[0]);
}

const TOKEN = 'A'.repeat(43);
const GOOD_PASSWORD = 'Marble-Kite-58!';

const emails: Array<[string, string]> = [
  ['plain address', 'ann@example.com'],
  ['spaces and capitals', '  Ann.Lee@Example.COM '],
  ['plus and subdomains', 'first.last+tag@mail.example.co.uk'],
  ['empty', ''],
  ['no at sign', 'ann.example.com'],
  ['one-letter top-level domain', 'ann@example.c'],
  ['double dot', 'ann..lee@example.com'],
  ['space inside', 'ann lee@example.com'],
  ['too long', `${'a'.repeat(250)}@example.com`],
];

const newPasswords: Array<[string, string]> = [
  ['meets the policy', GOOD_PASSWORD],
  ['every special character works', 'Tulipgar1"'],
  ['empty', ''],
  ['too short', 'Pa1!'],
  ['no uppercase', 'passw0rd!'],
  ['no lowercase', 'PASSW0RD!'],
  ['no digit', 'Password!'],
  ['no special character', 'Passw0rdd'],
  ['underscore is not special', 'Passw0rd_'],
  ['too long', `Aa1!${'x'.repeat(125)}`],
];

const whatsappNumbers: Array<[string, string]> = [
  ['international with spaces', '+44 7700 900123'],
  ['digits only', '447700900123'],
  ['UAE with dashes', '+971-50-123-4567'],
  ['empty', ''],
  ['too short', '+4477009'],
  ['leading zero', '07700 900123'],
  ['letters', 'call me maybe'],
  ['sixteen digits', '+1234567890123456'],
  ['too long with spaces', '+44 7700 900123 000 000 000'],
];

const timezones: Array<[string, string]> = [
  ['UTC', 'UTC'],
  ['a city zone', 'Europe/London'],
  ['unknown zone', 'Mars/Olympus_Mons'],
];

describe('login form vs LoginSchema', () => {
  it.each(emails)('email: %s', (_, email) => {
    const values = { email, password: 'anything8' };
    agree(loginFormSchema, values, LoginSchema, values);
  });

  it.each([
    ['8 characters, no policy', 'abcdefgh'],
    ['7 characters', 'abcdefg'],
    ['empty', ''],
    ['129 characters', 'x'.repeat(129)],
  ])('password: %s', (_, password) => {
    const values = { email: 'ann@example.com', password };
    agree(loginFormSchema, values, LoginSchema, values);
  });
});

describe('email-only forms (magic link, forgot password, resend) vs EmailOnlySchema', () => {
  it.each(emails)('%s', (_, email) => {
    agree(emailOnlyFormSchema, { email }, EmailOnlySchema, { email });
  });
});

describe('registration form vs RegisterSchema', () => {
  const base: Values = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    whatsappNumber: '+44 7700 900123',
    location: 'London, United Kingdom',
    timezone: 'Europe/London',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  };
  const check = (change: Values) => {
    const values = { ...base, ...change };
    if (!('confirmPassword' in change)) values.confirmPassword = values.password;
    agree(registerFormSchema, values, RegisterSchema, toRegisterBody(values));
  };

  it('accepts a complete form', () => check({}));
  it.each(emails)('email: %s', (_, email) => check({ email }));
  it.each(newPasswords)('password: %s', (_, password) => check({ password }));
  it.each(whatsappNumbers)('WhatsApp number: %s', (_, whatsappNumber) => check({ whatsappNumber }));
  it.each(timezones)('timezone: %s', (_, timezone) => check({ timezone }));
  it.each([
    ['two letters', 'Al'],
    ['one letter', 'A'],
    ['one letter padded', '  A  '],
    ['empty', ''],
    ['51 letters', 'a'.repeat(51)],
  ])('first and last name: %s', (_, name) => {
    check({ firstName: name });
    check({ lastName: name });
  });

  it('is stricter than the server on purpose: the form asks for a location', () => {
    expect(new Set(yupResult(registerFormSchema, { ...base, location: '' }))).toEqual(new Set(['Location is required']));
    expect(zodResult(RegisterSchema, toRegisterBody({ ...base, location: '' }))).toEqual([]);
  });

  it('sends location "" and timezone UTC when they are absent', () => {
    expect(toRegisterBody({ ...base, location: '', timezone: '' })).toMatchObject({ location: '', timezone: 'UTC' });
  });
});

describe('reset password form vs ResetPasswordSchema', () => {
  it.each(newPasswords)('%s', (_, newPassword) => {
    agree(resetPasswordFormSchema, { newPassword, confirmPassword: newPassword }, ResetPasswordSchema, { token: TOKEN, newPassword });
  });
});

describe('change password form vs ChangePasswordSchema', () => {
  it.each(newPasswords)('new password: %s', (_, newPassword) => {
    const values = { currentPassword: 'old-password', newPassword, confirmPassword: newPassword };
    agree(changePasswordFormSchema, values, ChangePasswordSchema, { currentPassword: values.currentPassword, newPassword });
  });

  it.each([
    ['given', 'x'],
    ['missing', ''],
  ])('current password: %s', (_, currentPassword) => {
    const values = { currentPassword, newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
    agree(changePasswordFormSchema, values, ChangePasswordSchema, { currentPassword, newPassword: GOOD_PASSWORD });
  });
});

describe('settings profile form vs ProfileSchema', () => {
  const base: Values = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    whatsappNumber: '+44 7700 900123',
    location: 'London, United Kingdom',
    timezone: 'Europe/London',
  };
  const check = (change: Values, options?: { sameMessage?: boolean }) => {
    const values = { ...base, ...change };
    agree(settingsProfileFormSchema, values, ProfileSchema, toSettingsProfileBody(values), options);
  };

  it('accepts a complete form', () => check({}));
  it('accepts an empty WhatsApp number (it clears the number)', () => check({ whatsappNumber: '' }));
  it('accepts an empty location and timezone', () => check({ location: '', timezone: '' }));
  it.each(timezones)('timezone: %s', (_, timezone) => check({ timezone }));
  it.each(whatsappNumbers.filter(([, n]) => n !== ''))('WhatsApp number: %s', (_, whatsappNumber) =>
    // The server's union of "" and a number reports its own wording; only the verdict must match.
    check({ whatsappNumber }, { sameMessage: false }),
  );
  it.each([
    ['first name empty', { firstName: '' }],
    ['last name only spaces', { lastName: '   ' }],
    ['first name one letter', { firstName: 'A' }],
  ])('%s', (_, change) => check(change));

  it.each(emails)('email: %s', (_, email) => {
    const values = { ...base, email };
    const fromYup = yupResult(settingsProfileFormSchema, values);
    const fromZod = zodResult(ProfileSchema, toSettingsProfileBody(values));
    expect(fromYup.length === 0).toBe(fromZod.length === 0);
    // Settings words its email message as docs/decisions/0011 says.
    if (fromYup.length > 0) expect(fromYup[0]).toBe('Valid email is required');
  });
});

describe('Complete Your Profile form vs ProfileSchema', () => {
  const empty: Values = { firstName: '', lastName: '', whatsappNumber: '', location: '', timezone: '' };
  const check = (change: Values) => {
    const values = { ...empty, ...change };
    agree(completeProfileFormSchema, values, ProfileSchema, toCompleteProfileBody(values), { sameMessage: false });
  };

  it('accepts an empty form and sends nothing', () => {
    check({});
    expect(toCompleteProfileBody(empty)).toEqual({});
  });
  it.each(whatsappNumbers)('WhatsApp number: %s', (_, whatsappNumber) => check({ whatsappNumber }));
  it.each(timezones)('timezone: %s', (_, timezone) => check({ timezone }));
  it('sends only the filled fields', () => {
    expect(toCompleteProfileBody({ ...empty, firstName: ' Ann ', timezone: 'Asia/Dubai' })).toEqual({ first_name: 'Ann', timezone: 'Asia/Dubai' });
  });
});

/**
 * One rule is the server's alone: the 10,000 most common passwords (shared/common-passwords.ts). The list
 * stays out of the web bundle, so the forms accept such a password and show the server's message.
 */
describe('the common-password rule is server-only', () => {
  it.each(['Password1!', 'Passw0rd!', 'Monkey#2024'])('%s: the form accepts it, the server refuses it with its message', (password) => {
    expect(yupResult(resetPasswordFormSchema, { newPassword: password, confirmPassword: password })).toEqual([]);
    expect(zodResult(ResetPasswordSchema, { token: TOKEN, newPassword: password })).toEqual(['This password is too common. Please choose another.']);
    expect(zodResult(ChangePasswordSchema, { currentPassword: 'old-password', newPassword: password })).toEqual([
      'This password is too common. Please choose another.',
    ]);
  });
});

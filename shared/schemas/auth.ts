import * as z from 'zod';
import { isValidTimezone, MESSAGES, normalizeWhatsapp } from '../auth-rules';
import { isCommonPassword } from '../common-passwords';
import { EmailSchema } from './email';
import {
  ARABIC_DIALECTS,
  LANGUAGES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_SPECIALS,
  RESPONSE_STYLES,
  WHATSAPP_PATTERN,
  type ArabicDialect,
  type Language,
  type ResponseStyle,
} from '../constants';

export { isValidTimezone, MESSAGES, normalizeWhatsapp };

/**
 * The authentication contract: request bodies of the /api/auth routes, validated by the server
 * and mirrored by the web forms (yup, same messages; a test keeps them in step).
 */

const SPECIAL_CLASS = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\\\]^-]/g, '\\$&')}]`);

// Its own module, so that what needs only an email address does not load the common-passwords list.
export { EmailSchema };

export const NewPasswordSchema = z
  .string(MESSAGES.passwordMin)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, MESSAGES.passwordUpper)
  .regex(/[a-z]/, MESSAGES.passwordLower)
  .regex(/\d/, MESSAGES.passwordNumber)
  .regex(SPECIAL_CLASS, MESSAGES.passwordSpecial)
  .refine((p) => !isCommonPassword(p), MESSAGES.passwordCommon);

/** Sign-in accepts any 8+ character input: the policy applies to new passwords only. */
export const LoginPasswordSchema = z
  .string(MESSAGES.passwordMin)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters');

export const WhatsappSchema = z
  .string(MESSAGES.whatsappRequired)
  .trim()
  .min(10, MESSAGES.whatsappRequired)
  .max(24, MESSAGES.whatsappFormat)
  .transform(normalizeWhatsapp)
  .pipe(z.string().regex(WHATSAPP_PATTERN, MESSAGES.whatsappFormat));

export const TimezoneSchema = z
  .string(MESSAGES.timezoneRequired)
  .trim()
  .min(1, MESSAGES.timezoneRequired)
  .max(64)
  .refine(isValidTimezone, MESSAGES.timezoneInvalid);

const name = (min: number, message: string) => z.string(message).trim().min(min, message).max(50, 'Please use at most 50 characters');

export const RegisterSchema = z.object({
  firstName: name(2, MESSAGES.firstNameMin),
  lastName: name(2, MESSAGES.lastNameMin),
  email: EmailSchema,
  whatsappNumber: WhatsappSchema,
  password: NewPasswordSchema,
  location: z.string().trim().max(100, 'Please use at most 100 characters').default(''),
  timezone: TimezoneSchema.default('UTC'),
  /** The language the person registered in (the web app's, docs/decisions/0020); English when left out. */
  preferred_language: z.enum(LANGUAGES, 'Please choose English or Arabic').optional(),
});
export type RegisterBody = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });
export const EmailOnlySchema = z.object({ email: EmailSchema });

/** Emailed tokens are 32 random bytes in base64url (43 characters). */
export const TokenSchema = z.string(MESSAGES.tokenInvalid).regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.tokenInvalid);
export const TokenBodySchema = z.object({ token: TokenSchema });
export const ResetPasswordSchema = z.object({ token: TokenSchema, newPassword: NewPasswordSchema });
export const ChangePasswordSchema = z.object({
  currentPassword: z.string(MESSAGES.currentPasswordRequired).min(1, MESSAGES.currentPasswordRequired).max(128),
  newPassword: NewPasswordSchema,
});

/** DELETE /api/auth/account: the password again (the server answers 400 when it is missing). */
export const DeleteAccountSchema = z.object({ currentPassword: z.string().max(128).optional() });

/** PUT /api/auth/profile: every field optional (Complete Your Profile); an empty WhatsApp number clears it. */
export const ProfileSchema = z.object({
  first_name: name(1, MESSAGES.firstNameRequired).optional(),
  last_name: name(1, MESSAGES.lastNameRequired).optional(),
  email: EmailSchema.optional(),
  whatsapp_number: z.union([z.literal(''), WhatsappSchema]).optional(),
  location: z.string().trim().max(100, 'Please use at most 100 characters').optional(),
  timezone: TimezoneSchema.optional(),
  /** The assistant's reply preferences: language (Arabic with a dialect; null clears it) and style. */
  preferred_language: z.enum(LANGUAGES, 'Please choose English or Arabic').optional(),
  arabic_dialect: z.enum(ARABIC_DIALECTS, 'Please choose an Arabic dialect from the list').nullable().optional(),
  response_style: z.enum(RESPONSE_STYLES, 'Please choose concise, standard or detailed').optional(),
  /** The daily WhatsApp agenda and the weekly email (both off until turned on). */
  daily_push_enabled: z.boolean('Choose on or off').optional(),
  weekly_email_enabled: z.boolean('Choose on or off').optional(),
  /** Required (checked by the server) when `email` changes. */
  currentPassword: z.string().max(128).optional(),
});
export type ProfileBody = z.infer<typeof ProfileSchema>;

/** The signed-in user as GET /api/auth/user returns it (docs/decisions/0002, plus is_admin). */
export interface PublicUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  subscription_type: 'free' | 'simplify' | 'simplify_plus' | 'assessment_pack';
  subscription_status: string;
  is_admin: boolean;
  email_verified: boolean;
  /** An email change waiting for confirmation from this address (the account still uses `email`). */
  pending_email: string | null;
  whatsapp_number: string | null;
  phone_number: string | null;
  location: string;
  timezone: string;
  preferred_language: Language;
  arabic_dialect: ArabicDialect | null;
  response_style: ResponseStyle;
  daily_push_enabled: boolean;
  weekly_email_enabled: boolean;
  created_at: string;
}

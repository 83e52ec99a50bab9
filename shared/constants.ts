/** Business constants of the specification (part 1 section 9, part 2 section 9). */
export const AUTH_TIMINGS = {
  userRefetchMs: 30_000,
  recentAuthGuardMs: 5_000,
  delayedTokenClearMs: 2_000,
  recheckAfterLoginMs: 200,
  redirectAfterLoginMs: 1_000,
  recentActionClearMs: 10_000,
} as const;

export const STORAGE_KEYS = { token: 'auth_token', recentAuthAction: 'recent_auth_action' } as const;

export const TOAST = { max: 1, durationMs: 5_000, swipeThresholdPx: 50, removeDelayMs: 1_000_000 } as const;

/** Tooltips (docs/decisions/0010): open after 700 ms; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

export const TOKEN_LIFETIMES_SECONDS = {
  emailVerification: 24 * 3600,
  magicLink: 15 * 60,
  passwordReset: 3600,
  invitation: 7 * 24 * 3600,
} as const;

export const DEFAULT_TIMEZONE = 'UTC';
export const DEFAULT_LANGUAGE = 'en';
/** The assistant's reply preferences (profile fields preferred_language, arabic_dialect, response_style). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', ar: 'Arabic' };
export const ARABIC_DIALECTS = ['msa', 'gulf', 'egyptian', 'levantine', 'maghrebi'] as const;
export type ArabicDialect = (typeof ARABIC_DIALECTS)[number];
export const ARABIC_DIALECT_LABELS: Record<ArabicDialect, string> = {
  msa: 'Modern Standard Arabic',
  gulf: 'Gulf',
  egyptian: 'Egyptian',
  levantine: 'Levantine',
  maghrebi: 'Maghrebi',
};
export const RESPONSE_STYLES = ['concise', 'standard', 'detailed'] as const;
export type ResponseStyle = (typeof RESPONSE_STYLES)[number];
export const DEFAULT_RESPONSE_STYLE: ResponseStyle = 'standard';
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
export const WHATSAPP_PATTERN = /^\+?[1-9]\d{9,14}$/;

export const SUBSCRIPTION_TYPES = ['free', 'simplify', 'simplify_plus', 'assessment_pack'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/auth-rules';
import { PRERENDER_GUARD_SCRIPT } from '../../../shared/first-paint';
import { PASSWORD_REQUIREMENTS_TEXT, UNVERIFIED_EMAIL_MESSAGE } from '../features/auth/lib/failure-messages';
import { PASSWORD_RULES_HINT } from '../components/ui/new-password-fields';
import ar from './ar.json';
import en from './en.json';
import { plainText } from './known-text';
import { LANGUAGE_KEY } from './language';

const catalogues: Record<string, Record<string, string>> = { en, ar };

/** The signed-in areas' catalogues, by area: `app/<area>/<language>.json`. */
const areaFiles = import.meta.glob<Record<string, string>>('./app/*/*.json', { eager: true, import: 'default' });
const areas = new Map<string, Record<string, Record<string, string>>>();
for (const [path, messages] of Object.entries(areaFiles)) {
  const [, area, language] = /^\.\/app\/([a-z-]+)\/([a-z]{2})\.json$/.exec(path) ?? [];
  areas.set(area, { ...areas.get(area), [language]: messages });
}

/** The arguments ({email}) and tags (<0>…</0>) of a message: a translation must keep the same ones. */
function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') for (const tag of token.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
      else found.add(`{${token[0]}}`);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

describe('the message catalogues', () => {
  it('have the same keys in every language', () => {
    const missing = (from: string, to: string) => Object.keys(catalogues[from]).filter((key) => !(key in catalogues[to]));
    expect(missing('en', 'ar'), 'in en.json, not in ar.json').toEqual([]);
    expect(missing('ar', 'en'), 'in ar.json, not in en.json').toEqual([]);
  });

  it('hold ICU messages that compile, with the same arguments and tags in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(slots(ar[key as keyof typeof ar]), key).toEqual(slots(text));
    }
  });

  it('have a translation for every Arabic message (no English left in ar.json but names and examples)', () => {
    // Texts that stay the same in Arabic: the product's name, the language names, an example address and number.
    const same = new Set(['app.name', 'language.en', 'language.ar', 'common.emailPlaceholder', 'register.whatsappPlaceholder']);
    const untranslated = Object.keys(en).filter((key) => !same.has(key) && !/\p{Script=Arabic}/u.test(ar[key as keyof typeof ar]));
    expect(untranslated).toEqual([]);
  });

  it('keep the specification’s texts, character for character', () => {
    const texts = new Set(Object.values(en));
    for (const text of [
      'Sign In',
      'Sign Up',
      'Magic Link',
      'Send Magic Link',
      'Sending Magic Link...',
      'Send to Different Email',
      'Email Required',
      'Please enter your email address.',
      'Magic Link Sent!',
      'Network Error',
      'Please check your connection and try again.',
      'Failed to send magic link',
      'Create Account',
      'Creating Accounts...',
      'Check Your Email',
      'Return to Login',
      'Try Again',
      'Account Created Successfully',
      'Continue to Sign In',
      'Account creation failed',
      'Registration successful',
      'Reset Link Sent',
      'Check your email for password reset instructions.',
      'Failed to send reset email. Please try again.',
      'Please check your email address format or this email might already be registered',
      'An account with this email already exists. Please try signing in instead',
      "We couldn't create your account. Please check the details and try again.",
    ]) {
      expect(texts.has(text), text).toBe(true);
    }
  });

  it('hold every message that shared code writes in English and the screens show through translateKnown', () => {
    const texts = new Set(Object.values(en));
    const shown = [...Object.values(MESSAGES).filter((m) => m !== MESSAGES.tokenInvalid && m !== MESSAGES.currentPasswordRequired)];
    for (const text of [...shown, PASSWORD_REQUIREMENTS_TEXT, UNVERIFIED_EMAIL_MESSAGE, PASSWORD_RULES_HINT]) {
      expect(texts.has(text), text).toBe(true);
    }
  });
});

describe('the signed-in areas’ catalogues', () => {
  it('come in pairs, with the same keys, each key named after its area and found in one area only', () => {
    const seen = new Set(Object.keys(en));
    for (const [area, { en: english = {}, ar: arabic = {} }] of areas) {
      expect(Object.keys(arabic).sort(), `app/${area}: keys of ar.json against en.json`).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) {
        expect(key.startsWith(`${area}.`), `app/${area}: ${key} starts with "${area}."`).toBe(true);
        expect(seen.has(key), `${key} is defined twice`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('hold ICU messages that compile, with the same arguments and tags, and Arabic for every message', () => {
    for (const [area, { en: english = {}, ar: arabic = {} }] of areas) {
      for (const [key, text] of Object.entries(english)) {
        expect(slots(arabic[key] ?? ''), `app/${area}: ${key}`).toEqual(slots(text));
        // A message with letters has Arabic letters in Arabic; a name or a sample value marked `_same` may stay.
        if (/\p{L}{2,}/u.test(text) && !key.endsWith('_same')) expect(arabic[key], `app/${area}: ${key}`).toMatch(/\p{Script=Arabic}/u);
      }
    }
  });
});

describe('the first-paint guard script', () => {
  const run = (stored: string | null, browser: string) => {
    const html = { lang: '', dir: '', attributes: [] as string[], setAttribute: (name: string) => html.attributes.push(name) };
    const storage = { getItem: (key: string) => (key === LANGUAGE_KEY ? stored : null) };
    new Function('localStorage', 'location', 'document', 'navigator', PRERENDER_GUARD_SCRIPT)(
      storage,
      { search: '', pathname: '/auth' },
      { documentElement: html },
      { language: browser },
    );
    return { lang: html.lang, dir: html.dir, prerendered: !html.attributes.includes('data-no-prerender') };
  };

  it('draws the page right to left in Arabic, chosen on the device or the browser’s language, instead of the English prerender', () => {
    expect(run(null, 'ar-AE')).toEqual({ lang: 'ar', dir: 'rtl', prerendered: false });
    expect(run('ar', 'en-GB')).toEqual({ lang: 'ar', dir: 'rtl', prerendered: false });
  });

  it('keeps the prerendered English page otherwise', () => {
    expect(run('en', 'ar-SA')).toEqual({ lang: '', dir: '', prerendered: true });
    expect(run(null, 'en-US')).toEqual({ lang: '', dir: '', prerendered: true });
  });
});

describe('translateKnown in the built app', () => {
  it('reads the compiled catalogue’s plain messages as their text', () => {
    for (const [key, text] of Object.entries(en)) {
      const compiled = compileMessageOrThrow(text);
      if (compiled.every((piece) => typeof piece === 'string')) expect(plainText(compiled), key).toBe(text);
      else expect(plainText(compiled), key).toBeUndefined();
    }
    expect(plainText('Sign In')).toBe('Sign In');
  });
});

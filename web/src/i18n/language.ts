import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Language } from '../../../shared/constants';
import en from './en.json';
import { rememberEnglish } from './known-text';

/** Where the device remembers the language chosen before sign-in (and the profile's, once signed in). */
export const LANGUAGE_KEY = 'simplify_language';

/** The first-paint guard (shared/first-paint.ts) applies the same rule to pick Arabic before the app loads. */
const ARABIC_TAG = /^ar\b/i;

/**
 * Arabic with Latin digits, as the assistant writes them (docs/decisions/0019, 0020): for Lingui's plurals and
 * numbers and for every Intl formatter a screen creates.
 */
const INTL_LOCALES: Record<Language, string> = { en: 'en', ar: 'ar-u-nu-latn' };

// English is part of the first file: the English first paint never waits for a catalogue. A copy, as below.
i18n.load('en', { ...en });
i18n.activate('en', [INTL_LOCALES.en]);

/**
 * The catalogues fetched when needed: Arabic's part of the first file's texts, and the signed-in screens' texts (one
 * catalogue per area and language, `i18n/app/<area>/<language>.json`, gathered into one file per language by
 * `app/en.ts` and `app/ar.ts`), fetched with the first screen that needs them (never by the screens before sign-in),
 * all areas at once: a dialog on one screen may come from another area.
 */
const LATER_CATALOGUES = {
  ar: { language: 'ar', load: () => import('./ar.json') },
  'app-en': { language: 'en', load: () => import('./app/en') },
  'app-ar': { language: 'ar', load: () => import('./app/ar') },
} satisfies Record<string, { language: Language; load: () => Promise<{ default: Record<string, string> }> }>;
const loads = new Map<keyof typeof LATER_CATALOGUES, Promise<void>>();
let appWanted = false;

function loadCatalogue(name: keyof typeof LATER_CATALOGUES): Promise<void> {
  let loading = loads.get(name);
  if (!loading) {
    const { language, load } = LATER_CATALOGUES[name];
    // Lingui merges later catalogues into the first object it was given for a language: each gets a copy.
    loading = load().then(({ default: messages }) => {
      i18n.load(language, { ...messages });
      if (language === 'en') rememberEnglish(messages);
    });
    loads.set(name, loading);
  }
  return loading;
}

/** Before a signed-in screen renders: its texts in English and, when Arabic is shown, in Arabic. */
export function loadAppMessages(): Promise<void> {
  appWanted = true;
  return Promise.all([loadCatalogue('app-en'), currentLanguage() === 'ar' ? loadCatalogue('app-ar') : undefined]).then(() => undefined);
}

export const currentLanguage = (): Language => (i18n.locale === 'ar' ? 'ar' : 'en');

/** The locale for `Intl` formatters on the current language (Latin digits in Arabic). */
export const intlLocale = () => INTL_LOCALES[currentLanguage()];

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Before sign-in: the language remembered on this device, else the browser's first language. */
export function deviceLanguage(): Language {
  const tag = readStored() ?? (typeof navigator === 'undefined' ? '' : navigator.language) ?? '';
  return ARABIC_TAG.test(tag) ? 'ar' : 'en';
}

/** `<html lang dir>`: Chakra's styles, the plain stylesheet and the browser's own controls follow `dir`. */
function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/** Shows the app in `language` at once (re-rendering every translated text); Arabic's catalogue loads the first time. */
export async function setLanguage(language: Language): Promise<void> {
  if (language === 'ar') await Promise.all([loadCatalogue('ar'), appWanted ? loadCatalogue('app-ar') : undefined]);
  if (i18n.locale !== language) i18n.activate(language, [INTL_LOCALES[language]]);
  applyToDocument(language);
}

/** A choice made on this device (the switch, or the signed-in profile's language): remembered for the next visit. */
export function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice still applies to this visit.
  }
  return setLanguage(language);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The current language, re-rendering when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, () => 'en');

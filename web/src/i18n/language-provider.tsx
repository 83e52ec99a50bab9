import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { useUser } from '../lib/user';
import { chooseLanguage } from './language';

/**
 * A signed-in parent's screens follow the profile's `preferred_language`: on sign-in, and at once when Settings
 * saves another (it writes the saved profile into SWR's cache). The device remembers it for the next first paint.
 */
function ProfileLanguage() {
  const { user } = useUser();
  const preferred = user?.preferred_language;
  useEffect(() => {
    if (preferred) void chooseLanguage(preferred);
  }, [preferred]);
  return null;
}

/** Lingui's context for every screen (texts re-render when the language changes), and the profile's language. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ProfileLanguage />
      {children}
    </I18nProvider>
  );
}

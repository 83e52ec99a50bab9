import { i18n } from '@lingui/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { AUTH_TIMINGS } from '../../../shared/constants';
import { notify } from '../components/ui/toaster';
import { paths } from '../config/paths';
import { logout as logoutCall, type SessionResponse } from '../lib/account';
import { chooseLanguage } from '../i18n/language';
import { clearToken, recordRecentAuthAction, setToken } from '../lib/auth-storage';
import { USER_KEY } from '../lib/user';

export interface WelcomeToast {
  title: string;
  description: string;
}

/** In the current language: startSession switches to the profile's language first. */
export const welcomeBack = (session: SessionResponse): WelcomeToast => ({
  title: i18n._('session.welcomeTitle'),
  description: i18n._('session.welcomeBody', { name: session.user.first_name || session.user.email }),
});

/**
 * Starting and ending a session (docs/decisions/0002): the steps after a successful sign-in, logout,
 * a local sign-out (account deleted) and a forced refresh of the user.
 */
export function useSessionActions() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const clearCache = useCallback(() => mutate(() => true, undefined, { revalidate: false }), [mutate]);

  /** Store the token, mark the recent action, show the user at once in the profile's language, re-check, greet, go to /. */
  const startSession = useCallback(
    async (session: SessionResponse, given?: WelcomeToast) => {
      recordRecentAuthAction();
      if (session.user.preferred_language) await chooseLanguage(session.user.preferred_language);
      const toast = given ?? welcomeBack(session);
      await mutate(USER_KEY, session.user, { revalidate: false });
      setToken(session.token);
      setTimeout(() => void mutate(USER_KEY), AUTH_TIMINGS.recheckAfterLoginMs);
      notify({ ...toast, type: 'success' });
      setTimeout(() => navigate(paths.home.getHref()), AUTH_TIMINGS.redirectAfterLoginMs);
    },
    [mutate, navigate],
  );

  /** Remove the token and every cached read, without telling the server (the account is gone). */
  const signOutLocally = useCallback(async () => {
    clearToken();
    await clearCache();
  }, [clearCache]);

  const logout = useCallback(async () => {
    // The request reads the token before it is removed, so the server can end the session.
    const request = logoutCall();
    clearToken();
    await request.catch(() => undefined);
    await clearCache();
    notify({ title: i18n._('session.loggedOutTitle'), description: i18n._('session.loggedOutBody') });
    navigate(paths.auth.getHref());
  }, [clearCache, navigate]);

  const refreshUser = useCallback(() => mutate(USER_KEY), [mutate]);

  return { startSession, signOutLocally, logout, refreshUser };
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { AUTH_TIMINGS } from '../../../shared/constants';
import { notify } from '../components/ui/toaster';
import { paths } from '../config/paths';
import { logout as logoutCall, type SessionResponse } from '../lib/account';
import { clearToken, recordRecentAuthAction, setToken } from '../lib/auth-storage';
import { USER_KEY } from '../lib/user';

export interface WelcomeToast {
  title: string;
  description: string;
}

export const welcomeBack = (session: SessionResponse): WelcomeToast => ({
  title: 'Welcome back!',
  description: `Good to see you again, ${session.user.first_name || session.user.email}`,
});

/**
 * Starting and ending a session (docs/decisions/0002): the steps after a successful sign-in, logout,
 * a local sign-out (account deleted) and a forced refresh of the user.
 */
export function useSessionActions() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const clearCache = useCallback(() => mutate(() => true, undefined, { revalidate: false }), [mutate]);

  /** Store the token, mark the recent action, show the user at once, re-check, greet, go to /. */
  const startSession = useCallback(
    async (session: SessionResponse, toast: WelcomeToast = welcomeBack(session)) => {
      recordRecentAuthAction();
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
    notify({ title: 'Logged out', description: 'You have been successfully logged out.' });
    navigate(paths.auth.getHref());
  }, [clearCache, navigate]);

  const refreshUser = useCallback(() => mutate(USER_KEY), [mutate]);

  return { startSession, signOutLocally, logout, refreshUser };
}

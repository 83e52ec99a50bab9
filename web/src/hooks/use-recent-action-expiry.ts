import { useEffect } from 'react';
import { AUTH_TIMINGS } from '../../../shared/constants';
import { clearRecentAuthAction } from '../lib/auth-storage';

/** Drops the recent sign-in mark once the session has been stable for 10 s (docs/decisions/0002). */
export function useRecentActionExpiry(userId: string | null | undefined) {
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(clearRecentAuthAction, AUTH_TIMINGS.recentActionClearMs);
    return () => clearTimeout(timer);
  }, [userId]);
}

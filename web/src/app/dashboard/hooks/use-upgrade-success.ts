import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { notify } from '../../../components/ui/toaster';
import { USER_KEY } from '../../../features/auth';
import { SUBSCRIPTION_STATUS_KEY } from '../../../features/plans/api/subscription';

/** ?upgrade=success&session_id=… (2.3): toast, refresh the user and subscription, then clear the query. */
export function useUpgradeSuccess() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const handled = useRef<string | null>(null);
  const sessionId = params.get('upgrade') === 'success' ? params.get('session_id') : null;

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    // The toast store flushes synchronously; show it after React finishes this commit.
    setTimeout(() => {
      notify({
        title: i18n._('home.upgradeDoneTitle'),
        description: i18n._('home.upgradeDoneBody'),
        type: 'success',
      });
    }, 0);
    void mutate(USER_KEY);
    void mutate(SUBSCRIPTION_STATUS_KEY);
    navigate({ pathname, search: '' }, { replace: true });
  }, [sessionId, pathname, navigate, mutate]);
}

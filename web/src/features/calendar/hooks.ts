import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { notify } from '../../components/ui/toaster';
import { errorStatus } from '../../lib/api-client';

function signedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) !== null;
  } catch {
    return false;
  }
}

/**
 * One error toast per failed load (docs/decisions/0005). Nothing is said once the session has
 * ended (a 401, or a load that fails while the user logs out): the sign-in screen explains that.
 */
export function useLoadErrorToast(error: Error | undefined, title: string) {
  useEffect(() => {
    if (!error || errorStatus(error) === 401) return undefined;
    // The toast store flushes synchronously; show it after React finishes this commit.
    const timer = setTimeout(() => {
      if (signedIn()) notify({ title, type: 'destructive' });
    }, 0);
    return () => clearTimeout(timer);
  }, [error, title]);
}

/** True from the first time `open` is true: a lazily loaded dialog then stays mounted, so it can animate closed. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

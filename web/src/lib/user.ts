import useSWR from 'swr';
import type { PublicUser } from '../../../shared/schemas/auth';
import { AUTH_TIMINGS } from '../../../shared/constants';
import { errorStatus, readFetcher } from './api-client';
import { handleUnauthorized, useAuthToken } from './auth-storage';

export const USER_KEY = '/api/auth/user';

/** GET /api/auth/user; a 401 applies the token rule of 4.1 before the error reaches SWR. */
export async function fetchUser(key: string): Promise<PublicUser> {
  try {
    return await readFetcher<PublicUser>(key);
  } catch (error) {
    if (errorStatus(error) === 401) handleUnauthorized();
    throw error;
  }
}

/**
 * The signed-in user (docs/decisions/0002): no call without a token; refreshed every 30 s,
 * fresh for 30 s, no retry, no refetch on focus. A failed refresh keeps the last known user.
 */
export function useUser() {
  const token = useAuthToken();
  const { data, error, isLoading, mutate } = useSWR<PublicUser>(token ? USER_KEY : null, fetchUser, {
    refreshInterval: AUTH_TIMINGS.userRefetchMs,
    dedupingInterval: AUTH_TIMINGS.userRefetchMs,
    shouldRetryOnError: false,
    errorRetryCount: 0,
    revalidateOnFocus: false,
  });
  const user = token && data ? data : null;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: Boolean(token) && isLoading,
    error: error as Error | undefined,
    /** Forces a fresh read, e.g. after a plan change. */
    refresh: () => mutate(),
  };
}

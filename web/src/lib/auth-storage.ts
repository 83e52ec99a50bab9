import { useSyncExternalStore } from 'react';
import { AUTH_TIMINGS, STORAGE_KEYS } from '../../../shared/constants';

/**
 * The session kept in local storage (docs/decisions/0002): the bearer token, and the time of the
 * last sign-in or registration, which protects a fresh session from a stray 401 for 5 seconds.
 */

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getToken = (): string | null => read(STORAGE_KEYS.token);

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  emit();
}

export function clearToken(): void {
  const had = read(STORAGE_KEYS.token) !== null;
  localStorage.removeItem(STORAGE_KEYS.token);
  if (had) emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it is set or removed. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

export function recordRecentAuthAction(now: number = Date.now()): void {
  localStorage.setItem(STORAGE_KEYS.recentAuthAction, String(now));
}

export function clearRecentAuthAction(): void {
  localStorage.removeItem(STORAGE_KEYS.recentAuthAction);
}

/** True when a sign-in or registration happened within the guard window (5 s). */
export function hasRecentAuthAction(now: number = Date.now()): boolean {
  const stamp = Number(read(STORAGE_KEYS.recentAuthAction));
  return Number.isFinite(stamp) && stamp > 0 && now - stamp < AUTH_TIMINGS.recentAuthGuardMs;
}

/**
 * What a 401 from the user check does to the token: removed at once, unless a sign-in or
 * registration happened in the last 5 s; then the removal waits 2 s and happens only if no
 * recent action remains by then (a newer sign-in keeps its token).
 */
export function handleUnauthorized(): 'cleared' | 'delayed' {
  if (!hasRecentAuthAction()) {
    clearToken();
    return 'cleared';
  }
  setTimeout(() => {
    if (!hasRecentAuthAction()) clearToken();
  }, AUTH_TIMINGS.delayedTokenClearMs);
  return 'delayed';
}

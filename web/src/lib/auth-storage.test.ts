import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRecentAuthAction, getToken, handleUnauthorized, hasRecentAuthAction, recordRecentAuthAction, setToken } from './auth-storage';

describe('the token rule on a 401 from the user check (docs/decisions/0002)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    setToken('tok');
  });
  afterEach(() => vi.useRealTimers());

  it('removes the token at once when no sign-in happened recently', () => {
    expect(handleUnauthorized()).toBe('cleared');
    expect(getToken()).toBeNull();
  });

  it('keeps the token for 2 s after a sign-in within 5 s, then removes it once the sign-in is no longer recent', () => {
    recordRecentAuthAction(Date.now() - 4_000);
    expect(handleUnauthorized()).toBe('delayed');
    expect(getToken()).toBe('tok');
    vi.advanceTimersByTime(1_999);
    expect(getToken()).toBe('tok');
    vi.advanceTimersByTime(1);
    expect(getToken()).toBeNull();
  });

  it('does not remove the token after the delay while a recent sign-in remains', () => {
    recordRecentAuthAction(Date.now() - 1_000);
    expect(handleUnauthorized()).toBe('delayed');
    vi.advanceTimersByTime(2_000);
    expect(getToken()).toBe('tok');
  });

  it('removes it after the delay when the recent-action mark was cleared meanwhile', () => {
    recordRecentAuthAction();
    handleUnauthorized();
    clearRecentAuthAction();
    vi.advanceTimersByTime(2_000);
    expect(getToken()).toBeNull();
  });

  it('treats a sign-in 5 s ago or more as not recent', () => {
    recordRecentAuthAction(Date.now() - 5_000);
    expect(hasRecentAuthAction()).toBe(false);
    expect(handleUnauthorized()).toBe('cleared');
    expect(getToken()).toBeNull();
  });

  it('stores the mark under recent_auth_action and the token under auth_token', () => {
    recordRecentAuthAction(123);
    expect(localStorage.getItem('recent_auth_action')).toBe('123');
    expect(localStorage.getItem('auth_token')).toBe('tok');
  });
});

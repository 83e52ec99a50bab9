import { renderHook, screen, waitFor, within, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../test/render';
import { useRecentActionExpiry } from '../hooks/use-recent-action-expiry';
import { AUTH_TIMINGS } from '../../../shared/constants';

describe('the signed-in check (docs/decisions/0002)', () => {
  it('makes no call without a stored token', async () => {
    const { calls } = mockApi({ 'GET /api/auth/user': { body: sampleUser } });
    renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('removes an invalid token at once and shows sign-in', async () => {
    localStorage.setItem('auth_token', 'expired');
    const { calls } = mockApi({ 'GET /api/auth/user': { status: 401, body: { error: 'Unauthorized' } } });
    renderApp('/calendar');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(calls[0].headers.Authorization).toBe('Bearer expired');
  });

  it('keeps the token for now when a sign-in happened in the last 5 s', async () => {
    localStorage.setItem('auth_token', 'fresh');
    localStorage.setItem('recent_auth_action', String(Date.now()));
    const { calls } = mockApi({ 'GET /api/auth/user': { status: 401, body: { error: 'Unauthorized' } } });
    renderApp('/');
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(localStorage.getItem('auth_token')).toBe('fresh');
    // The delayed check runs after 2 s and, the sign-in still recent, keeps the token. Waiting for it
    // here also keeps its timer from firing into the next test, whose storage no longer holds the mark.
    await new Promise((r) => setTimeout(r, AUTH_TIMINGS.delayedTokenClearMs + 100));
    expect(localStorage.getItem('auth_token')).toBe('fresh');
  }, 10_000);

  it('logs out: tells the server with the token, forgets it, says so and goes to /auth', async () => {
    localStorage.setItem('auth_token', 'tok');
    const { calls } = mockApi({
      'GET /api/auth/user': { body: sampleUser },
      'POST /api/auth/logout': { status: 500, body: { error: 'boom' } },
      // The calendar's own reads answer normally, so no load-error toast can replace the logout toast.
      'GET /api/calendar/events': { body: [] },
      'GET /api/todos': { body: [] },
      'GET /api/family-members': { body: [] },
      'GET /api/calendar/feed': { body: { url: 'http://localhost/api/calendar/feed/x' } },
      'GET /api/calendar/subscriptions': { body: { subscriptions: [] } },
      'GET /api/calendar/people': { body: { families: [] } },
    });
    renderApp('/calendar');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 10_000 }));
    // The menu's code is loaded on the first press (transformed on demand here): give a busy machine time.
    const menu = await screen.findByRole('menu', {}, { timeout: 20_000 });
    expect(within(menu).getByText('Ann Lee')).toBeTruthy();
    expect(within(menu).getByText('ann@example.com')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'VARK Assessment', 'Calendar Display', 'Settings', 'Log Out']);
    // Keyboard: End highlights the last item, Enter chooses it.
    const logOut = within(menu).getByRole('menuitem', { name: 'Log Out' });
    await waitFor(
      () => {
        fireEvent.keyDown(menu, { key: 'End' });
        expect(logOut.hasAttribute('data-highlighted')).toBe(true);
      },
      { timeout: 20_000 },
    );
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(await screen.findByText('You have been successfully logged out.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBeNull();
    const logout = calls.find((c) => c.url === '/api/auth/logout');
    expect(logout?.headers.Authorization).toBe('Bearer tok');
    expect(await screen.findByRole('heading', { name: 'Welcome to Simplify' })).toBeTruthy();
    // The calendar screen and the menu load lazily: on a loaded CI machine the menu once took over 10 s.
  }, 60_000);
});

describe('the recent sign-in mark', () => {
  afterEach(() => vi.useRealTimers());

  it('is cleared 10 s after the session became stable', () => {
    vi.useFakeTimers();
    localStorage.setItem('recent_auth_action', '1');
    renderHook(() => useRecentActionExpiry('u1'));
    vi.advanceTimersByTime(9_999);
    expect(localStorage.getItem('recent_auth_action')).toBe('1');
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem('recent_auth_action')).toBeNull();
  });

  it('is kept while nobody is signed in', () => {
    vi.useFakeTimers();
    localStorage.setItem('recent_auth_action', '1');
    renderHook(() => useRecentActionExpiry(null));
    vi.advanceTimersByTime(20_000);
    expect(localStorage.getItem('recent_auth_action')).toBe('1');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../test/render';

const signedIn = () => {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({ 'GET /api/auth/user': { body: sampleUser } });
};

describe('routing (docs/decisions/0010)', () => {
  it('shows "404 Page Not Found" for an unknown path', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('shows the sign-in screen on a signed-in-only path when signed out, without asking the server', async () => {
    const { calls } = mockApi({});
    renderApp('/calendar');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Family Calendar' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it.each(['/AUTH', '/Auth', '/auth'])('matches %s case-insensitively', async (path) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Welcome to Simplify' })).toBeTruthy();
  });

  it('matches nested paths case-insensitively and keeps the case of tokens', async () => {
    const { calls } = mockApi({ 'POST /api/auth/magic-link/verify': { status: 410, body: { error: 'Used' } } });
    renderApp('/Auth/Magic-Link/Verify?token=AbC_dEf');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'This link can no longer be used' });
    expect(calls[0].body).toEqual({ token: 'AbC_dEf' });
  });

  it('redirects /login to the sign-in page', async () => {
    mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome to Simplify' })).toBeTruthy();
  });

  it('shows a full-screen spinner while the sign-in status loads', async () => {
    localStorage.setItem('auth_token', 'tok');
    mockApi({ 'GET /api/auth/user': () => new Promise(() => undefined) });
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('shows the dashboard and the top bar to a signed-in user', async () => {
    signedIn();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome, Ann')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toContain('AL');
  });

  it.each([
    ['/settings', 'Account Settings'],
    ['/ACCOUNT-SETTINGS', 'Account Settings'],
    ['/vark-assessment', 'VARK Learning Style Assessment'],
    ['/disc-assessment/abc/results', 'DiSC Assessment'],
    ['/upgrade', 'Choose Your Plan'],
  ])('%s shows %s when signed in', async (path, heading) => {
    signedIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
  });

  it.each(['/register', '/auth/magic-link', '/success', '/upgrade-success'])('%s is open to visitors', async (path) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../../test/render';

function signedIn(user: Record<string, unknown> = {}, opts: { refuse?: boolean } = {}) {
  localStorage.setItem('auth_token', 'tok');
  let current = { ...sampleUser, ...user };
  return mockApi({
    'GET /api/auth/user': () => ({ body: current }),
    'GET /api/whatsapp/connection': { body: { connected: false, number: null } },
    'PUT /api/auth/profile': (call) => {
      if (opts.refuse) return { status: 400, body: { error: 'Choose on or off' } };
      current = { ...current, ...(call.body as object) };
      return { body: current };
    },
  });
}

const section = () => screen.findByRole('region', { name: 'Summaries' });

describe('Settings: summaries', () => {
  it('both toggles start off (the default) and each saves through the profile update on its own', async () => {
    const { calls } = signedIn({ subscription_type: 'simplify', timezone: 'Europe/London' });
    renderApp('/settings');
    const s = await section();
    expect(within(s).getByText(/Sent on your own time \(Europe\/London\)/)).toBeTruthy();
    const daily = within(s).getByRole('checkbox', { name: 'Daily agenda' }) as HTMLInputElement;
    const weekly = within(s).getByRole('checkbox', { name: 'Weekly summary' }) as HTMLInputElement;
    expect(daily.checked).toBe(false);
    expect(weekly.checked).toBe(false);
    expect(within(s).getByText(/needs a connected WhatsApp number and a Simplify plan\. Days/)).toBeTruthy();

    fireEvent.click(weekly);
    await waitFor(() => expect((within(s).getByRole('checkbox', { name: 'Weekly summary' }) as HTMLInputElement).checked).toBe(true));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ weekly_email_enabled: true }]);
    expect(await screen.findByText('Weekly summary on')).toBeTruthy();

    fireEvent.click(daily);
    await waitFor(() => expect((within(s).getByRole('checkbox', { name: 'Daily agenda' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(s).getByRole('checkbox', { name: 'Weekly summary' }));
    await waitFor(() => expect((within(s).getByRole('checkbox', { name: 'Weekly summary' }) as HTMLInputElement).checked).toBe(false));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { weekly_email_enabled: true },
      { daily_push_enabled: true },
      { weekly_email_enabled: false },
    ]);
  });

  it('each switch draws a styled track and thumb that show its on/off state (not a 0 px control)', async () => {
    signedIn({ subscription_type: 'simplify', weekly_email_enabled: true });
    renderApp('/settings');
    const s = await section();
    const controlOf = (name: string) => {
      const root = within(s).getByRole('checkbox', { name }).closest('label')!;
      return { control: root.querySelector('[data-part="control"]')!, thumb: root.querySelector('[data-part="thumb"]')! };
    };
    const daily = controlOf('Daily agenda');
    const weekly = controlOf('Weekly summary');
    // The recipe's classes carry the size and colours; without a recipe the parts have none.
    expect(daily.control.className).toMatch(/settings-switch__control/);
    expect(daily.thumb.className).toMatch(/settings-switch__thumb/);
    expect(daily.control.getAttribute('data-state')).toBe('unchecked');
    expect(weekly.control.getAttribute('data-state')).toBe('checked');
    expect(weekly.thumb.getAttribute('data-state')).toBe('checked');
  });

  it('tells a Free account the daily agenda needs a Simplify plan, and shows a refused save', async () => {
    const { calls } = signedIn({ subscription_type: 'free', daily_push_enabled: true }, { refuse: true });
    renderApp('/settings');
    const s = await section();
    expect(within(s).getByText(/you are on the Free plan, so nothing is sent yet/)).toBeTruthy();
    expect((within(s).getByRole('checkbox', { name: 'Daily agenda' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(s).getByRole('checkbox', { name: 'Daily agenda' }));
    expect(await screen.findByText('Choose on or off')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ daily_push_enabled: false }]);
    expect((within(s).getByRole('checkbox', { name: 'Daily agenda' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('/unsubscribe (the weekly email link, signed out)', () => {
  it('asks first, then posts the token and confirms', async () => {
    localStorage.removeItem('auth_token');
    const { calls } = mockApi({ 'POST /api/summaries/unsubscribe': { body: { message: 'You will no longer receive the weekly summary.' } } });
    renderApp('/unsubscribe?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('You will no longer receive the weekly summary.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/summaries/unsubscribe?token=abc.def');
  });

  it('shows the server message for a link that is not valid', async () => {
    localStorage.removeItem('auth_token');
    mockApi({ 'POST /api/summaries/unsubscribe': { status: 400, body: { error: 'This unsubscribe link is not valid.' } } });
    renderApp('/unsubscribe?token=tampered.x');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid.');
  });
});

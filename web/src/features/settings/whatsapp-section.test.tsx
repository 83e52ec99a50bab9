import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../../test/render';

const CODE = {
  code: 'K7QM-4XPD',
  message: 'Connect my Simplify account. Code: K7QM-4XPD',
  url: 'https://wa.me/15551234567?text=Connect%20my%20Simplify%20account.%20Code%3A%20K7QM-4XPD',
};
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function signedIn(routes: Parameters<typeof mockApi>[0], user: Record<string, unknown> = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({ 'GET /api/auth/user': { body: { ...sampleUser, ...user } }, ...routes });
}

async function whatsappSection() {
  return screen.findByRole('region', { name: 'WhatsApp assistant' });
}

describe('Settings: WhatsApp assistant', () => {
  it('connects: shows the message with the code and the wa.me link, then flips to connected when the message arrives', async () => {
    let arrived = false;
    const { calls } = signedIn({
      'GET /api/whatsapp/connection': () => ({ body: arrived ? { connected: true, number: '+447700900123' } : { connected: false, number: null } }),
      'POST /api/whatsapp/connect': { body: { ...CODE, expiresAt: inMinutes(15) } },
    });
    renderApp('/settings');
    const section = await whatsappSection();
    expect(await within(section).findByText('No WhatsApp number is connected yet.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Connect WhatsApp' }));
    expect((await within(section).findByTestId('whatsapp-connect-message')).textContent).toBe(CODE.message);
    expect(within(section).getByText('K7QM-4XPD')).toBeTruthy();
    const open = within(section).getByRole('link', { name: 'Open WhatsApp' });
    expect(open.getAttribute('href')).toBe(CODE.url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(within(section).getByText('Waiting for your message...')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/whatsapp/connect')).toHaveLength(1);

    const userReadsBefore = calls.filter((c) => c.url.startsWith('/api/auth/user')).length;
    arrived = true;
    // No click: the section polls while the code waits.
    expect(await within(section).findByText('+447700900123', undefined, { timeout: 8000 })).toBeTruthy();
    expect(within(section).getByText('Connected')).toBeTruthy();
    expect(within(section).queryByTestId('whatsapp-connect-message')).toBeNull();
    expect(await screen.findByText('WhatsApp Connected')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/auth/user')).length).toBeGreaterThan(userReadsBefore));
  });

  it('shows the connected number and disconnects', async () => {
    const { calls } = signedIn(
      {
        'GET /api/whatsapp/connection': { body: { connected: true, number: '+15550001111' } },
        'DELETE /api/whatsapp/connection': { body: { connected: false, number: null } },
      },
      { subscription_type: 'simplify' },
    );
    renderApp('/settings');
    const section = await whatsappSection();
    expect(await within(section).findByText('+15550001111')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Connect WhatsApp' })).toBeNull();
    expect(within(section).getByText(/Changing the number in your profile disconnects it/)).toBeTruthy();
    expect(within(section).queryByText(/part of the Simplify and Simplify\+ plans/)).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Disconnect' }));
    expect(await within(section).findByText('No WhatsApp number is connected yet.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Connect WhatsApp' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/whatsapp/connection')).toBe(true);
    expect(await screen.findByText('WhatsApp Disconnected')).toBeTruthy();
  });

  it('offers a new code once the code has expired, and stops waiting', async () => {
    signedIn({
      'GET /api/whatsapp/connection': { body: { connected: false, number: null } },
      'POST /api/whatsapp/connect': { body: { ...CODE, expiresAt: new Date(Date.now() + 300).toISOString() } },
    });
    renderApp('/settings');
    const section = await whatsappSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Connect WhatsApp' }));
    expect(await within(section).findByText('That code has expired. Get a new one to connect.')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Open WhatsApp' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Get a new code' })).toBeTruthy();
  });

  it('reports a failed request with the server message, and tells free accounts the assistant needs a plan', async () => {
    signedIn({
      'GET /api/whatsapp/connection': { body: { connected: false, number: null } },
      'POST /api/whatsapp/connect': { status: 409, body: { error: 'A connection code was requested twice at the same moment. Please try again.' } },
    });
    renderApp('/settings');
    const section = await whatsappSection();
    expect(within(section).getByText(/part of the Simplify and Simplify\+ plans/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/upgrade');
    fireEvent.click(await within(section).findByRole('button', { name: 'Connect WhatsApp' }));
    expect(await screen.findByText('A connection code was requested twice at the same moment. Please try again.')).toBeTruthy();
    expect(within(section).queryByTestId('whatsapp-connect-message')).toBeNull();
  });

  it('saves the assistant preferences: language, an Arabic dialect only for Arabic, and the reply style', async () => {
    const { calls } = signedIn(
      {
        'GET /api/whatsapp/connection': { body: { connected: true, number: '+15550001111' } },
        'PUT /api/auth/profile': (call) => ({ body: { ...sampleUser, subscription_type: 'simplify', ...(call.body as object) } }),
      },
      { subscription_type: 'simplify' },
    );
    renderApp('/settings');
    const prefs = await screen.findByRole('region', { name: 'Assistant preferences' });
    const language = within(prefs).getByLabelText('Reply language') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(within(prefs).queryByLabelText('Arabic dialect')).toBeNull();
    fireEvent.change(language, { target: { value: 'ar' } });
    fireEvent.change(within(prefs).getByLabelText('Arabic dialect'), { target: { value: 'levantine' } });
    fireEvent.change(within(prefs).getByLabelText('Reply style'), { target: { value: 'concise' } });
    fireEvent.click(within(prefs).getByRole('button', { name: 'Save preferences' }));
    // Arabic is the app's language too from then on (docs/decisions/0020): the toast and the section turn Arabic.
    expect(await screen.findByText('تم حفظ التفضيلات')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT' && c.url === '/api/auth/profile');
    expect(puts.map((c) => c.body)).toEqual([{ preferred_language: 'ar', arabic_dialect: 'levantine', response_style: 'concise' }]);

    // Back to English: the dialect select goes and the dialect is cleared.
    fireEvent.change(language, { target: { value: 'en' } });
    expect(within(prefs).queryByLabelText('اللهجة العربية')).toBeNull();
    fireEvent.click(within(prefs).getByRole('button', { name: 'حفظ التفضيلات' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ preferred_language: 'en', arabic_dialect: null, response_style: 'concise' }),
    );
  });

  it('shows the stored preferences and the server’s message when saving fails', async () => {
    signedIn(
      {
        'GET /api/whatsapp/connection': { body: { connected: false, number: null } },
        'PUT /api/auth/profile': { status: 400, body: { error: 'Please choose an Arabic dialect from the list' } },
      },
      { preferred_language: 'ar', arabic_dialect: 'gulf', response_style: 'detailed' },
    );
    renderApp('/settings');
    // The profile's Arabic is the app's language too (docs/decisions/0020).
    const prefs = await screen.findByRole('region', { name: 'تفضيلات المساعد' });
    expect((within(prefs).getByLabelText('لغة الرد') as HTMLSelectElement).value).toBe('ar');
    expect((within(prefs).getByLabelText('اللهجة العربية') as HTMLSelectElement).value).toBe('gulf');
    expect((within(prefs).getByLabelText('أسلوب الرد') as HTMLSelectElement).value).toBe('detailed');
    fireEvent.click(within(prefs).getByRole('button', { name: 'حفظ التفضيلات' }));
    expect(await screen.findByText('Please choose an Arabic dialect from the list')).toBeTruthy();
  });
});

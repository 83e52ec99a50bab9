import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/render';
import { ago, NotificationBell } from './notification-bell';

const invitation = {
  id: 'invitation:l1',
  kind: 'invitation',
  text: 'Someone invited you to link your Simplify accounts.',
  href: '/account-links',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
};

function renderBell() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <NotificationBell userId="u1" />
        </MemoryRouter>
      </I18nProvider>
    </SWRConfig>,
  );
}

describe('the notification bell', () => {
  it('shows the red dot while something is unread; opening lists it, marks it read and the dot goes', async () => {
    const { calls } = mockApi({
      'GET /api/notifications': { body: { items: [invitation] } },
      'POST /api/notifications/read': { body: { success: true } },
    });
    const { container } = renderBell();
    await waitFor(() => expect(container.querySelector('.fr-dot')).not.toBeNull());
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const link = within(panel).getByRole('link', { name: /invited you to link/ });
    expect(link.getAttribute('href')).toBe('/account-links');
    expect(within(link).getByText('5 min ago')).toBeTruthy();
    expect(container.querySelector('.fr-dot')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/notifications/read']));
    // Opening again posts nothing more: nothing is unread.
    fireEvent.click(bell);
    fireEvent.click(bell);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows no dot and says so when nothing waits, and posts nothing', async () => {
    const { calls } = mockApi({ 'GET /api/notifications': { body: { items: [] } } });
    const { container } = renderBell();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/notifications'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You are all caught up.')).toBeTruthy();
    expect(container.querySelector('.fr-dot')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says how long ago in plain words', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(ago('2026-11-27T11:59:40Z', now)).toBe('just now');
    expect(ago('2026-11-27T09:00:00Z', now)).toBe('3 h ago');
    expect(ago('2026-11-26T10:00:00Z', now)).toBe('yesterday');
    expect(ago('2026-11-20T12:00:00Z', now)).toBe('7 days ago');
  });
});

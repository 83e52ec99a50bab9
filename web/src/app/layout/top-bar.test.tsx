import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../shared/schemas/auth';
import { sampleUser } from '../../test/render';
import { TopBar } from './top-bar';

/** The shared sample user, typed as the server sends it. */
const user = { ...sampleUser, arabic_dialect: null } as PublicUser;

/** Chakra's elements carry generated `css-…` classes or `chakra-…` recipe classes. */
const chakraElements = (root: HTMLElement) => [...root.querySelectorAll('*')].filter((el) => /(^|\s)(css-|chakra-)/.test(el.getAttribute('class') ?? ''));

describe('the signed-in top bar (plain elements, Chakra only for the menu)', () => {
  it('draws the header, the Main navigation, the home link, Lists, Notifications and the avatar without any Chakra provider', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <TopBar user={user} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Simplify' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Lists' }).getAttribute('href')).toBe('/lists');
    // Nothing waits to be read, so the bell shows no red dot.
    expect(header.querySelector('.fr-dot')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    const avatar = within(nav).getByRole('button', { name: 'Account menu' });
    expect(avatar.textContent).toContain('AL');
    expect(avatar.getAttribute('aria-haspopup')).toBe('menu');
    expect(chakraElements(header)).toEqual([]);
  });

  it('puts Calendar beside Lists on every page but the dashboard, whose own header button is named Calendar', () => {
    for (const [path, shown] of [
      ['/settings', true],
      ['/lists', true],
      ['/calendar', true],
      ['/', false],
      ['/dashboard', false],
      ['/Dashboard/', false],
    ] as const) {
      const { unmount } = render(
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>
            <TopBar user={user} />
          </MemoryRouter>
        </I18nProvider>,
      );
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const calendar = within(nav).queryByRole('link', { name: 'Calendar' });
      expect([path, calendar?.getAttribute('href') ?? null]).toEqual([path, shown ? '/calendar' : null]);
      // Calendar comes first, then Lists; the product name stays the home link's name when a phone hides it.
      const links = within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent);
      expect(links).toEqual(shown ? ['Simplify', 'Calendar', 'Lists'] : ['Simplify', 'Lists']);
      expect(chakraElements(nav)).toEqual([]);
      unmount();
    }
  });

  it('a press on the avatar loads the Chakra menu in its island and opens it, the trigger still the plain avatar button', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <TopBar user={user} />
        </MemoryRouter>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeTruthy();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // Chakra adds its marker class (the menu recipe styles no trigger); the look is the avatar button's own.
    expect(trigger.className.split(' ').slice(0, 2)).toEqual(['fr-icon-button', 'fr-icon-button--round']);
  });
});

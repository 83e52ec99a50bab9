import { beforeAll, describe, expect, inject, it } from 'vitest';
import { childMember } from '../helpers/family';
import { apiUser, auditScreen, post } from './audit';
import { newPage, useBrowser } from './browser';

/**
 * Every screen in Arabic, right to left, on a phone (412 px) and a laptop (1280 px): nothing serious or critical
 * for axe, no sideways scroll, and the page's main heading in Arabic.
 */

const appUrl = inject('appUrl');
const browser = useBrowser();
const WIDTHS = [412, 1280];

async function arabicPage(token?: string) {
  const page = await newPage(browser(), appUrl);
  await page.addInitScript((t) => {
    localStorage.setItem('simplify_language', 'ar');
    if (t) localStorage.setItem('auth_token', t);
  }, token ?? '');
  return page;
}

async function auditInArabic(path: string, token?: string) {
  const page = await arabicPage(token);
  try {
    await auditScreen(page, path, WIDTHS);
    const state = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      heading: document.querySelector('h1, h2')?.textContent ?? '',
    }));
    expect({ lang: state.lang, dir: state.dir }).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(state.heading, `${path}: the first heading`).toMatch(/\p{Script=Arabic}/u);
  } finally {
    await page.context().close();
  }
}

describe('every screen in Arabic (axe-core, serious and critical; no sideways scroll)', () => {
  describe('signed out', () => {
    it.each(['/verify-email?token=x', '/auth/magic-link/verify?token=x', '/reset-password?token=x', `/account-link/${'x'.repeat(43)}`, '/no-such-page'])(
      '%s',
      (path) => auditInArabic(path),
    );
  });

  describe('signed in, with a child, a list and events', () => {
    let token = '';
    let childId = '';
    beforeAll(async () => {
      token = (await apiUser('a11y-ar', 'ar')).token;
      childId = (await post('/api/family-members', childMember({ name: 'ليلى' }), token)).id;
      const lists = await fetch(`${appUrl}/api/lists`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
      const shopping = lists.lists.find((l: { isShopping: boolean }) => l.isShopping).id;
      await post(`/api/lists/${shopping}/items`, { items: [{ text: 'حليب' }, { text: 'خبز' }, { text: 'bin bags', quantity: '2 rolls' }] }, token);
      const mid = `${new Date().toISOString().slice(0, 7)}-15`;
      await post('/api/calendar/events', { title: 'طبيب الأسنان', date: mid, time: '14:30', duration: 45 }, token);
      await post('/api/calendar/events', { title: 'Inset day', date: mid, allDay: true, duration: 2880 }, token);
    });

    it.each(['/', '/calendar', '/lists', '/settings', '/vark-assessment', '/disc-assessment', '/account-links', '/upgrade', '/family/:id'])('%s', (pattern) =>
      auditInArabic(pattern.replace(':id', childId), token),
    );
  });
});

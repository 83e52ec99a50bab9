import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceLanguage, LANGUAGE_KEY, setLanguage } from '../../i18n/language';
import { mockApi, renderWithProviders } from '../../test/render';
import type { AdminDashboard } from './api/admin-dashboard';
import { AdminPanel } from './components/admin-panel';

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

const DASHBOARD: AdminDashboard = {
  users: [
    {
      id: 'u2',
      first_name: 'Bo',
      last_name: 'Kay',
      email: 'bo@example.com',
      subscription_type: 'free',
      subscription_status: 'past_due',
      created_at: '2025-02-10T12:00:00.000Z',
      phone_number: '+447700900123',
    },
  ],
  nextCursor: null,
  stats: {
    totalUsers: 1234,
    activeSubscriptions: 2,
    totalRevenue: 8.25,
    freeUsers: 3,
    simplifyUsers: 1,
    simplifyPlusUsers: 1,
    assessmentUsers: 0,
    conversionRate: 40,
  },
  revenue: {
    total: 8.25,
    subscriptionRevenue: 8.25,
    mrr: 18.25,
    arr: 219,
    recentPayments: [
      { id: 'p1', amount: 10, currency: 'usd', created: nowSeconds() - 2 * DAY, description: 'Simplify monthly', customer: 'cus_1', plan: 'simplify' },
      { id: 'p2', amount: 8.25, currency: 'usd', created: nowSeconds() - 20 * DAY, description: 'Yearly', customer: 'cus_2', plan: 'simplify_plus' },
    ],
  },
  usage: [
    { user_id: 'u2', email: 'bo@example.com', calendar_events: 0, whatsapp_sessions: 0, whatsapp_messages: 0, assessment_purchases: 0, last_active: null },
  ],
};

async function showAdmin(language: 'en' | 'ar') {
  localStorage.setItem(LANGUAGE_KEY, language);
  await act(() => setLanguage(deviceLanguage()));
  localStorage.setItem('auth_token', 'tok');
  mockApi({ 'GET /api/admin/dashboard': { body: DASHBOARD } });
  renderWithProviders(<AdminPanel />);
}

/** The value shown under a stat label (Stat renders a dl with dt/dd). */
const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('the admin panel in English and Arabic', () => {
  it('English: the texts, counts and dates as before', async () => {
    await showAdmin('en');
    expect(await screen.findByRole('region', { name: 'System statistics' })).toBeTruthy();
    expect(statValue('Total Users')).toBe('1,234');
    expect(screen.getByText('$18.25 from 2 payments.')).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Users' })).getByRole('row', { name: /bo@example\.com/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bo Kay', 'bo@example.com', 'Free', 'Past due', 'Feb 10, 2025', '+447700900123']);
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('Arabic: headings, figures, plurals, table and search, right to left; money as on the plans', async () => {
    await showAdmin('ar');
    expect(await screen.findByRole('region', { name: 'إحصاءات النظام' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'الإدارة' })).toBeTruthy();
    expect(statValue('إجمالي المستخدمين')).toBe('1,234');
    expect(statValue('معدل التحويل')).toBe('40%');
    expect(statValue('إجمالي الإيرادات')).toBe('$8.25');
    const revenue = screen.getByRole('region', { name: 'الإيرادات' });
    expect(within(revenue).getByText('$18.25 من دفعتين.')).toBeTruthy();
    expect(within(revenue).getByRole('group', { name: 'المدفوعات في آخر 90 يومًا' })).toBeTruthy();
    expect(within(revenue).getByRole('img').getAttribute('aria-label')).toMatch(
      /^المدفوعات أسبوعيًا خلال آخر 90 يومًا: \$18\.25 إجمالًا من دفعتين؛ أعلى أسبوع \$10\.00/,
    );

    const users = screen.getByRole('table', { name: 'المستخدمون' });
    expect(
      within(users)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['الاسم', 'البريد الإلكتروني', 'الخطة', 'الحالة', 'تاريخ الانضمام', 'الهاتف']);
    const cells = within(within(users).getByRole('row', { name: /bo@example\.com/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['Bo Kay', 'bo@example.com', 'المجانية', 'متأخر السداد']);
    expect(cells[4]).toMatch(/10.*فبراير.*2025/);
    expect(screen.getByText('+447700900123').getAttribute('dir')).toBe('ltr');
    expect(within(screen.getByRole('table', { name: 'الاستخدام' })).getByText('لم ينشط بعد')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'البحث بالبريد الإلكتروني' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('الصفحة 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeTruthy();
    expect(screen.queryByText(/System statistics|Revenue|Users|Previous page/)).toBeNull();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../../../../shared/schemas/family';
import { setLanguage } from '../../i18n/language';
import { mockApi, renderApp, sampleUser } from '../../test/render';
import { makeMember } from '../../features/family/lib/sample-member';
import { todayIso } from './lib/today';

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });
const today = todayIso('UTC');

const dentist = {
  id: 'e1',
  eventId: 'e1',
  date: today,
  occurrenceDate: today,
  isRecurring: false,
  title: 'Dentist',
  time: '09:30',
  duration: 60,
  type: 'appointment',
  priority: 'medium',
  location: null,
  description: null,
  familyMemberId: null,
  allDay: false,
  recurrence: 'none',
  recurrenceEnd: null,
  reminderMinutes: null,
};

function signedIn(user: Record<string, unknown>, members: FamilyMember[]) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, timezone: 'UTC', ...user } },
    'GET /api/family-members': { body: members },
    'GET /api/config': { body: { supportWhatsapp: '447700900555' } },
    'GET /api/calendar/events': { body: [dentist] },
    'GET /api/todos': { body: [] },
    'GET /api/lists': { body: { lists: [] } },
    'GET /api/notifications': { body: { items: [] } },
  });
}

describe('the home screen in English and Arabic', () => {
  it('keeps the English texts, then turns Arabic and right to left at once, dates and times included', async () => {
    signedIn({}, [makeMember({ id: 'c1', name: 'Sam Lee' })]);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' }, { timeout: 15_000 })).toBeTruthy();
    const todaySection = await screen.findByRole('region', { name: 'Today' });
    expect(within(todaySection).getByText('9:30 AM')).toBeTruthy();
    expect(within(todaySection).getByRole('button', { name: 'Add event' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Family Overview' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });

    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('heading', { name: 'لوحة العائلة' })).toBeTruthy();
    expect(screen.getByText('أهلًا بك، \u2068Ann\u2069')).toBeTruthy();
    const arabicToday = screen.getByRole('region', { name: 'اليوم' });
    // Arabic day and month names with Latin digits (intlLocale), the time as the calendar shows it in Arabic.
    const date = within(arabicToday).getByRole('heading', { name: 'اليوم' }).nextElementSibling?.textContent ?? '';
    expect(date).toMatch(/\p{Script=Arabic}/u);
    expect(date).toMatch(/\d/);
    expect(within(arabicToday).getByText(/^9:30\s?ص$/)).toBeTruthy();
    expect(within(arabicToday).getByRole('button', { name: 'إضافة حدث' })).toBeTruthy();
    expect(within(arabicToday).getByRole('link', { name: 'كل الأحداث' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'نظرة عامة على العائلة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'أنت (الحساب الرئيسي)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'العائلة' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(within(nav).getByRole('link', { name: 'القوائم' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'الإشعارات' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'قائمة الحساب' })).toBeTruthy();
    for (const english of ['Family Dashboard', 'Family Overview', 'Add event', 'Today', 'Lists', '9:30 AM']) {
      expect(screen.queryByText(english), english).toBeNull();
    }
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('an Arabic profile starts in Arabic: the empty dashboard, its plan card and the Complete Your Profile dialog', async () => {
    signedIn({ preferred_language: 'ar' }, []);
    renderApp('/');
    const started = await screen.findByRole('region', { name: 'لنبدأ' }, { timeout: 15_000 });
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(screen.getByText('الخطة المجانية')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الترقية إلى Simplify' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'رقِّ الآن' })).toBeTruthy();
    expect(within(started).getByRole('button', { name: 'أضف أول فرد من العائلة' })).toBeTruthy();
    expect(screen.queryByText('Free Plan')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'أكمل ملفك الشخصي' }));
    const dialog = await screen.findByRole('dialog', { name: 'أكمل ملفك الشخصي' });
    expect(within(dialog).getByText('مطلوب لواتساب')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'حفظ الملف الشخصي' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'لاحقًا' })).toBeTruthy();
  });

  it('says a page is not found in Arabic', async () => {
    signedIn({ preferred_language: 'ar' }, []);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 الصفحة غير موجودة' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/');
    expect(html().dir).toBe('rtl');
  });
});

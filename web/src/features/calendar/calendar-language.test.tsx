import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language';
import { mockApi, renderApp, sampleUser } from '../../test/render';
import type { CalendarOccurrence } from './api/calendar';

/** Today is Monday 9 March 2026 (the account's timezone is UTC); 1 March 2026 is a Sunday. */
const TODAY = new Date('2026-03-09T12:00:00Z');

const dentist = {
  id: 'e1',
  eventId: 'e1',
  date: '2026-03-09',
  occurrenceDate: '2026-03-09',
  isRecurring: false,
  title: 'Dentist',
  time: '14:30',
  duration: 45,
  type: 'appointment',
  priority: 'medium',
  location: null,
  description: null,
  familyMemberId: null,
  allDay: false,
  recurrence: 'none',
  recurrenceEnd: null,
  reminderMinutes: null,
  exdates: [],
  seriesId: null,
} as CalendarOccurrence;

/** Signed in, the profile's language is the one shown. */
function signedIn(language: 'en' | 'ar' = 'en') {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } },
    'GET /api/family-members': { body: [] },
    'GET /api/calendar/events': { body: [dentist] },
    'GET /api/todos': { body: [] },
    'GET /api/calendar/feed': { body: { url: 'http://localhost:3000/api/calendar/feed/abc123' } },
    'GET /api/calendar/subscriptions': { body: { subscriptions: [] } },
    'POST /api/calendar/events': { status: 201, body: { id: 'new' } },
  });
}

async function openCalendar() {
  renderApp('/calendar');
  return screen.findByRole('grid', {}, { timeout: 15_000 });
}

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
/** The days of the grid's first week, in document order (the order the grid's columns take, from the start side). */
const firstWeek = (grid: HTMLElement) => within(grid).getAllByRole('row')[1].querySelectorAll('[data-day]');
const chevron = (button: HTMLElement) => button.querySelector('[data-chevron]') as Element;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

describe('/calendar in English and Arabic', () => {
  it('English: the texts as they were, Sunday first, arrows as drawn', async () => {
    signedIn();
    const grid = await openCalendar();
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeTruthy();
    expect(headers(grid)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(firstWeek(grid)[0].getAttribute('data-day')).toBe('2026-03-01');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(getComputedStyle(chevron(previous)).transform).not.toBe('scaleX(-1)');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Today' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Family Calendar' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^9, 2:30 PM Dentist, Monday 9 March 2026, 1 event$/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('Arabic: month and weekday names, Sunday on the right of a right-to-left grid, mirrored arrows, Latin digits', async () => {
    await act(() => setLanguage('ar'));
    signedIn('ar');
    const grid = await openCalendar();
    expect(screen.getByRole('heading', { name: 'مارس 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تقويم العائلة' })).toBeTruthy();
    expect(headers(grid)).toEqual(['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت']);
    // The first column is the week's first day; in a right-to-left page the grid's first column is its rightmost.
    expect(firstWeek(grid)[0].getAttribute('data-day')).toBe('2026-03-01');
    expect(document.documentElement.dir).toBe('rtl');
    expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('rtl');

    const previous = screen.getByRole('button', { name: 'الشهر السابق' });
    const next = screen.getByRole('button', { name: 'الشهر التالي' });
    expect(getComputedStyle(chevron(previous)).transform).toBe('scaleX(-1)');
    expect(getComputedStyle(chevron(next)).transform).toBe('scaleX(-1)');
    expect(screen.getByRole('button', { name: 'اليوم' })).toBeTruthy();
    expect(screen.queryByText('Previous month')).toBeNull();

    // A time with Latin digits, as the assistant writes it; the day's name in Arabic.
    const today = await screen.findByRole('button', { name: '9، 2:30 م Dentist، الاثنين 9 مارس 2026، موعد واحد' });
    // The left arrow goes to the next day, which is on the left.
    fireEvent.keyDown(today, { key: 'ArrowLeft' });
    await waitFor(() => expect(grid.querySelector('[data-selected]')?.getAttribute('data-day')).toBe('2026-03-10'));
    expect(screen.getByRole('heading', { name: 'الثلاثاء 10 مارس' })).toBeTruthy();

    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'أبريل 2026' })).toBeTruthy();
  });

  it('Arabic: the add-event dialog, its validation messages and its toast', async () => {
    await act(() => setLanguage('ar'));
    const { calls } = signedIn('ar');
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة موعد' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة موعد' });
    expect(within(dialog).getByLabelText('التاريخ')).toBeTruthy();
    expect(within(dialog).getByLabelText('التكرار')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'قبل ساعة' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'موعد' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('الوقت'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة موعد' }));
    expect(await within(dialog).findByText('العنوان مطلوب')).toBeTruthy();
    expect(within(dialog).getByText('اختر وقتًا، أو اجعل الموعد طوال اليوم')).toBeTruthy();
    expect(within(dialog).queryByText('Title is required')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('العنوان'), { target: { value: 'حفلة المدرسة' } });
    fireEvent.click(within(dialog).getByLabelText('طوال اليوم'));
    await waitFor(() => expect(within(dialog).queryByText('اختر وقتًا، أو اجعل الموعد طوال اليوم')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة موعد' }));
    expect(await screen.findByText('أُضيف الموعد')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'حفلة المدرسة', date: '2026-03-09', allDay: true });
  });

  it('Arabic: the week and the agenda, tasks and the calendars followed', async () => {
    await act(() => setLanguage('ar'));
    signedIn('ar');
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'أسبوع' }));
    expect(await screen.findByRole('heading', { name: '8 – 14 مارس 2026' })).toBeTruthy();
    expect(getComputedStyle(chevron(screen.getByRole('button', { name: 'الأسبوع السابق' }))).transform).toBe('scaleX(-1)');
    expect(screen.getByRole('heading', { name: 'اليوم · الاثنين 9 مارس' })).toBeTruthy();
    expect(screen.getAllByText('لا مواعيد في هذا اليوم.').length).toBe(6);

    fireEvent.click(screen.getByRole('button', { name: 'جدول المواعيد' }));
    expect(await screen.findByRole('button', { name: 'عرض أيام أخرى' })).toBeTruthy();

    const tasks = screen.getByRole('form', { name: 'إضافة مهمة' });
    fireEvent.click(within(tasks).getByRole('button', { name: 'إضافة مهمة' }));
    expect(await within(tasks).findByText('المهمة مطلوبة')).toBeTruthy();
    expect(within(tasks).getByRole('option', { name: 'الواجبات' })).toBeTruthy();
    expect(screen.getByText('لا مهام بعد. أضف مهمة أعلاه لتتابع ما عليك فعله.')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'ألوان العائلة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'اشترك من هاتفك' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'التقويمات التي تتابعها' })).toBeTruthy();
    expect(await screen.findByText('لا تتابع أي تقويم بعد.')).toBeTruthy();
    expect(screen.getByLabelText('استيراد ملف \u200e.ics')).toBeTruthy();
  });
});

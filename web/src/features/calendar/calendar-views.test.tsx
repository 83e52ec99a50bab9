import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, sampleUser, type RecordedCall } from '../../test/render';
import type { CalendarOccurrence } from './api/calendar';
import { PHONE_QUERY, VIEW_STORAGE_KEY } from './lib/views';

/** Today is Monday 9 March 2026 (the account's timezone is UTC). */
const TODAY = new Date('2026-03-09T12:00:00Z');

function occurrence(over: Partial<CalendarOccurrence> & { id: string; date: string }): CalendarOccurrence {
  return {
    ...{ eventId: over.id, occurrenceDate: over.date, isRecurring: false, title: 'Event', time: '09:00', duration: 60, type: 'appointment' },
    ...{ priority: 'medium', location: null, description: null, familyMemberId: null, allDay: false, recurrence: 'none' },
    ...{ recurrenceEnd: null, reminderMinutes: null },
    ...over,
  };
}

const linked = { id: 'u2', name: 'Bob Park', own: false, color: '#16a34a' };
const EVENTS = [
  occurrence({ id: 'past', date: '2026-03-02', title: 'Last week' }),
  occurrence({ id: 'e1', date: '2026-03-11', title: 'Football practice at the big park', time: '17:30', people: [{ id: 'm1', name: 'Sam Lee' }] }),
  occurrence({ id: 'e2', date: '2026-03-10', title: 'Inset day', time: null, allDay: true, duration: 1440 }),
  occurrence({ id: 'e3', date: '2026-03-11', title: 'Swimming', time: '08:00', family: { ...linked, canEdit: false }, readOnly: true }),
];

function signedIn() {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: sampleUser },
    'GET /api/family-members': { body: [] },
    'GET /api/calendar/events': (call) => {
      const params = new URL(call.url, 'http://localhost').searchParams;
      const [from, to] = [params.get('fromDate') ?? '', params.get('toDate') ?? ''];
      return { body: EVENTS.filter((e) => e.date >= from && e.date <= to) };
    },
    'GET /api/todos': { body: [] },
    'GET /api/calendar/feed': { body: { url: 'http://localhost:3000/api/calendar/feed/abc123' } },
    'GET /api/calendar/subscriptions': { body: { subscriptions: [] } },
  });
}

const ranges = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.startsWith('/api/calendar/events?'))
    .map((c) => {
      const params = new URL(c.url, 'http://localhost').searchParams;
      return `${params.get('fromDate')}..${params.get('toDate')}`;
    });

const viewButton = (name: string) => within(screen.getByRole('group', { name: 'Calendar view' })).getByRole('button', { name });

/** A phone-sized screen: only the calendar's own question is answered yes. */
function onAPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
}

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

describe('/calendar views', () => {
  it('opens on the month on a wide screen; Agenda lists today first, then the days with events, and is remembered', async () => {
    const { calls } = signedIn();
    renderApp('/calendar');
    await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(viewButton('Month').getAttribute('aria-pressed')).toBe('true');
    expect(viewButton('Agenda').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(viewButton('Agenda'));
    expect(viewButton('Agenda').getAttribute('aria-pressed')).toBe('true');
    expect(viewButton('Month').getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(VIEW_STORAGE_KEY)).toBe('agenda');
    expect(await screen.findByRole('heading', { name: 'Agenda', level: 2 }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    await screen.findByText('Football practice at the big park', {}, { timeout: 10_000 });
    await waitFor(() => expect(ranges(calls)).toContain('2026-03-09..2026-04-05'), { timeout: 10_000 });

    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Today · Monday, March 9', 'Tomorrow · Tuesday, March 10', 'Wednesday, March 11']);
    expect(screen.getByText('No events on this day.')).toBeTruthy();
    const wednesday = screen.getByRole('region', { name: 'Wednesday, March 11' });
    const football = within(wednesday).getByRole('button', { name: /Football practice at the big park/ });
    expect(football.textContent).toBe('5:30 PM Football practice at the big park For Sam Lee');
    // A linked family's event the caller may only view: shown with whose it is, in its colour, with nothing to press.
    const swimming = within(wednesday).getByText('Swimming').closest('li') as HTMLElement;
    expect(swimming.getAttribute('data-color-set')).toBe('family');
    expect(within(swimming).getByText('Bob Park’s family')).toBeTruthy();
    expect(within(swimming).getByText('View only')).toBeTruthy();
    expect(within(swimming).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Tomorrow · Tuesday, March 10' })).getByText('All day')).toBeTruthy();
    expect(screen.queryByText('Last week')).toBeNull();

    fireEvent.click(football);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' }, { timeout: 10_000 });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Football practice at the big park');
  }, 60_000);

  it('shows the remembered Week: Sunday to Saturday around the selected day, moved a week at a time', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'week');
    const { calls } = signedIn();
    renderApp('/calendar');
    expect(await screen.findByRole('heading', { name: 'Mar 8 – 14, 2026', level: 2 }, { timeout: 15_000 })).toBeTruthy();
    expect(viewButton('Week').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await screen.findByText('Inset day', {}, { timeout: 10_000 });
    expect(ranges(calls)).toContain('2026-03-08..2026-03-14');

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'Mar 1 – 7, 2026', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Last week', {}, { timeout: 10_000 })).toBeTruthy();
    expect(ranges(calls)).toContain('2026-03-01..2026-03-07');
  }, 60_000);

  it('opens on the Agenda on a phone, unless another view was chosen on this device', async () => {
    onAPhone();
    signedIn();
    const { unmount } = renderApp('/calendar');
    expect(await screen.findByRole('heading', { name: 'Agenda', level: 2 }, { timeout: 15_000 })).toBeTruthy();
    expect(viewButton('Agenda').getAttribute('aria-pressed')).toBe('true');
    unmount();

    localStorage.setItem(VIEW_STORAGE_KEY, 'month');
    renderApp('/calendar');
    await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(viewButton('Month').getAttribute('aria-pressed')).toBe('true');
  }, 60_000);

  it('brings the day panel into view when a day of the month is tapped', async () => {
    signedIn();
    renderApp('/calendar');
    await screen.findByRole('grid', {}, { timeout: 15_000 });
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: /, Wednesday 11 March 2026, 2 events$/ }));
    const panel = await screen.findByRole('region', { name: 'Events on Wednesday, March 11' }, { timeout: 10_000 });
    await waitFor(() => expect(scrolled.some((el) => el.contains(panel))).toBe(true), { timeout: 10_000 });
  }, 60_000);
});

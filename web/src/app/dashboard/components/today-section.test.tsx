import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { mockApi, renderApp, sampleUser } from '../../../test/render';
import { makeMember } from '../../../test/sample-member';
import { dueText, plusDays, timeText, todayIso } from '../lib/today';

const today = todayIso('UTC');
const tomorrow = plusDays(today, 1);

const occurrence = (over: Record<string, unknown>) => ({
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
  ...over,
});

const list = (over: Record<string, unknown>) => ({
  id: 'l1',
  name: 'Shopping',
  isShopping: true,
  familyId: 'u1',
  familyName: 'Ann Lee',
  openCount: 3,
  doneCount: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

function signedIn(members: FamilyMember[], reads: { events?: unknown[]; todos?: unknown[]; lists?: unknown[] }) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: sampleUser },
    'GET /api/family-members': { body: members },
    'GET /api/config': { body: { supportWhatsapp: '447700900555' } },
    'GET /api/calendar/events': { body: reads.events ?? [] },
    'GET /api/todos': { body: reads.todos ?? [] },
    'GET /api/lists': { body: { lists: reads.lists ?? [] } },
    'GET /api/calendar/people': { body: { families: [] } },
  });
}

describe('the dashboard starts with Today', () => {
  it("lists today's and tomorrow's events with time and person, what is due, the open to-dos and the Shopping list, above the family", async () => {
    const sam = makeMember({ id: 'c1', name: 'Sam Lee' });
    const { calls } = signedIn([sam], {
      events: [
        occurrence({ id: 'e2', title: 'Swimming', time: '16:00', memberIds: ['c1'], familyMemberId: 'c1' }),
        occurrence({ id: 'e1', title: 'Dentist', time: '09:30', memberIds: ['c1'], familyMemberId: 'c1' }),
        occurrence({
          id: 'e3',
          date: tomorrow,
          title: 'Sports day',
          allDay: true,
          time: null,
          people: [{ id: 'k9', name: 'Mia Park' }],
          family: { id: 'u2', name: 'Bob Park', own: false, canEdit: false, color: 'green' },
        }),
        occurrence({ id: 'e4', date: plusDays(today, 3), title: 'Parents evening', time: '18:00' }),
      ],
      todos: [
        { id: 't1', task: 'Sign the trip form', isCompleted: false, category: 'general', priority: 'high', dueDate: tomorrow, assigneeId: null },
        { id: 't2', task: 'Book haircut', isCompleted: false, category: 'general', priority: 'low', dueDate: null, assigneeId: null },
        { id: 't3', task: 'Old done thing', isCompleted: true, category: 'general', priority: 'low', dueDate: today, assigneeId: null },
      ],
      // A co-parent's lists: the household's (the family whose calendar they joined) first, then their own.
      lists: [list({ id: 'l2', familyId: 'u2', familyName: 'Bob Park', openCount: 9 }), list({})],
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Today' }, { timeout: 15_000 });
    expect(await within(section).findByText('Dentist', {}, { timeout: 15_000 })).toBeTruthy();

    const rows = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      '9:30 AMDentist · Sam Lee',
      '4:00 PMSwimming · Sam Lee',
      'All daySports day · Mia ParkBob Park',
      `${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${plusDays(today, 3)}T00:00:00Z`))}, 6:00 PMParents evening`,
      'Due tomorrowSign the trip form',
    ]);
    expect(within(section).getByRole('heading', { name: 'Tomorrow' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'To-dos: 2 open' }).getAttribute('href')).toBe('/calendar');
    // The household's Shopping list, the one the lists page opens on, not the co-parent's own.
    expect(within(section).getByRole('link', { name: 'Shopping: 9 to buy' }).getAttribute('href')).toBe('/lists?list=l2');
    expect(within(section).getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/calendar');

    // Today comes before the family's cards.
    const summary = await screen.findByRole('region', { name: 'Family summary' });
    expect(section.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One read each, the events for the week from today.
    const reads = (path: string) => calls.filter((c) => c.method === 'GET' && c.url.split('?')[0] === path);
    const range = reads('/api/calendar/events').map((c) => new URL(c.url, 'http://x').searchParams);
    expect(range.map((q) => [q.get('fromDate'), q.get('toDate')])).toEqual([[today, plusDays(today, 6)]]);
    expect(reads('/api/todos')).toHaveLength(1);
    expect(reads('/api/lists')).toHaveLength(1);
    // Whom an event can be for is read only when an event is added.
    expect(reads('/api/calendar/people')).toHaveLength(0);
  });

  it('says so kindly when nothing is on, and Add event opens the Add Event dialog on today', async () => {
    const { calls } = signedIn([], {});
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Today' }, { timeout: 15_000 });
    expect(await within(section).findByText(/^Nothing on today or in the next few days/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'To-dos: 0 open' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Shopping/ })).toBeNull();
    // The spec's empty dashboard is still there below.
    expect(await screen.findByRole('region', { name: 'Get Started' })).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' }, { timeout: 10_000 });
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(today);
    expect(calls.some((c) => c.url.split('?')[0] === '/api/calendar/people')).toBe(true);
  });
});

describe('Today texts', () => {
  it('reads times as the calendar does and all-day events as All day', () => {
    expect(timeText({ allDay: false, time: '00:05' })).toBe('12:05 AM');
    expect(timeText({ allDay: false, time: '12:00' })).toBe('12:00 PM');
    expect(timeText({ allDay: false, time: '23:45' })).toBe('11:45 PM');
    expect(timeText({ allDay: true, time: '09:00' })).toBe('All day');
    expect(timeText({ allDay: false, time: null })).toBe('All day');
  });

  it('says when a to-do is due', () => {
    expect(dueText('2026-11-26', '2026-11-27')).toBe('Overdue');
    expect(dueText('2026-11-27', '2026-11-27')).toBe('Due today');
    expect(dueText('2026-11-28', '2026-11-27')).toBe('Due tomorrow');
    expect(dueText('2026-11-30', '2026-11-27')).toBe('Due Mon 30 Nov');
  });

  it("takes today from the account's timezone and counts days across months", () => {
    const now = new Date('2026-11-27T22:30:00Z');
    expect(todayIso('Australia/Sydney', now)).toBe('2026-11-28');
    expect(todayIso('America/New_York', now)).toBe('2026-11-27');
    expect(todayIso('Not/AZone', now)).toMatch(/^2026-11-2[78]$/);
    expect(plusDays('2026-11-29', 3)).toBe('2026-12-02');
  });
});

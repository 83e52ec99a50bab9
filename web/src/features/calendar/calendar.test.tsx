import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '../../../../shared/schemas/family';
import { mockApi, renderApp, sampleUser, type FakeResponse, type RecordedCall } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import type { CalendarOccurrence, Todo } from './api/calendar';

type Routes = Parameters<typeof mockApi>[0];

/** Today is Monday 9 March 2026 (the account's timezone is UTC). */
const TODAY = new Date('2026-03-09T12:00:00Z');

function occurrence(over: Partial<CalendarOccurrence> & { id: string; date: string }): CalendarOccurrence {
  return {
    eventId: over.id,
    occurrenceDate: over.date,
    isRecurring: false,
    title: 'Event',
    time: '09:00',
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
    exdates: [],
    seriesId: null,
    ...over,
  };
}

function todo(over: Partial<Todo> & { id: string; task: string }): Todo {
  return { isCompleted: false, category: 'general', priority: 'medium', dueDate: null, assigneeId: null, ...over };
}

interface Setup {
  events?: CalendarOccurrence[] | ((call: RecordedCall) => FakeResponse);
  members?: FamilyMember[];
  todos?: Todo[];
  extra?: Routes;
}

function signedIn({ events = [], members = [], todos = [], extra = {} }: Setup = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: sampleUser },
    'GET /api/family-members': { body: members },
    'GET /api/calendar/events': typeof events === 'function' ? events : { body: events },
    'GET /api/todos': { body: todos },
    'GET /api/calendar/feed': { body: { url: 'http://localhost:3000/api/calendar/feed/abc123' } },
    'GET /api/calendar/subscriptions': { body: { subscriptions: [] } },
    ...extra,
  });
}

async function openCalendar() {
  renderApp('/calendar');
  // The calendar screen is a lazy route, transformed on first use: a loaded machine needs more than the default wait.
  return screen.findByRole('grid', {}, { timeout: 15_000 });
}

function rangeOf(call: RecordedCall) {
  const params = new URL(call.url, 'http://localhost').searchParams;
  return [params.get('fromDate'), params.get('toDate')];
}

const eventReads = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/calendar/events?'));

function dayCell(name: RegExp | string) {
  return screen.getByRole('button', { name });
}

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

describe('/calendar month grid (docs/decisions/0005)', () => {
  it("shows 'March 2026', Sunday-first headers, and asks for the first to the last day shown", async () => {
    const { calls } = signedIn();
    const grid = await openCalendar();
    expect(screen.getByRole('heading', { name: 'March 2026', level: 2 })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 1 March 2026 is a Sunday; 31 March a Tuesday, so the grid runs to Saturday 4 April.
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(35);
    expect(within(cells[0]).getByRole('button').getAttribute('aria-label')).toBe('1, Sunday 1 March 2026, no events');
    await waitFor(() => expect(eventReads(calls).length).toBeGreaterThan(0));
    expect(rangeOf(eventReads(calls)[0])).toEqual(['2026-03-01', '2026-04-04']);
    const today = dayCell(/, Monday 9 March 2026, no events$/);
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
    expect(today.tabIndex).toBe(0);
  });

  it("starts each day button's name with the text it shows (day number, chips, '+N more'), then the date and count", async () => {
    const events = [1, 2, 3, 4].map((n) => occurrence({ id: `e${n}`, date: '2026-03-12', title: `Event ${n}`, time: `1${n}:00` }));
    events.push(occurrence({ id: 'ad', date: '2026-03-13', title: 'Inset day', time: null, allDay: true, duration: 1440 }));
    signedIn({ events });
    await openCalendar();
    await screen.findByText(/Event 1/);
    // The words axe compares (label-content-name-mismatch): the shown text as the DOM concatenates it, letters and digits only.
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    const buttons = within(screen.getByRole('grid')).getAllByRole('button');
    expect(buttons).toHaveLength(35);
    for (const button of buttons) {
      const shown = words(button.textContent ?? '');
      expect(words(button.getAttribute('aria-label') ?? '').slice(0, shown.length)).toEqual(shown);
    }
    expect(dayCell(/^12, /).getAttribute('aria-label')).toBe(
      '12, 11:00 AM Event 1, 12:00 PM Event 2, 1:00 PM Event 3, +1 more, Thursday 12 March 2026, 4 events',
    );
    expect(dayCell(/^13, /).getAttribute('aria-label')).toBe('13, Inset day, Friday 13 March 2026, 1 event');
  });

  it("shows 3 events in a day cell, then '+2 more' for 5", async () => {
    const events = [1, 2, 3, 4, 5].map((n) => occurrence({ id: `e${n}`, date: '2026-03-12', title: `Event ${n}`, time: `0${n}:00` }));
    signedIn({ events });
    await openCalendar();
    const cell = await screen.findByRole('button', { name: /, Thursday 12 March 2026, 5 events$/ });
    expect(within(cell).getByText('+2 more')).toBeTruthy();
    expect(cell.querySelectorAll('[data-event-chip]')).toHaveLength(3);
    expect(within(cell).getByText(/Event 3/)).toBeTruthy();
    expect(within(cell).queryByText(/Event 4/)).toBeNull();
  });

  it('colours events by member order, the 9th member taking the 1st colour, and lists the members in Family Colors', async () => {
    const members = Array.from({ length: 9 }, (_, i) => makeMember({ id: `m${i + 1}`, name: `Member ${i + 1}` }));
    const events = [
      occurrence({ id: 'a', date: '2026-03-10', title: 'First', familyMemberId: 'm1' }),
      occurrence({ id: 'b', date: '2026-03-10', title: 'Second', familyMemberId: 'm2' }),
      occurrence({ id: 'c', date: '2026-03-10', title: 'Ninth', familyMemberId: 'm9' }),
      occurrence({ id: 'd', date: '2026-03-11', title: 'Nobody' }),
    ];
    signedIn({ members, events });
    await openCalendar();
    const cell = await screen.findByRole('button', { name: /, Tuesday 10 March 2026, 3 events$/ });
    await waitFor(() => expect(within(cell).getByText(/First/).getAttribute('data-color-set')).toBe('blue'));
    expect(
      within(cell)
        .getByText(/Second/)
        .getAttribute('data-color-set'),
    ).toBe('green');
    expect(within(cell).getByText(/Ninth/).getAttribute('data-color-set')).toBe('blue');
    expect(
      within(dayCell(/, Wednesday 11 March 2026, /))
        .getByText(/Nobody/)
        .getAttribute('data-color-set'),
    ).toBe('gray');

    const legend = screen.getByRole('region', { name: 'Family Colors' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([...members.map((m) => m.name), 'No family member']);
    expect(items.map((li) => li.getAttribute('data-color-set'))).toEqual(['blue', 'green', 'purple', 'orange', 'pink', 'teal', 'red', 'cyan', 'blue', 'gray']);
  });

  it('changing the month re-requests the new range', async () => {
    const { calls } = signedIn();
    await openCalendar();
    await waitFor(() => expect(eventReads(calls)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeTruthy();
    await waitFor(() => expect(eventReads(calls)).toHaveLength(2));
    expect(rangeOf(eventReads(calls)[1])).toEqual(['2026-03-29', '2026-05-02']);
    // The 1st of the month is selected when today is not in it.
    expect(
      dayCell(/, Wednesday 1 April 2026, /)
        .closest('[role="gridcell"]')
        ?.getAttribute('aria-selected'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeTruthy();
    // Back in March, today is selected again.
    expect(
      dayCell(/, Monday 9 March 2026, /)
        .closest('[role="gridcell"]')
        ?.getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2026' })).toBeTruthy();
    await waitFor(() => expect(eventReads(calls).map(rangeOf)).toContainEqual(['2026-02-01', '2026-02-28']));
  });

  it('moves the selected day with the arrow keys, into the next month when needed', async () => {
    const { calls } = signedIn();
    await openCalendar();
    const today = dayCell(/, Monday 9 March 2026, /);
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('10, Tuesday 10 March 2026, no events'));
    expect(screen.getByRole('heading', { name: 'Tuesday, March 10' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    // From 31 March a week on is 7 April, past the end of the March grid (4 April): the month changes.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('31, Tuesday 31 March 2026, no events'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('7, Tuesday 7 April 2026, no events'));
    await waitFor(() => expect(rangeOf(eventReads(calls).at(-1)!)).toEqual(['2026-03-29', '2026-05-02']));
  });
});

describe('/calendar side panel and event changes', () => {
  const dentist = occurrence({
    id: 'ev1',
    date: '2026-03-09',
    title: 'Dentist',
    time: '14:30',
    duration: 45,
    type: 'appointment',
    location: 'High Street Clinic',
    description: 'Bring the referral letter',
    familyMemberId: 'm1',
  });
  const swim = occurrence({
    id: 'sw1_20260309',
    eventId: 'sw1',
    date: '2026-03-09',
    title: 'Swimming',
    time: '17:00',
    duration: 90,
    type: 'other',
    isRecurring: true,
    recurrence: 'weekly',
  });

  it("shows the selected day's events with type, time, duration in min, location and description", async () => {
    signedIn({ events: [dentist], members: [makeMember({ id: 'm1', name: 'Sam Lee' })] });
    await openCalendar();
    const panel = screen.getByRole('region', { name: 'Events on Monday, March 9' });
    await within(panel).findByRole('heading', { name: 'Dentist' });
    expect(within(panel).getByText('Appointment')).toBeTruthy();
    expect(within(panel).getByText('2:30 PM')).toBeTruthy();
    expect(within(panel).getByText('45 min')).toBeTruthy();
    expect(within(panel).getByText('Location: High Street Clinic')).toBeTruthy();
    expect(within(panel).getByText('Bring the referral letter')).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText('For Sam Lee')).toBeTruthy());

    fireEvent.click(dayCell(/, Tuesday 10 March 2026, /));
    const next = screen.getByRole('region', { name: 'Events on Tuesday, March 10' });
    expect(within(next).getByText('No events on this day.')).toBeTruthy();
  });

  it('shows an all-day event as All day (with its number of days when longer than one), never in minutes', async () => {
    signedIn({
      events: [
        occurrence({ id: 'ad1', date: '2026-03-09', title: 'Inset day', time: null, allDay: true, duration: 1440 }),
        occurrence({ id: 'ad2', date: '2026-03-09', title: 'School trip', time: null, allDay: true, duration: 2880 }),
      ],
    });
    await openCalendar();
    const panel = screen.getByRole('region', { name: 'Events on Monday, March 9' });
    const item = async (title: string) => (await within(panel).findByRole('heading', { name: title })).closest('li') as HTMLElement;
    const inset = await item('Inset day');
    expect(within(inset).getByText('All day')).toBeTruthy();
    expect(inset.textContent).not.toMatch(/min/);
    const trip = await item('School trip');
    expect(within(trip).getByText('All day · 2 days')).toBeTruthy();
    expect(trip.textContent).not.toMatch(/min/);
  });

  it("deletes one occurrence with its occurrence id, and 'All events in the series' with the event id", async () => {
    const { calls } = signedIn({
      events: [swim],
      extra: {
        'DELETE /api/calendar/events/sw1_20260309': { body: { success: true, deleted: 'occurrence' } },
        'DELETE /api/calendar/events/sw1': { body: { success: true, deleted: 'event' } },
      },
    });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Swimming' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Delete repeating event' });
    fireEvent.click(within(ask).getByRole('button', { name: 'This event only' }));
    expect(await screen.findByText('Event deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/calendar/events/sw1_20260309']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Swimming' }));
    ask = await screen.findByRole('alertdialog', { name: 'Delete repeating event' });
    fireEvent.click(within(ask).getByRole('button', { name: 'All events in the series' }));
    expect(await screen.findByText('All events in the series deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/calendar/events/sw1_20260309', '/api/calendar/events/sw1']);
  });

  it('asks before deleting a single event and deletes it by its id', async () => {
    const { calls } = signedIn({ events: [dentist], extra: { 'DELETE /api/calendar/events/ev1': { body: { success: true } } } });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dentist' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Dentist”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Event deleted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/calendar/events/ev1');
  });

  it('edits one occurrence with a PUT to its occurrence id, without the repeat fields', async () => {
    const { calls } = signedIn({ events: [swim], extra: { 'PUT /api/calendar/events/sw1_20260309': { body: {} } } });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Swimming' }));
    const ask = await screen.findByRole('dialog', { name: 'Edit repeating event' });
    fireEvent.click(within(ask).getByRole('button', { name: 'This event only' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).queryByLabelText('Repeats')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/calendar/events/sw1_20260309');
    expect(put?.body).toMatchObject({ title: 'Swimming', date: '2026-03-09', time: '18:00', duration: 90 });
    expect(put?.body).not.toHaveProperty('recurrence');
  });

  it('edits the whole series with a PUT to the event id, leaving its start date alone', async () => {
    const { calls } = signedIn({ events: [swim], extra: { 'PUT /api/calendar/events/sw1': { body: {} } } });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Swimming' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Edit repeating event' })).getByRole('button', { name: 'All events in the series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect((within(dialog).getByLabelText('Repeats') as HTMLSelectElement).value).toBe('weekly');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Swimming lesson' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/calendar/events/sw1');
    expect(put?.body).toMatchObject({ title: 'Swimming lesson', recurrence: 'weekly' });
    expect(put?.body).not.toHaveProperty('date');
  });

  it("adds an event: the server's messages, then a POST with the chosen member, repeat and reminder", async () => {
    const members = [makeMember({ id: 'm1', name: 'Sam Lee' }), makeMember({ id: 'm2', name: 'Mia Lee' })];
    const { calls } = signedIn({ members, extra: { 'POST /api/calendar/events': { status: 201, body: { id: 'new' } } } });
    await openCalendar();
    fireEvent.click(dayCell(/, Friday 13 March 2026, /));
    fireEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-03-13');
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose a time, or mark the event as all day')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'School play' } });
    fireEvent.click(within(dialog).getByLabelText('All day'));
    await waitFor(() => expect(within(dialog).queryByText('Choose a time, or mark the event as all day')).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'school' } });
    // Without GET /api/calendar/people, the family's own members.
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Mia Lee' }));
    fireEvent.change(within(dialog).getByLabelText('Repeats'), { target: { value: 'yearly' } });
    fireEvent.change(await within(dialog).findByLabelText('Ends on (optional)'), { target: { value: '2028-03-13' } });
    fireEvent.change(within(dialog).getByLabelText('Reminder'), { target: { value: '1440' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Event added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'School play',
      date: '2026-03-13',
      time: null,
      duration: 60,
      type: 'school',
      priority: 'medium',
      location: null,
      description: null,
      familyMemberId: 'm2',
      memberIds: ['m2'],
      allDay: true,
      recurrence: 'yearly',
      recurrenceEnd: '2028-03-13',
      reminderMinutes: 1440,
    });
  });

  it('shows the server message and keeps the dialog open when saving fails', async () => {
    signedIn({
      extra: {
        'POST /api/calendar/events': { status: 400, body: { error: 'Invalid event', fields: { title: 'Please keep the title under 200 characters' } } },
      },
    });
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Trip' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    const toast = await toastWith('Failed to save event');
    expect(within(toast).getByText('Invalid event')).toBeTruthy();
    expect(within(dialog).getByText('Please keep the title under 200 characters')).toBeTruthy();
  });
});

describe('/calendar with a linked family', () => {
  const family = (over: Partial<NonNullable<CalendarOccurrence['family']>> = {}) => ({
    id: 'u2',
    name: 'Bob Park',
    own: false,
    canEdit: false,
    color: '#16a34a',
    ...over,
  });
  const viewOnly = occurrence({
    id: 'lv1',
    date: '2026-03-09',
    title: 'Football',
    familyMemberId: 'm9',
    memberIds: ['m9'],
    people: [{ id: 'm9', name: 'Mia Park' }],
    family: family(),
    readOnly: true,
  });
  const editable = occurrence({ id: 'le1', date: '2026-03-09', title: 'Piano', time: '16:00', family: family({ canEdit: true }) });
  const own = occurrence({
    id: 'o1',
    date: '2026-03-09',
    title: 'Dentist',
    time: '08:00',
    family: { ...family(), id: 'f1', name: 'Ann Lee', own: true, canEdit: true },
  });

  it("marks a linked family's events with whose family they are, in its colour, and offers no change on a view-only one", async () => {
    const families = [{ ...family(), people: [] }];
    signedIn({ events: [own, viewOnly, editable], extra: { 'GET /api/calendar/people': { body: { families } } } });
    await openCalendar();
    const panel = screen.getByRole('region', { name: 'Events on Monday, March 9' });
    const football = (await within(panel).findByRole('heading', { name: 'Football' })).closest('li') as HTMLElement;
    expect(within(football).getByText('Bob Park’s family')).toBeTruthy();
    expect(within(football).getByText('For Mia Park')).toBeTruthy();
    expect(within(football).getByText('View only')).toBeTruthy();
    expect(within(football).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Football' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Football' })).toBeNull();

    // A family whose calendar the caller may change: edited like the family's own.
    const piano = within(panel).getByRole('heading', { name: 'Piano' }).closest('li') as HTMLElement;
    expect(within(piano).getByText('Bob Park’s family')).toBeTruthy();
    expect(within(piano).getByRole('button', { name: 'Edit Piano' })).toBeTruthy();
    expect(within(piano).getByRole('button', { name: 'Delete Piano' })).toBeTruthy();
    // The caller's own family is not marked.
    const dentist = within(panel).getByRole('heading', { name: 'Dentist' }).closest('li') as HTMLElement;
    expect(within(dentist).queryByText(/’s family/)).toBeNull();

    const cell = dayCell(/, Monday 9 March 2026, 3 events$/);
    const chip = within(cell).getByText(/Football/);
    expect(chip.getAttribute('title')).toBe('Football (Bob Park’s family)');
    expect(chip.getAttribute('data-color-set')).toBe('family');
    expect(
      within(cell)
        .getByText(/Dentist/)
        .getAttribute('title'),
    ).toBeNull();
  });

  it("edits and deletes a linked family's event it may change with the usual calls", async () => {
    const families = [
      { id: 'u1', name: 'Ann Lee', own: true, canEdit: true, color: '', people: [{ id: 'm1', name: 'Sam Lee', kind: 'member', isChild: true }] },
      { ...family({ canEdit: true }), people: [{ id: 'm9', name: 'Mia Park', kind: 'member', isChild: true }] },
    ];
    const { calls } = signedIn({
      events: [editable],
      extra: {
        'GET /api/calendar/people': { body: { families } },
        'PUT /api/calendar/events/le1': { body: {} },
        'DELETE /api/calendar/events/le1': { body: { success: true } },
      },
    });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Piano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    // The event stays in Bob's family: only its people are offered.
    expect(await within(dialog).findByRole('checkbox', { name: 'Mia Park' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Sam Lee' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/calendar/events/le1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Event' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Piano' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete “Piano”?' })).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Event deleted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/calendar/events/le1');
  });
});

describe('/calendar events for several people', () => {
  // As the server sends them: each family's members, then the household's adults (the caller marked isMe).
  const adults = [
    { id: 'u1', name: 'Ann Lee', kind: 'adult', isChild: false, isMe: true },
    { id: 'u2', name: 'Bob Park', kind: 'adult', isChild: false, isMe: false },
  ];
  const people = {
    families: [
      { id: 'u1', name: 'Ann Lee', own: true, canEdit: true, color: '', people: [{ id: 'm1', name: 'Sam Lee', kind: 'member', isChild: true }, ...adults] },
      {
        id: 'u2',
        name: 'Bob Park',
        own: false,
        canEdit: true,
        color: '#7c3aed',
        people: [{ id: 'm9', name: 'Mia Park', kind: 'member', isChild: true }, ...adults],
      },
      { id: 'u3', name: 'Cy Ray', own: false, canEdit: false, color: '#0f766e', people: [{ id: 'm8', name: 'Jo Ray', kind: 'member', isChild: true }] },
    ],
  };

  it('offers the people of the families it may change, of one family at a time, and sends memberIds with familyMemberId', async () => {
    const { calls } = signedIn({ extra: { 'GET /api/calendar/people': { body: people }, 'POST /api/calendar/events': { status: 201, body: { id: 'new' } } } });
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    const mine = await within(dialog).findByRole('group', { name: 'Your family' });
    const bobs = within(dialog).getByRole('group', { name: 'Bob Park’s family' });
    expect(within(dialog).queryByRole('group', { name: 'Cy Ray’s family' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Jo Ray' })).toBeNull();
    expect(within(dialog).getByText('Choose people from one family')).toBeTruthy();
    expect(
      within(mine)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Sam Lee', 'Me', 'Bob Park']);

    // The checkboxes report a change a moment after the click: each tick is awaited before the next.
    const ticked = () =>
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!)
        .filter((label) => label.getAttribute('data-state') === 'checked')
        .map((label) => `${label.closest('fieldset')?.querySelector('legend')?.textContent}: ${label.textContent}`);
    const tick = async (group: HTMLElement, name: string, expected: string[]) => {
      fireEvent.click(within(group).getByRole('checkbox', { name }));
      await waitFor(() => expect(ticked()).toEqual(expected));
    };
    await tick(mine, 'Sam Lee', ['Your family: Sam Lee']);
    await tick(mine, 'Me', ['Your family: Sam Lee', 'Your family: Me']);
    // Someone of another family starts a new choice there; the adults go with any family.
    await tick(bobs, 'Mia Park', ['Bob Park’s family: Mia Park']);
    await tick(bobs, 'Me', ['Bob Park’s family: Mia Park', 'Bob Park’s family: Me']);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Parents evening' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Event added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Parents evening', memberIds: ['m9', 'u1'], familyMemberId: 'm9' });
  });

  it("shows an event's people, and edits it with them chosen among its family's people only", async () => {
    const both = occurrence({ id: 'ev2', date: '2026-03-09', title: 'Swim gala', familyMemberId: 'm1', memberIds: ['m1', 'u1'] });
    const { calls } = signedIn({ events: [both], extra: { 'GET /api/calendar/people': { body: people }, 'PUT /api/calendar/events/ev2': { body: {} } } });
    await openCalendar();
    const panel = screen.getByRole('region', { name: 'Events on Monday, March 9' });
    expect(await within(panel).findByText('For Sam Lee, Me')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit Swim gala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const me = (await within(dialog).findByRole('checkbox', { name: 'Me' })) as HTMLInputElement;
    const checked = (name: string) => within(dialog).getByRole('checkbox', { name }).closest('label')?.getAttribute('data-state');
    expect(checked('Me')).toBe('checked');
    expect(checked('Sam Lee')).toBe('checked');
    // A changed event stays in its family: no other family's people, so no groups.
    expect(within(dialog).queryByRole('checkbox', { name: 'Mia Park' })).toBeNull();
    expect(within(dialog).queryByText('Choose people from one family')).toBeNull();
    fireEvent.click(me);
    await waitFor(() => expect(checked('Me')).toBe('unchecked'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ memberIds: ['m1'], familyMemberId: 'm1' });
  });

  it("names a linked family's people as the server sends them", async () => {
    const football = occurrence({
      id: 'lv2',
      date: '2026-03-09',
      title: 'Football',
      familyMemberId: 'm9',
      memberIds: ['m9', 'u1'],
      people: [
        { id: 'm9', name: 'Mia Park' },
        { id: 'u1', name: 'Me' },
      ],
      family: { id: 'u2', name: 'Bob Park', own: false, canEdit: true, color: '#7c3aed' },
    });
    signedIn({ events: [football] });
    await openCalendar();
    expect(await screen.findByText('For Mia Park, Me')).toBeTruthy();
  });

  it('preselects the one member of an event without memberIds', async () => {
    const members = [makeMember({ id: 'm1', name: 'Sam Lee' }), makeMember({ id: 'm2', name: 'Mia Lee' })];
    signedIn({ members, events: [occurrence({ id: 'ev3', date: '2026-03-09', title: 'Haircut', familyMemberId: 'm2' })] });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Haircut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    await within(dialog).findByRole('checkbox', { name: 'Mia Lee' });
    const state = (name: string) => within(dialog).getByRole('checkbox', { name }).closest('label')?.getAttribute('data-state');
    expect(state('Mia Lee')).toBe('checked');
    expect(state('Sam Lee')).toBe('unchecked');
  });
});

describe('/calendar tasks', () => {
  it('completes a task with PATCH { isCompleted: true }', async () => {
    const { calls } = signedIn({
      todos: [todo({ id: 't1', task: 'Sign the trip form', priority: 'high' })],
      extra: { 'PATCH /api/todos/t1': { body: todo({ id: 't1', task: 'Sign the trip form', isCompleted: true }) } },
    });
    await openCalendar();
    const box = await screen.findByRole('checkbox', { name: 'Sign the trip form' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/todos/t1');
    expect(patch.body).toEqual({ isCompleted: true });
  });

  it('shows the empty state and adds a task with its priority', async () => {
    const { calls } = signedIn({
      extra: { 'POST /api/todos': { status: 201, body: todo({ id: 't2', task: 'Buy shoes' }) } },
    });
    await openCalendar();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(await within(tasks).findByText(/No tasks yet/)).toBeTruthy();
    fireEvent.click(within(tasks).getByRole('button', { name: 'Add task' }));
    expect(await within(tasks).findByText('Task is required')).toBeTruthy();
    fireEvent.change(within(tasks).getByLabelText('New task'), { target: { value: '  Buy shoes ' } });
    fireEvent.change(within(tasks).getByLabelText('Priority'), { target: { value: 'low' } });
    expect((within(tasks).getByLabelText('Category') as HTMLSelectElement).value).toBe('general');
    fireEvent.change(within(tasks).getByLabelText('Category'), { target: { value: 'shopping' } });
    fireEvent.click(within(tasks).getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ task: 'Buy shoes', priority: 'low', category: 'shopping' });
    expect((within(tasks).getByLabelText('Category') as HTMLSelectElement).value).toBe('general');
    expect((within(tasks).getByLabelText('New task') as HTMLInputElement).value).toBe('');
  });

  it('shows the category of each to-do', async () => {
    signedIn({ todos: [todo({ id: 't1', task: 'Pack bag', category: 'school' }), todo({ id: 't2', task: 'Call the dentist', category: 'general' })] });
    await openCalendar();
    const pack = (await screen.findByRole('checkbox', { name: 'Pack bag' })).closest('li') as HTMLElement;
    expect(within(pack).getByTestId('todo-category').textContent).toBe('School');
    const call = screen.getByRole('checkbox', { name: 'Call the dentist' }).closest('li') as HTMLElement;
    expect(within(call).getByTestId('todo-category').textContent).toBe('General');
  });

  it('renames and deletes a task', async () => {
    const { calls } = signedIn({
      todos: [todo({ id: 't1', task: 'Pack bag' })],
      extra: {
        'PATCH /api/todos/t1': { body: todo({ id: 't1', task: 'Pack school bag' }) },
        'DELETE /api/todos/t1': { status: 204 },
      },
    });
    await openCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit task Pack bag' }));
    const input = screen.getByLabelText('Edit task');
    fireEvent.change(input, { target: { value: 'Pack school bag' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ task: 'Pack school bag' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete task Pack bag' }));
    expect(await screen.findByText('Task deleted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/todos/t1');
  });
});

describe('/calendar subscription address', () => {
  it('copies the address and regenerates it after a warning', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls } = signedIn({ extra: { 'POST /api/calendar/feed/regenerate': { body: { url: 'http://localhost:3000/api/calendar/feed/new456' } } } });
    await openCalendar();
    const input = screen.getByLabelText('Calendar subscription address') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('http://localhost:3000/api/calendar/feed/abc123'));
    expect(input.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Calendar address copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/api/calendar/feed/abc123');

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Create a new subscription address?' });
    expect(within(confirm).getByText(/The old address stops working/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create new address' }));
    await waitFor(() => expect(input.value).toBe('http://localhost:3000/api/calendar/feed/new456'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/calendar/feed/regenerate']);
  });
});

describe('/calendar load errors (docs/decisions/0005)', () => {
  it.each([
    ['GET /api/calendar/events', 'Failed to fetch calendar events'],
    ['GET /api/todos', 'Failed to fetch todos'],
    ['GET /api/family-members', 'Failed to fetch family members'],
  ])('%s failing shows "%s"', async (route, text) => {
    signedIn({ extra: { [route]: { status: 500, body: { error: 'boom' } } } });
    renderApp('/calendar');
    const toast = await toastWith(text);
    expect(toast.getAttribute('data-type')).toBe('error');
    await act(async () => undefined);
  });
});

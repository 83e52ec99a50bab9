import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '../../../../shared/schemas/family';
import { mockApi, renderApp, sampleUser, type FakeResponse, type RecordedCall } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import type { CalendarOccurrence, SubscribedOccurrence } from './api/calendar';
import type { Subscription } from './api/subscriptions';

type Routes = Parameters<typeof mockApi>[0];

/** Today is Monday 9 March 2026, noon UTC (the account's timezone is UTC). */
const TODAY = new Date('2026-03-09T12:00:00Z');

function subscription(over: Partial<Subscription> & { id: string; name: string }): Subscription {
  return {
    color: '#2563eb',
    memberId: null,
    address: 'calendar.google.com/…/basic.ics',
    paused: false,
    showInFeed: true,
    status: 'ok',
    eventCount: 12,
    lastRefreshedAt: '2026-03-09T11:55:00.000Z',
    error: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

function subscribed(over: Partial<SubscribedOccurrence> & { id: string; date: string; source: SubscribedOccurrence['source'] }): SubscribedOccurrence {
  return {
    eventId: over.id,
    occurrenceDate: over.date,
    isRecurring: false,
    title: 'Event',
    time: '09:00',
    duration: 60,
    type: 'other',
    priority: 'medium',
    location: null,
    description: null,
    familyMemberId: null,
    allDay: false,
    recurrence: 'none',
    recurrenceEnd: null,
    reminderMinutes: null,
    readOnly: true,
    ...over,
  };
}

const members: FamilyMember[] = [makeMember({ id: 'm1', name: 'Sam Lee' }), makeMember({ id: 'm2', name: 'Mia Lee' })];
const terms = subscription({ id: 's1', name: 'School terms', memberId: 'm1' });

interface Setup {
  subscriptions?: Subscription[];
  events?: CalendarOccurrence[];
  extra?: Routes;
}

function signedIn({ subscriptions = [terms], events = [], extra = {} }: Setup = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: sampleUser },
    'GET /api/family-members': { body: members },
    'GET /api/calendar/events': { body: events },
    'GET /api/todos': { body: [] },
    'GET /api/calendar/feed': { body: { url: 'http://localhost:3000/api/calendar/feed/abc123' } },
    'GET /api/calendar/subscriptions': { body: { subscriptions } },
    ...extra,
  });
}

/** The "Calendars you follow" card, once its list is there. */
async function openCard() {
  renderApp('/calendar');
  const card = await screen.findByRole('region', { name: 'Calendars you follow' }, { timeout: 15_000 });
  await waitFor(() => expect(within(card).queryByLabelText('Loading calendars you follow')).toBeNull());
  return card;
}

function row(id: string): HTMLElement {
  const el = document.getElementById(`calendar-${id}`);
  if (!el) throw new Error(`no row calendar-${id}`);
  return el;
}

const eventReads = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/calendar/events?')).length;
const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

describe('/calendar calendars you follow (docs/decisions/0015)', () => {
  it('lists each calendar with its member, masked address and status: count and refresh time, the error as a warning, or Paused', async () => {
    signedIn({
      subscriptions: [
        terms,
        subscription({
          id: 's2',
          name: 'Football club',
          color: '#16a34a',
          status: 'error',
          error: "That address didn't return a calendar (404).",
          eventCount: 8,
        }),
        subscription({ id: 's3', name: 'Work', status: 'paused', paused: true }),
      ],
    });
    const card = await openCard();
    expect(card.id).toBe('calendars');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['School terms', 'Football club', 'Work']);

    const school = row('s1');
    expect(within(school).getByText('12 events · refreshed 5 minutes ago')).toBeTruthy();
    expect(within(school).getByText('calendar.google.com/…/basic.ics')).toBeTruthy();
    await waitFor(() => expect(within(school).getByText('For Sam Lee')).toBeTruthy());
    expect(within(school).queryByRole('alert')).toBeNull();

    const club = row('s2');
    expect(within(club).getByRole('alert').textContent).toContain("That address didn't return a calendar (404).");
    expect(within(club).queryByText(/refreshed/)).toBeNull();
    expect(within(club).queryByText(/^For /)).toBeNull();

    const work = row('s3');
    expect(within(work).getByText('Paused')).toBeTruthy();
    expect(within(work).getByRole('button', { name: 'Resume Work' })).toBeTruthy();
    expect((within(work).getByRole('button', { name: 'Refresh now Work' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('subscribes: the POST with address, name, colour and member, then a toast with the count and the new row', async () => {
    const created = subscription({ id: 's9', name: 'Football club', color: '#16a34a', memberId: 'm2', eventCount: 14, lastRefreshedAt: TODAY.toISOString() });
    const { calls } = signedIn({ extra: { 'POST /api/calendar/subscriptions': { status: 201, body: created } } });
    const card = await openCard();
    const readsBefore = eventReads(calls);
    fireEvent.click(within(card).getByRole('button', { name: 'Add a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a calendar' });
    const address = within(dialog).getByLabelText('Calendar address') as HTMLInputElement;
    expect(address.placeholder).toBe('https://… or webcal://…');
    // The first colour nobody uses is chosen (blue is School terms').
    expect((within(dialog).getByRole('radio', { name: 'Green' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(address, { target: { value: 'ftp://club.example/fixtures.ics' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Enter the calendar address starting with https:// or webcal://')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(address, { target: { value: ' webcal://club.example/fixtures.ics ' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Football club' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Teal' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Mia Lee' })).toBeTruthy());
    expect((within(dialog).getByLabelText('For') as HTMLSelectElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('For'), { target: { value: 'm2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(await toastWith('Subscribed to Football club: 14 events')).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/calendar/subscriptions', { url: 'webcal://club.example/fixtures.ics', name: 'Football club', color: '#16a34a', memberId: 'm2' }],
    ]);
    expect(within(row('s9')).getByText('14 events · refreshed just now')).toBeTruthy();
    await waitFor(() => expect(eventReads(calls)).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a calendar' })).toBeNull());
  });

  it("shows the server's 400 under the address and keeps the form open", async () => {
    const problem = "That address didn't return a calendar (404).";
    let answer: FakeResponse = { status: 400, body: { error: problem, fields: { url: problem } } };
    const { calls } = signedIn({ extra: { 'POST /api/calendar/subscriptions': () => answer } });
    const card = await openCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Add a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a calendar' });
    const address = within(dialog).getByLabelText('Calendar address');
    fireEvent.change(address, { target: { value: 'https://school.example/terms.ics' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'School' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const message = await within(dialog).findByText(problem);
    // Linked to the address field, so a screen reader reads it with the field.
    await waitFor(() => expect(address.getAttribute('aria-errormessage')).toBe(message.id));
    expect(address.getAttribute('aria-invalid')).toBe('true');

    // Without per-field messages, a 400 still goes under the address.
    answer = { status: 400, body: { error: 'That address is not a calendar (it returned a web page).' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('That address is not a calendar (it returned a web page).')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add a calendar' })).toBe(dialog);
    expect(writes(calls)).toHaveLength(2);
    expect(screen.queryByText(/^Subscribed to/)).toBeNull();
  });

  it('disables adding at the limit, with a note', async () => {
    signedIn({ subscriptions: Array.from({ length: 20 }, (_, i) => subscription({ id: `s${i}`, name: `Calendar ${i}` })) });
    const card = await openCard();
    expect((within(card).getByRole('button', { name: 'Add a calendar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('You follow 20 calendars, the most a family can. Delete one to add another.')).toBeTruthy();
  });

  it('refreshes now: the new count in the row and a toast; a 429 shows the server message', async () => {
    let answer: FakeResponse = { body: { status: 'ok', eventCount: 15, lastRefreshedAt: TODAY.toISOString() } };
    const { calls } = signedIn({ extra: { 'POST /api/calendar/subscriptions/s1/refresh': () => answer } });
    await openCard();
    const school = row('s1');
    fireEvent.click(within(school).getByRole('button', { name: 'Refresh now School terms' }));
    expect(await toastWith('Refreshed School terms: 15 events')).toBeTruthy();
    expect(within(school).getByText('15 events · refreshed just now')).toBeTruthy();

    const wait = 'This calendar was refreshed less than a minute ago. Try again in a minute.';
    answer = { status: 429, body: { error: wait } };
    await waitFor(() => expect((within(school).getByRole('button', { name: 'Refresh now School terms' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(school).getByRole('button', { name: 'Refresh now School terms' }));
    const toast = await toastWith("Couldn't refresh School terms");
    expect(within(toast).getByText(wait)).toBeTruthy();
    expect(toast.getAttribute('data-type')).toBe('error');
    expect(within(school).getByText('15 events · refreshed just now')).toBeTruthy();
    expect(writes(calls).map((c) => c.url)).toEqual(['/api/calendar/subscriptions/s1/refresh', '/api/calendar/subscriptions/s1/refresh']);
  });

  it('shows a refresh that failed as the warning in the row', async () => {
    signedIn({
      extra: {
        'POST /api/calendar/subscriptions/s1/refresh': {
          body: { status: 'error', eventCount: 12, lastRefreshedAt: null, error: "That address couldn't be reached." },
        },
      },
    });
    await openCard();
    fireEvent.click(within(row('s1')).getByRole('button', { name: 'Refresh now School terms' }));
    await waitFor(() => expect(within(row('s1')).getByRole('alert').textContent).toContain("That address couldn't be reached."));
  });

  it('pauses and resumes with a PATCH, and reads the events again', async () => {
    let paused = true;
    const { calls } = signedIn({
      extra: { 'PATCH /api/calendar/subscriptions/s1': () => ({ body: { ...terms, paused, status: paused ? 'paused' : 'ok' } }) },
    });
    await openCard();
    const readsBefore = eventReads(calls);
    fireEvent.click(within(row('s1')).getByRole('button', { name: 'Pause School terms' }));
    expect(await toastWith('Paused School terms')).toBeTruthy();
    expect(within(row('s1')).getByText('Paused')).toBeTruthy();
    await waitFor(() => expect(eventReads(calls)).toBeGreaterThan(readsBefore));

    paused = false;
    // The row's buttons stay disabled until the events have been read again.
    const resume = () => within(row('s1')).getByRole('button', { name: 'Resume School terms' }) as HTMLButtonElement;
    await waitFor(() => expect(resume().disabled).toBe(false));
    fireEvent.click(resume());
    expect(await toastWith('Resumed School terms')).toBeTruthy();
    expect(within(row('s1')).getByText('12 events · refreshed 5 minutes ago')).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([{ paused: true }, { paused: false }]);
  });

  it('edits the name, colour, member and whether it shows in the published feed', async () => {
    const { calls } = signedIn({
      extra: {
        'PATCH /api/calendar/subscriptions/s1': (call) => ({ body: { ...terms, ...(call.body as object) } }),
      },
    });
    await openCard();
    fireEvent.click(within(row('s1')).getByRole('button', { name: 'Edit School terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit calendar' });
    expect(within(dialog).queryByLabelText('Calendar address')).toBeNull();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('School terms');
    expect((within(dialog).getByRole('radio', { name: 'Blue' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((within(dialog).getByLabelText('For') as HTMLSelectElement).value).toBe('m1'));
    const feed = within(dialog).getByLabelText('Show in my published calendar feed') as HTMLInputElement;
    expect(feed.checked).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Term dates' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Purple' }));
    fireEvent.change(within(dialog).getByLabelText('For'), { target: { value: '' } });
    fireEvent.click(feed);
    await waitFor(() => expect(feed.checked).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toastWith('Calendar updated')).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/api/calendar/subscriptions/s1', { name: 'Term dates', color: '#9333ea', memberId: null, showInFeed: false }],
    ]);
    await waitFor(() => expect(within(row('s1')).getByRole('heading', { name: 'Term dates' })).toBeTruthy());
  });

  it('deletes after a question, and the row goes', async () => {
    const { calls } = signedIn({ extra: { 'DELETE /api/calendar/subscriptions/s1': { body: { success: true } } } });
    await openCard();
    fireEvent.click(within(row('s1')).getByRole('button', { name: 'Delete School terms' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete School terms?' });
    expect(within(confirm).getByText('Its events leave your calendar.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete calendar' }));
    expect(await toastWith('Calendar deleted')).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.url])).toEqual([['DELETE', '/api/calendar/subscriptions/s1']]);
    expect(document.getElementById('calendar-s1')).toBeNull();
    expect(screen.getByText('You don’t follow any calendars yet.'.replace('’', "'"))).toBeTruthy();
  });
});

describe('/calendar events from a followed calendar', () => {
  const inset = subscribed({
    id: 'sub_s1_abc',
    date: '2026-03-09',
    title: 'Inset day',
    allDay: true,
    time: null,
    duration: 1440,
    location: 'Hill School',
    description: 'No school.\n<b>Clubs</b> still run.',
    familyMemberId: 'm1',
    source: { subscriptionId: 's1', name: 'School terms', color: '#2563eb' },
  });

  it('marks the event with its source in the month and the day, with View instead of Edit and Delete', async () => {
    signedIn({ events: [inset] });
    await openCard();
    const cell = await screen.findByRole('button', { name: /, Monday 9 March 2026, 1 event$/ });
    const chip = cell.querySelector('[data-event-chip]') as HTMLElement;
    expect(chip.getAttribute('title')).toBe('Inset day (from School terms)');
    expect(chip.getAttribute('data-source-id')).toBe('s1');
    expect(chip.getAttribute('data-color-set')).toBe('subscription');

    const panel = screen.getByRole('region', { name: 'Events on Monday, March 9' });
    expect(within(panel).getByText('From School terms')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Edit Inset day' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Delete Inset day' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'View Inset day' })).toBeTruthy();
  });

  it('opens a read-only view that links to its calendar, and copies the event to the family calendar', async () => {
    const { calls } = signedIn({ events: [inset], extra: { 'POST /api/calendar/events': { status: 201, body: { id: 'new' } } } });
    await openCard();
    fireEvent.click(await screen.findByRole('button', { name: 'View Inset day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inset day' });
    expect(within(dialog).getByText('Monday 9 March 2026, all day')).toBeTruthy();
    expect(within(dialog).getByText('Location: Hill School')).toBeTruthy();
    expect(within(dialog).getByText('For Sam Lee')).toBeTruthy();
    // The description is text: its markup is shown, not rendered.
    expect(within(dialog).getByText(/<b>Clubs<\/b> still run\./)).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'From School terms' }).getAttribute('href')).toBe('#calendar-s1');
    expect(within(dialog).queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();

    const readsBefore = eventReads(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy to my calendar' }));
    expect(await toastWith('Copied to your calendar')).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/api/calendar/events',
        {
          title: 'Inset day',
          date: '2026-03-09',
          time: null,
          duration: 1440,
          allDay: true,
          location: 'Hill School',
          description: 'No school.\n<b>Clubs</b> still run.',
          type: 'other',
          priority: 'medium',
          familyMemberId: 'm1',
          recurrence: 'none',
          reminderMinutes: null,
        },
      ],
    ]);
    await waitFor(() => expect(eventReads(calls)).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inset day' })).toBeNull());
  });

  it('opens the view when its chip in the month is clicked', async () => {
    signedIn({ events: [inset] });
    await openCard();
    const cell = await screen.findByRole('button', { name: /, Monday 9 March 2026, 1 event$/ });
    fireEvent.click(cell.querySelector('[data-event-chip]') as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Inset day' })).toBeTruthy();
  });
});

describe('/calendar .ics import', () => {
  const ics = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Match\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
  const preview = {
    events: [
      { title: 'Match v Rovers', date: '2026-03-14', time: '10:30', duration: 90, allDay: false, location: 'Park' },
      { title: 'Training', date: '2026-03-17', time: '18:00', duration: 60, allDay: false, location: null },
      { title: 'Half term', date: '2026-03-20', time: null, duration: 1440, allDay: true, location: null },
    ],
    duplicates: 2,
    total: 5,
  };

  function choose(file: File) {
    fireEvent.change(screen.getByLabelText('Import an .ics file'), { target: { files: [file] } });
  }

  it('previews the file, then adds its events for the chosen member', async () => {
    const { calls } = signedIn({
      extra: {
        'POST /api/calendar/import': (call) => (call.url.endsWith('?preview=1') ? { body: preview } : { status: 201, body: { added: 3, skipped: 2 } }),
      },
    });
    await openCard();
    const input = screen.getByLabelText('Import an .ics file') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.ics,text/calendar');
    choose(new File([ics], 'fixtures.ics', { type: 'text/calendar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import events' });
    expect(await within(dialog).findByText('3 events will be added')).toBeTruthy();
    expect(within(dialog).getByText('2 already imported, skipped')).toBeTruthy();
    expect(within(dialog).getByText('From fixtures.ics')).toBeTruthy();
    const items = within(within(dialog).getByRole('list', { name: 'Events to add' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Sat 14 Mar 202610:30 AMMatch v Rovers',
      'Tue 17 Mar 20266:00 PMTraining',
      'Fri 20 Mar 2026All dayHalf term',
    ]);
    expect(writes(calls).map((c) => [c.url, c.body])).toEqual([['/api/calendar/import?preview=1', { content: ics, familyMemberId: null }]]);

    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Sam Lee' })).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('For'), { target: { value: 'm1' } });
    const readsBefore = eventReads(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 3 events' }));
    expect(await toastWith('Added 3 events to your calendar')).toBeTruthy();
    expect(writes(calls).map((c) => [c.url, c.body])[1]).toEqual(['/api/calendar/import', { content: ics, familyMemberId: 'm1' }]);
    await waitFor(() => expect(eventReads(calls)).toBeGreaterThan(readsBefore));
  });

  it('lists the first 10 events of a longer file', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      title: `Fixture ${i + 1}`,
      date: '2026-04-01',
      time: '10:00',
      duration: 60,
      allDay: false,
      location: null,
    }));
    signedIn({ extra: { 'POST /api/calendar/import': { body: { events: many, duplicates: 0, total: 12 } } } });
    await openCard();
    choose(new File([ics], 'season.ics', { type: 'text/calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import events' });
    expect(await within(dialog).findByText('12 events will be added')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: 'Events to add' })).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText('and 2 more')).toBeTruthy();
    expect(within(dialog).queryByText(/already imported/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add 12 events' })).toBeTruthy();
  });

  it("shows the server's refusal of a file in the dialog", async () => {
    signedIn({ extra: { 'POST /api/calendar/import': { status: 400, body: { error: "That file isn't a calendar (.ics)." } } } });
    await openCard();
    choose(new File(['hello'], 'notes.ics', { type: 'text/calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import events' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain("That file isn't a calendar (.ics).");
    expect((within(dialog).getByRole('button', { name: 'Add events' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const { calls } = signedIn();
    await openCard();
    const big = new File(['x'], 'huge.ics', { type: 'text/calendar' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('That file is too large (5 MB at most)')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toHaveLength(0);
  });
});

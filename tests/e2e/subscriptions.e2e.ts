import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ics, startCalendarServer } from '../helpers/calendar-server';
import { newPage, useBrowser } from './browser';
import { api, connectWhatsapp, freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

// The stand-in school: a local server (the stack under test allows loopback calendar addresses, as `npm start` does).
let school: Awaited<ReturnType<typeof startCalendarServer>>;
beforeAll(async () => {
  school = await startCalendarServer();
});
afterAll(() => school.close());

/** Today in the account's timezone (the registration helper picks Sydney), as yyyymmdd, plus a day. */
function sydneyDay(offset = 0) {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Australia/Sydney' }));
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

describe('calendars that come in, in the browser', () => {
  it("subscribes to the school's calendar on /calendar, sees the inset day in the month grid and in the assistant's answer, copies it, and imports a club's .ics", async () => {
    const page = await newPage(browser(), appUrl);
    const chat = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('subscribe'));
    const say = await connectWhatsapp(page, chat);
    school.serve(
      '/riverside/private-7f3a9c/basic.ics',
      ics(
        [
          { uid: 'inset@riverside', title: 'Inset day', start: sydneyDay(), end: sydneyDay(1), allDay: true },
          { uid: 'concert@riverside', title: 'Winter concert', start: '20261215T070000Z', end: '20261215T080000Z' },
        ],
        'Riverside Primary',
      ),
    );

    await page.goto('/calendar');
    const card = page.locator('#calendars');
    await card.getByRole('heading', { name: 'Calendars you follow' }).waitFor();
    await card.getByRole('button', { name: 'Add a calendar' }).click();
    const add = page.getByRole('dialog', { name: 'Add a calendar' });
    await add.getByLabel('Calendar address').fill(school.url('/riverside/private-7f3a9c/basic.ics'));
    await add.getByLabel('Name').fill('Riverside Primary');
    await add.getByRole('radio', { name: 'Green' }).check({ force: true });
    await add.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed to Riverside Primary: 2 events').waitFor({ timeout: 15_000 });
    await add.waitFor({ state: 'hidden' });

    // The row: name, masked address (the secret path never shown), count.
    const row = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Riverside Primary' }) });
    await row.getByText(/2 events · refreshed/).waitFor();
    expect(await card.textContent()).not.toContain('private-7f3a9c');

    // In the month grid, marked with its source; opened read-only; copied as an ordinary event.
    const grid = page.getByRole('grid');
    const inset = grid.locator('[title="Inset day (from Riverside Primary)"]');
    await inset.first().waitFor({ timeout: 10_000 });
    await inset.first().click();
    const view = page.getByRole('dialog', { name: 'Inset day' });
    await view.getByText('Read-only').waitFor();
    await view.getByRole('link', { name: 'From Riverside Primary' }).waitFor();
    await view.getByRole('button', { name: 'Copy to my calendar' }).click();
    await page.getByText('Copied to your calendar').waitFor();
    const day = `${sydneyDay().slice(0, 4)}-${sydneyDay().slice(4, 6)}-${sydneyDay().slice(6)}`;
    const events = await api(page, 'GET', `/api/calendar/events?fromDate=${day}&toDate=${day}`);
    expect(events.map((e: { title: string; readOnly?: boolean }) => [e.title, e.readOnly ?? false])).toEqual(
      expect.arrayContaining([
        ['Inset day', true],
        ['Inset day', false],
      ]),
    );

    // The assistant reads it too.
    expect(await say("what's on today")).toContain('Inset day');

    // A club's fixtures file, imported once after a preview.
    const fixtures = ics([
      { uid: 'm1@fc', title: 'Away match', start: `${sydneyDay(2)}T230000Z`, end: `${sydneyDay(3)}T000000Z` },
      { uid: 'm2@fc', title: 'Home match', start: `${sydneyDay(9)}T230000Z`, end: `${sydneyDay(10)}T000000Z` },
    ]);
    await page.getByLabel('Import an .ics file').setInputFiles({ name: 'fixtures.ics', mimeType: 'text/calendar', buffer: Buffer.from(fixtures) });
    const importing = page.getByRole('dialog', { name: 'Import events' });
    await importing.getByText('2 events will be added').waitFor();
    await importing.getByRole('button', { name: 'Add 2 events' }).click();
    await page.getByText('Added 2 events to your calendar').waitFor();
    const all = await api(page, 'GET', `/api/calendar/events?fromDate=${day}&toDate=${sydneyDay(20).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')}`);
    expect(all.filter((e: { title: string }) => /match/.test(e.title)).map((e: { readOnly?: boolean }) => e.readOnly ?? false)).toEqual([false, false]);
    expect([...page.problems, ...chat.problems]).toEqual([]);
  });
});

import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { linkIn, waitForEmail } from '../helpers/mail';
import { newPage, useBrowser } from './browser';
import { api, buyPlan, freshEmail, freshWhatsapp, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

/** The registration helper picks Sydney for both parents: days are the accounts', whatever the machine's clock zone. */
const today = DateTime.now().setZone('Australia/Sydney').startOf('day');
const swimDay = today.plus({ days: 2 }).toISODate()!;
// Three days ahead, so its weekday name can only mean that day.
const pianoDay = today.plus({ days: 3 });

/**
 * `day` selected on /calendar (loaded afresh unless `fresh` is false), once the month's events have loaded; returns
 * the day's cell and its event list. The grid shows whole weeks, so a day early next month may already be there;
 * otherwise go one month on.
 */
async function openDay(page: Page, day: string, fresh = true) {
  if (fresh) await page.goto('/calendar');
  const grid = page.getByRole('grid');
  await grid.waitFor();
  const cell = grid.locator(`[data-day="${day}"]`);
  if (!(await cell.count())) await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator('[role="grid"]:not([aria-busy])').waitFor({ timeout: 15_000 });
  await cell.click();
  const title = DateTime.fromISO(day, { locale: 'en-US' }).toFormat('cccc, MMMM d');
  return { cell, panel: page.getByRole('region', { name: `Events on ${title}` }) };
}

/** One panel entry: the list item whose heading is the event's title. */
const entry = (panel: Locator, title: string) => panel.getByRole('listitem').filter({ has: panel.page().getByRole('heading', { name: title }) });

/** The titles of the caller's occurrences (own and linked families') over the two weeks the journey uses. */
const titlesSeen = async (page: Page) =>
  (
    (await api(page, 'GET', `/api/calendar/events?fromDate=${today.toISODate()}&toDate=${today.plus({ days: 13 }).toISODate()}`)) as Array<{ title: string }>
  ).map((e) => e.title);

describe('a household in the browser', () => {
  it('Ana shares her family calendar with Ben as co-parent; Ben moves an event and adds one by WhatsApp; removing the link takes it all away from him', async () => {
    const ana = await newPage(browser(), appUrl);
    const ben = await newPage(browser(), appUrl);
    const anaEmail = freshEmail('household.ana');
    const benEmail = freshEmail('household.ben');
    await Promise.all([registerAndVerify(ana, mailUrl, anaEmail, 'Ana'), registerAndVerify(ben, mailUrl, benEmail, 'Ben')]);
    // The registration helper's last name.
    const anaName = 'Ana Okafor';

    // 1. Ana pays for Simplify, adds Mia on the dashboard and Swimming for her on the calendar.
    await buyPlan(ana, 'simplify');
    await ana.getByText('Simplify Active').first().waitFor({ timeout: 15_000 });
    await ana.goto('/');
    await ana.getByRole('button', { name: 'Add First Family Member' }).click();
    const member = ana.getByRole('dialog', { name: 'Add Family Member' });
    await member.getByLabel('Name', { exact: true }).fill('Mia Okafor');
    await member.getByLabel('Date of birth').fill('2017-03-14');
    await member.getByLabel('Relationship').selectOption('daughter');
    await member.getByLabel('School name').fill('Harbour Primary');
    await member.getByLabel('Year level').fill('Year 3');
    await member.getByLabel('Curriculum').selectOption('australian');
    await member.getByRole('button', { name: 'Add Family Member' }).click();
    await ana.getByRole('article', { name: 'Mia Okafor' }).waitFor();

    let { panel } = await openDay(ana, swimDay);
    await panel.getByText('No events on this day.').waitFor();
    await ana.getByRole('button', { name: 'Add Event' }).click();
    const add = ana.getByRole('dialog', { name: 'Add Event' });
    await add.getByLabel('Title').fill('Swimming');
    expect(await add.getByLabel('Date').inputValue()).toBe(swimDay);
    await add.getByLabel('Time').fill('16:00');
    // The checkbox's input is visually hidden: its label is what a parent presses.
    await add.getByText('Mia Okafor', { exact: true }).click();
    expect(await add.getByRole('checkbox', { name: 'Mia Okafor' }).isChecked()).toBe(true);
    await add.getByRole('button', { name: 'Add Event' }).click();
    await add.waitFor({ state: 'hidden' });
    await entry(panel, 'Swimming').getByText('4:00 PM').waitFor({ timeout: 10_000 });
    await entry(panel, 'Swimming').getByText('For Mia Okafor').waitFor();

    // 2. Ana invites Ben as co-parent: the calendar right follows the relationship until she picks another.
    await ana.goto('/account-links');
    await ana.getByRole('button', { name: 'Invite Family Member' }).click();
    await ana.getByLabel('Email address').fill(benEmail);
    const calendarRight = ana.getByLabel('Family calendar');
    expect(await calendarRight.locator('option').allTextContents()).toEqual(['Not shared', 'View', 'View and change']);
    await ana.getByLabel('Relationship').selectOption('co_parent');
    expect(await calendarRight.inputValue()).toBe('edit');
    expect(await calendarRight.locator('option:checked').textContent()).toBe('View and change');
    await ana.getByRole('button', { name: 'Send Invitation' }).click();
    await ana.getByText('Invitation Sent').first().waitFor();
    await ana.getByText('Waiting for acceptance').first().waitFor();

    // 3. Ben opens the emailed link: who invites him, as what, sharing the calendar to change; he accepts.
    await ben.goto(linkIn(await waitForEmail(benEmail, /invited you/, { mailUrl }), '/account-link/'));
    await ben.getByRole('heading', { name: 'Account Link Invitation' }).waitFor({ timeout: 15_000 });
    await ben.getByText(`${anaName} (${anaEmail}) invited you to link your Simplify accounts.`).waitFor();
    await ben.getByText('Co-Parent', { exact: true }).waitFor();
    await ben.getByRole('list', { name: 'Shared access' }).getByText('See and change the family calendar').waitFor();
    await ben.getByRole('button', { name: 'Accept Invitation' }).click();
    await ben.waitForURL((u) => u.pathname === '/dashboard' || u.pathname === '/', { timeout: 15_000 });

    // 4. Ben sees Ana's family's Swimming, marked as hers, and moves it to 6:30 PM.
    ({ panel } = await openDay(ben, swimDay));
    const swimming = entry(panel, 'Swimming');
    await swimming.getByText(`${anaName}’s family`).waitFor({ timeout: 10_000 });
    await swimming.getByText('4:00 PM').waitFor();
    await ben.getByRole('region', { name: 'Family Colors' }).getByText(`${anaName}’s family`).waitFor();
    await swimming.getByRole('button', { name: 'Edit Swimming' }).click();
    const edit = ben.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Time').fill('18:30');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await swimming.getByText('6:30 PM').waitFor({ timeout: 10_000 });

    // 5. Ana's calendar, loaded afresh, has the new time; the event is still her own (no family mark).
    let cell;
    ({ cell, panel } = await openDay(ana, swimDay));
    await entry(panel, 'Swimming').getByText('6:30 PM').waitFor({ timeout: 10_000 });
    expect(await entry(panel, 'Swimming').getByText('’s family').count()).toBe(0);
    expect(await cell.textContent()).toMatch(/6:30\s?PM\s*Swimming/);

    // 6. Ben connects his WhatsApp (no plan of his own) and adds Piano for Mia by chat: it lands in Ana's calendar.
    const { message } = await api(ben, 'POST', '/api/whatsapp/connect');
    const chat = await newPage(browser(), appUrl);
    await chat.goto(`/_local/whatsapp?from=${freshWhatsapp().replace('+', '')}`);
    // The assistant's messages, oldest first (Ben's own are the log's other entries).
    const replies = chat.getByRole('log', { name: 'Conversation' }).locator('.msg.out');
    const say = async (text: string) => {
      const before = await replies.count();
      await chat.getByRole('textbox', { name: 'Message' }).fill(text);
      await chat.getByRole('button', { name: 'Send' }).click();
      await replies.nth(before).waitFor({ timeout: 15_000 });
      return (await replies.nth(before).textContent())!;
    };
    expect(await say(message)).toMatch(/^Your WhatsApp number is now connected to Simplify/);
    expect(await say(`add piano for Mia ${pianoDay.toFormat('cccc').toLowerCase()} at 5pm`)).toMatch(/^Added to your calendar: Piano for Mia/);

    ({ cell, panel } = await openDay(ana, pianoDay.toISODate()!));
    const piano = entry(panel, 'Piano');
    await piano.getByText('5:00 PM').waitFor({ timeout: 10_000 });
    await piano.getByText(/For Mia Okafor/).waitFor();
    expect(await cell.textContent()).toMatch(/5:00\s?PM\s*Piano/);

    // 7. Ana removes the link; Ben's calendar, loaded afresh, no longer has her family's events.
    await ana.goto('/account-links');
    await ana.getByRole('button', { name: `Remove link with Ben Okafor` }).click();
    await ana.getByText('Are you sure you want to remove this account link? This cannot be undone.').waitFor();
    await ana.getByRole('button', { name: 'Remove Link' }).click();
    await ana.getByText('Link Removed').first().waitFor();

    for (const [i, day] of [swimDay, pianoDay.toISODate()!].entries()) {
      ({ cell, panel } = await openDay(ben, day, i === 0));
      await panel.getByText('No events on this day.').waitFor({ timeout: 10_000 });
      expect(await cell.getAttribute('aria-label')).toMatch(/, no events$/);
    }
    const benSees = await titlesSeen(ben);
    expect(benSees).not.toContain('Swimming');
    expect(benSees).not.toContain('Piano');
    // Ana keeps both.
    expect(await titlesSeen(ana)).toEqual(expect.arrayContaining(['Swimming', 'Piano']));

    expect([...ana.problems, ...ben.problems, ...chat.problems]).toEqual([]);
  });
});

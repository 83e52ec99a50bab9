import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { buyPlan, connectWhatsapp, freshEmail, freshWhatsapp, registerAndVerify, weeklyEvent } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

/** The calendar page on the month that shows `day`, once its events have loaded; the day's cell. */
async function calendarDay(page: Page, day: string) {
  await page.goto('/calendar');
  const grid = page.getByRole('grid');
  await grid.waitFor();
  for (let i = 0; i < 2 && !(await grid.locator(`[data-day="${day}"]`).count()); i++) await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator('[role="grid"]:not([aria-busy])').waitFor({ timeout: 10_000 });
  return grid.locator(`[data-day="${day}"]`);
}

describe('the WhatsApp assistant in the browser', () => {
  it('a Simplify parent connects from Settings, chats on the simulator page, and sees the event on /calendar', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('whatsapp'));
    await buyPlan(page, 'simplify');
    await page.getByText('Simplify Active').first().waitFor({ timeout: 15_000 });

    // Settings: connect. The code's message and the wa.me link to the served assistant number.
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'WhatsApp assistant' });
    await section.getByText('No WhatsApp number is connected yet.').waitFor();
    await section.getByRole('button', { name: 'Connect WhatsApp' }).click();
    const message = (await section.getByTestId('whatsapp-connect-message').textContent())!;
    expect(message).toMatch(/Code: [A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const { supportWhatsapp } = await (await fetch(`${appUrl}/api/config`)).json();
    const open = section.getByRole('link', { name: 'Open WhatsApp' });
    expect(await open.getAttribute('href')).toBe(`https://wa.me/${supportWhatsapp}?text=${encodeURIComponent(message)}`);
    expect(await open.getAttribute('target')).toBe('_blank');

    // The phone: the simulator's chat page, sending from a number the account never typed.
    const phone = freshWhatsapp().replace('+', '');
    const chat = await newPage(browser(), appUrl);
    await chat.goto(`/_local/whatsapp?from=${phone}`);
    const log = chat.getByRole('log', { name: 'Conversation' });
    const send = async (text: string) => {
      await chat.getByRole('textbox', { name: 'Message' }).fill(text);
      await chat.getByRole('button', { name: 'Send' }).click();
    };
    await send(message);
    await log.getByText(/Your WhatsApp number is now connected to Simplify/).waitFor({ timeout: 15_000 });

    // Settings flips by itself (it polls while the code waits).
    await section.getByText(`+${phone}`).waitFor({ timeout: 15_000 });
    await section.getByText('Connected', { exact: true }).waitFor();

    await send('add swimming tomorrow at 4pm');
    const confirmation = log.getByText(/^Added to your calendar: swimming/i);
    await confirmation.waitFor({ timeout: 15_000 });
    expect(await confirmation.textContent()).toMatch(/4(:00)?\s?pm/i);

    // The account's timezone is Australia/Sydney (the registration helper picks Sydney): its "tomorrow".
    const sydney = new Date(new Date().toLocaleString('en-US', { timeZone: 'Australia/Sydney' }));
    const tomorrow = new Date(Date.UTC(sydney.getFullYear(), sydney.getMonth(), sydney.getDate() + 1));
    const day = tomorrow.toISOString().slice(0, 10);
    await page.goto('/calendar');
    const grid = page.getByRole('grid');
    await grid.waitFor();
    if (tomorrow.getUTCMonth() !== sydney.getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
    await grid
      .locator(`[data-day="${day}"]`)
      .getByText(/swimming/i)
      .first()
      .waitFor({ timeout: 10_000 });
    const events = await page.evaluate(async (d) => {
      const res = await fetch(`/api/calendar/events?fromDate=${d}&toDate=${d}`, { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      return (await res.json()) as Array<{ title: string; date: string; time: string }>;
    }, day);
    expect(events.filter((e) => /swimming/i.test(e.title)).map((e) => [e.date, e.time])).toEqual([[day, '16:00']]);
    expect(page.problems).toEqual([]);
    expect(chat.problems).toEqual([]);
  });
  it('add, move, cancel one occurrence and undo by chat: the calendar follows each step', async () => {
    const page = await newPage(browser(), appUrl);
    const chat = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('whatsapp'));
    const say = await connectWhatsapp(page, chat);
    const { first, skipped, weekly, occurrences: of } = weeklyEvent(page);
    const at5 = (d: string) => `${DateTime.fromISO(d).toFormat('ccc d LLL yyyy')} at 5:00 PM (Australia/Sydney)`;

    expect(await say(`swimming every ${first.toFormat('cccc').toLowerCase()} at 4pm`)).toMatch(
      /^Added to your calendar: Swimming, every \w+day, starting .* at 4:00 PM/,
    );
    expect(await say('move swimming to 5pm')).toBe(
      `Changed Swimming: now every time from now on, ${at5(first.toISODate()!)}, 60 minutes. Send "undo" to take it back.`,
    );
    expect(await say('no swimming next week')).toBe(`Deleted Swimming on ${at5(skipped)}.\nSend "undo" within 30 minutes to bring it back.`);

    const occurrences = () => of('Swimming');
    let cell = await calendarDay(page, skipped);
    expect(await cell.getAttribute('aria-label')).toMatch(/, no events$/);
    expect(await occurrences()).toEqual(weekly.filter((d) => d !== skipped).map((d) => [d, '17:00']));

    expect(await say('undo')).toMatch(/^Undone: the deletion of Swimming on /);
    cell = await calendarDay(page, skipped);
    await cell.getByText(/Swimming/).waitFor({ timeout: 10_000 });
    expect(await cell.getAttribute('aria-label')).toMatch(/, 1 event$/);
    expect(await cell.textContent()).toMatch(/5:00\s?PM\s*Swimming/i);
    expect(await occurrences()).toEqual(weekly.map((d) => [d, '17:00']));
    expect(page.problems).toEqual([]);
    expect(chat.problems).toEqual([]);
  });
});

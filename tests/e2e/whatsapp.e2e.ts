import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { buyPlan, freshEmail, freshWhatsapp, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

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
});

import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkIn, waitForEmail } from '../helpers/mail';

export const PASSWORD = 'Sunny-Day-42!';

export const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
export const freshWhatsapp = () => `+1415${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

/** Register on /register, open the emailed verification link, press the button: signed in on the dashboard. */
export async function registerAndVerify(page: Page, mailUrl: string, email: string, firstName = 'Maya') {
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('WhatsApp number').fill(freshWhatsapp());
  await page.getByRole('combobox', { name: 'Location' }).fill('Sydney');
  await page
    .getByRole('option', { name: /Sydney/ })
    .first()
    .click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Check Your Email').first().waitFor();
  const mail = await waitForEmail(email, /Verify your email/, { mailUrl });
  await page.goto(linkIn(mail, '/verify-email'));
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });
}

/**
 * Open the account menu. Its code loads when the avatar is first pointed at; on a loaded machine a press
 * that lands while the stand-in button is being replaced can be lost, so press again (at most 3 times).
 */
export async function openAccountMenu(page: Page) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const opened = await page
      .getByRole('menu')
      .waitFor({ timeout: 8_000 })
      .then(
        () => true,
        () => false,
      );
    if (opened) return;
  }
  throw new Error('The account menu did not open after 3 presses');
}

export async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((u) => u.pathname === '/auth', { timeout: 10_000 });
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Buy a plan through /upgrade and the local payment simulator; ends on the success page. */
export async function buyPlan(page: Page, plan: 'simplify' | 'simplify_plus' | 'assessment_pack') {
  await page.goto('/upgrade');
  await page.locator(`[data-plan="${plan}"]`).getByRole('button').click();
  await page.waitForURL(/\/_local\/checkout\//, { timeout: 15_000 });
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/upgrade-success\?session_id=/, { timeout: 15_000 });
  await page.getByText('Payment Successful!').first().waitFor();
}

/** A call to the API with the page's stored token; throws with the answer when it is not OK. */
export async function api(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('auth_token')}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.text ? JSON.parse(answer.text) : null;
}

/** Add a family member through the API with the page's stored token. */
export async function addMemberViaApi(page: Page, member: Record<string, unknown>): Promise<{ id: string; name: string }> {
  return api(page, 'POST', '/api/family-members', member);
}

/**
 * Make the signed-in parent on `page` a Simplify subscriber (through the payment simulator) and connect a fresh
 * number by sending the account's one-time code from the simulator's chat page `chat`. Returns `say`, which sends
 * a message from that number and returns the assistant's one reply to it.
 */
export async function connectWhatsapp(page: Page, chat: Page) {
  await buyPlan(page, 'simplify');
  await page.getByText('Simplify Active').first().waitFor({ timeout: 15_000 });
  // The code from the API: the Settings section that shows it has its own test in whatsapp.e2e.ts.
  const { message } = await api(page, 'POST', '/api/whatsapp/connect');
  await chat.goto(`/_local/whatsapp?from=${freshWhatsapp().replace('+', '')}`);
  // The assistant's messages, oldest first (the parent's own are the log's other entries).
  const replies = chat.getByRole('log', { name: 'Conversation' }).locator('.msg.out');
  const say = async (text: string) => {
    const before = await replies.count();
    await chat.getByRole('textbox', { name: 'Message' }).fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    await replies.nth(before).waitFor({ timeout: 15_000 });
    return (await replies.nth(before).textContent())!;
  };
  expect(await say(message)).toMatch(/^Your WhatsApp number is now connected to Simplify/);
  return say;
}

/** Answer the current question with its first option and go on; returns when the next question (or the end) shows. */
export async function answerQuestions(page: Page, count: number, startAt: number) {
  for (let n = startAt; n < startAt + count; n++) {
    await page.getByText(`Question ${n} of 20`).waitFor();
    await page.locator('[data-part="item"]').first().click();
    await page.getByRole('button', { name: n === 20 ? 'Complete Assessment' : 'Next' }).click();
  }
}

/**
 * The days of a weekly event started three days from now, in the account's zone (the registration helper picks
 * Sydney, whatever the machine's clock zone): the first, the one in next week a "next week" cancel takes, the
 * occurrences in the next four weeks, and a reader of the calendar's `[date, time]` pairs for a title.
 */
export function weeklyEvent(page: Page) {
  const today = DateTime.now().setZone('Australia/Sydney').startOf('day');
  const first = today.plus({ days: 3 });
  const last = today.plus({ days: 27 }).toISODate()!;
  const skipped = today
    .startOf('week')
    .plus({ weeks: 1, days: first.weekday - 1 })
    .toISODate()!;
  const weekly = [0, 1, 2, 3].map((w) => first.plus({ weeks: w }).toISODate()!).filter((d) => d <= last);
  const occurrences = (title: string) =>
    page.evaluate(
      async ([from, to, wanted]) => {
        const res = await fetch(`/api/calendar/events?fromDate=${from}&toDate=${to}`, {
          headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
        });
        return ((await res.json()) as Array<{ title: string; date: string; time: string }>).filter((e) => e.title === wanted).map((e) => [e.date, e.time]);
      },
      [today.toISODate()!, last, title],
    );
  return { today, first, skipped, weekly, occurrences };
}

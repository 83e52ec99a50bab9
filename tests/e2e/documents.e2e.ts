import { describe, expect, inject, it } from 'vitest';
import { samplePdf } from '../../scripts/local/sample-pdf';
import { childMember } from '../helpers/family';
import { newPage, useBrowser } from './browser';
import { addMemberViaApi, buyPlan, freshEmail, freshWhatsapp, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

describe('school documents in the browser', () => {
  it('a parent forwards a PDF on the simulator page, confirms with YES, and uploads another in the member view', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('documents'));
    await buyPlan(page, 'simplify');
    await page.getByText('Simplify Active').first().waitFor({ timeout: 15_000 });
    const mia = await addMemberViaApi(page, childMember({ name: 'Mia Okafor' }));

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'WhatsApp assistant' });
    await section.getByRole('button', { name: 'Connect WhatsApp' }).click();
    const message = (await section.getByTestId('whatsapp-connect-message').textContent())!;

    const phone = freshWhatsapp().replace('+', '');
    const chat = await newPage(browser(), appUrl);
    await chat.goto(`/_local/whatsapp?from=${phone}`);
    const log = chat.getByRole('log', { name: 'Conversation' });
    const send = async (text: string) => {
      await chat.getByRole('textbox', { name: 'Message' }).fill(text);
      await chat.getByRole('button', { name: 'Send' }).click();
    };
    await send(message);
    await log.getByText(/Your WhatsApp number is now connected/).waitFor({ timeout: 15_000 });

    // The file goes through the simulator's Graph-style media endpoints to the worker's download code.
    const letter = samplePdf([['Sports day 12 June 2027 at 9:00', 'Museum trip 14 April 2027']]);
    await chat.getByLabel(/Attach a document or photo/).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: letter });
    await send('for Mia');
    await log.getByText(/I found 2 dates in "letter.pdf" for Mia/).waitFor({ timeout: 20_000 });
    await send('YES');
    await log.getByText(/Added to Mia's calendar/).waitFor({ timeout: 15_000 });

    // The member view lists it with both dates in the calendar; a web upload proposes its own.
    await page.goto(`/family/${mia.id}`);
    const docs = page.getByRole('listitem', { name: 'letter.pdf' });
    await docs.getByText(/Sports day.*in the calendar/).waitFor({ timeout: 15_000 });
    await page
      .getByLabel('Upload a document')
      .setInputFiles({ name: 'trip.txt', mimeType: 'text/plain', buffer: Buffer.from('Swimming gala 5 May 2027 at 2pm\nBring goggles.') });
    const trip = page.getByRole('listitem', { name: 'trip.txt' });
    await trip.getByRole('checkbox', { name: /Swimming gala/ }).waitFor({ timeout: 15_000 });
    await trip.getByRole('button', { name: 'Add to calendar' }).click();
    await trip.getByText('Added 1 date to the calendar.').waitFor({ timeout: 10_000 });

    const events = await page.evaluate(async () => {
      const res = await fetch('/api/calendar/events?fromDate=2027-04-01&toDate=2027-05-31', {
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
      });
      return (await res.json()) as Array<{ title: string; date: string }>;
    });
    expect(events.map((e) => [e.title, e.date]).sort()).toEqual([
      ['Museum trip', '2027-04-14'],
      ['Swimming gala', '2027-05-05'],
    ]);
    expect(page.problems).toEqual([]);
    expect(chat.problems).toEqual([]);
  });
});

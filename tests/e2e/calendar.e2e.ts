import { describe, expect, inject, it } from 'vitest';
import { addMemberViaApi, freshEmail, registerAndVerify } from './helpers';
import { newPage, useBrowser } from './browser';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('family calendar in the browser', () => {
  it('weekly event for a child with a reminder appears on every matching day, next month too; one occurrence deleted; a to-do added and completed', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('calendar'));
    await addMemberViaApi(page, {
      name: 'Leo Okafor',
      date_of_birth: '2016-04-02',
      relationship: 'son',
      school_name: 'Harbour Primary',
      year_level: 'Year 4',
      curriculum: 'australian',
    });
    await page.goto('/calendar');
    const grid = page.getByRole('grid');
    await grid.waitFor();

    // The account's timezone is Australia/Sydney (the registration helper picks Sydney): use its "today".
    const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Australia/Sydney' }));
    const start = iso(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())));
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByLabel('Title').fill('Swim practice');
    await dialog.getByLabel('Date').fill(start);
    await dialog.getByLabel('Time').fill('16:00');
    // "For" is a group of checkboxes (an event may be for several people); the label is what a parent presses.
    await dialog.getByText('Leo Okafor', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Leo Okafor' }).isChecked()).toBe(true);
    await dialog.getByLabel('Repeats').selectOption('weekly');
    await dialog.getByLabel('Reminder').selectOption('30');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const y = today.getFullYear();
    const m = today.getMonth();
    const daysInMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const expected = Math.floor((daysInMonth - today.getDate()) / 7) + 1;
    await expect.poll(async () => grid.getByText('Swim practice').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(expected);

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(async () => grid.getByText('Swim practice').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);

    // Delete the first occurrence in the next month, only that one.
    const before = await grid.getByText('Swim practice').count();
    await grid.getByText('Swim practice').first().click();
    await page.getByRole('button', { name: 'Delete Swim practice' }).first().click();
    await page.getByRole('button', { name: 'This event only' }).click();
    await expect.poll(async () => grid.getByText('Swim practice').count(), { timeout: 10_000 }).toBe(before - 1);

    await page.getByLabel('New task').fill('Pack swim bag');
    await page.getByRole('button', { name: 'Add task' }).click();
    const task = page.getByText('Pack swim bag');
    await task.waitFor();
    await task.click();
    await expect
      .poll(
        async () =>
          page.evaluate(
            async () =>
              (await (await fetch('/api/todos', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } })).json())[0].isCompleted,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(page.problems).toEqual([]);
  });
});

import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { api, connectWhatsapp, freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

describe('one to-do list in the browser', () => {
  it('a to-do added on /lists is in the calendar’s Tasks; ticked there, it is done on /lists; "todo …" on WhatsApp shows on /lists', async () => {
    const page = await newPage(browser(), appUrl);
    const chat = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('todos'));
    const say = await connectWhatsapp(page, chat);

    // On a 412 px phone: the To-dos entry beside Shopping, and no sideways scroll.
    await page.setViewportSize({ width: 412, height: 860 });
    await page.goto('/lists');
    await page
      .getByRole('navigation', { name: 'Your lists' })
      .getByRole('link', { name: /^To-dos/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('list') === 'todos');
    await page.getByRole('heading', { name: 'To-dos', level: 2 }).waitFor();
    const field = page.getByLabel('Add to-do');
    await field.fill('Book the dentist');
    await field.press('Enter');
    const open = page.getByRole('list', { name: 'Open to-dos' });
    await open.getByText('Book the dentist').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

    // Sent on WhatsApp while the page is open: it shows without a reload.
    expect(await say('todo buy stamps')).toMatch(/stamps/i);
    await open.getByText(/buy stamps/i).waitFor({ timeout: 15_000 });

    // The calendar's Tasks panel, reached in the same document: the same items.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    const tasks = page.getByRole('region', { name: 'Task list' });
    await tasks.getByText('Book the dentist').waitFor();
    await tasks.getByText(/buy stamps/i).waitFor();
    await tasks.getByText('Book the dentist').click();
    await expect
      .poll(
        async () =>
          ((await api(page, 'GET', '/api/todos')) as Array<{ task: string; isCompleted: boolean }>).find((t) => t.task === 'Book the dentist')?.isCompleted,
      )
      .toBe(true);

    await page.goBack();
    await page.getByRole('list', { name: 'Done to-dos' }).getByText('Book the dentist').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Book the dentist' }).isChecked()).toBe(true);
    expect(page.problems).toEqual([]);
  });
});

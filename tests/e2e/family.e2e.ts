import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, useBrowser } from './browser';
import { freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

async function fillBasics(dialog: Locator, name: string, dob: string, relationship: string) {
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Date of birth').fill(dob);
  await dialog.getByLabel('Relationship').selectOption(relationship);
}

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Family Member' });

describe('family members in the browser', () => {
  it('empty state, add a child and an adult, edit, view, delete; an HTML name stays text', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('family'));
    await page.getByRole('button', { name: 'Add First Family Member' }).waitFor();
    expect(await page.getByText('Active family profiles').count()).toBeGreaterThan(0);

    // An icon button's tooltip is drawn with its recipe (the theme leaves it out): a dark label box, not bare text.
    await page.getByRole('button', { name: 'Notifications' }).hover();
    const tooltip = page.getByRole('tooltip', { name: 'Notifications' });
    await tooltip.waitFor();
    const look = await tooltip.evaluate((e) => ({ background: getComputedStyle(e).backgroundColor, padding: getComputedStyle(e).paddingLeft }));
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.padding).not.toBe('0px');
    await page.mouse.move(0, 400);

    await page.getByRole('button', { name: 'Add First Family Member' }).click();
    let dialog = addDialog(page);
    await fillBasics(dialog, '<img src=x onerror=alert(1)>', '2016-04-02', 'son');
    await dialog.getByRole('button', { name: 'Add Family Member' }).click();
    await dialog.getByText('School name, year level, and curriculum are required for children').waitFor();
    await dialog.getByLabel('School name').fill('Harbour Primary');
    await dialog.getByLabel('Year level').fill('Year 4');
    await dialog.getByLabel('Curriculum').selectOption('australian');
    await dialog.getByLabel('General interests').fill('football, lego, , drawing, chess, piano');
    await dialog.getByRole('button', { name: 'Add Family Member' }).click();
    await page.getByText('Family member added successfully!').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: '<img src=x onerror=alert(1)>' }).waitFor();
    expect(await page.getByText('+2 more').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Add Member' }).click();
    dialog = addDialog(page);
    await fillBasics(dialog, 'Sam Okafor', '1984-09-12', 'spouse');
    await dialog.getByLabel('School name').waitFor({ state: 'detached', timeout: 5000 });
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByLabel('WhatsApp number').fill('+61400111222');
    await dialog.getByRole('button', { name: 'Add Family Member' }).click();
    await page.getByRole('article', { name: 'Sam Okafor' }).waitFor();
    const summary = page.getByRole('region', { name: 'Family summary' });
    await summary.getByText('2', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Edit <img src=x onerror=alert(1)>' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Family Member' });
    await edit.getByLabel('Year level').fill('Year 5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Family member updated successfully').first().waitFor();

    await page.getByRole('link', { name: 'View Sam Okafor' }).click();
    await page.waitForURL(/\/family\//);
    await page.getByRole('heading', { name: 'Sam Okafor' }).waitFor();
    await page.getByRole('button', { name: /Edit/ }).first().click();
    await page.getByRole('dialog', { name: 'Edit Family Member' }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText(/assessments and reports/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Delete member' }).click();
    await page.getByText('Family member deleted successfully').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    await page.getByRole('article', { name: 'Sam Okafor' }).waitFor({ state: 'detached', timeout: 10_000 });
    expect(page.problems).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
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
  await page.getByRole('option', { name: /Sydney/ }).first().click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Check Your Email').first().waitFor();
  const mail = await waitForEmail(email, /Verify your email/, { mailUrl });
  await page.goto(linkIn(mail, '/verify-email'));
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((u) => u.pathname === '/auth', { timeout: 10_000 });
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

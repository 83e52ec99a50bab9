import { describe, expect, inject, it } from 'vitest';
import { linkIn, waitForEmail } from '../helpers/mail';
import { newPage, useBrowser } from './browser';
import { freshEmail, freshWhatsapp, logOut, PASSWORD, registerAndVerify, signIn } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

describe('accounts in the browser', () => {
  it('registers, verifies from the mailbox, logs out, signs in by password and by magic link; a reused link fails clearly', async () => {
    const page = await newPage(browser(), appUrl);
    const email = freshEmail('journey');
    await registerAndVerify(page, mailUrl, email);
    await page
      .getByText(/Welcome/)
      .first()
      .waitFor();
    await logOut(page);

    await signIn(page, email);
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });
    await page.getByText('Welcome back!').first().waitFor();
    await logOut(page);

    const sentAfter = Math.floor(Date.now() / 1000) - 1;
    await page.goto('/auth/magic-link');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByText('Check Your Email').first().waitFor();
    const link = linkIn(await waitForEmail(email, /sign-in link/, { mailUrl, after: sentAfter }), '/auth/magic-link/verify');
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });

    const second = await newPage(browser(), appUrl);
    await second.goto(link);
    await second.getByRole('button', { name: 'Sign in', exact: true }).click();
    await second
      .getByText(/already been used/)
      .first()
      .waitFor();
    expect(await second.getByRole('link', { name: /magic link/i }).count()).toBeGreaterThan(0);
    expect([...page.problems, ...second.problems]).toEqual([]);
  });

  it('the Sign Up tab names the problem: an address already registered, then a network failure', async () => {
    const page = await newPage(browser(), appUrl);
    const email = freshEmail('taken');
    await registerAndVerify(page, mailUrl, email);
    // The verification link is where a new account becomes usable (docs/decisions/0002).
    await page.getByText('Account created successfully!').first().waitFor();
    await page.getByText('You can now access your dashboard.').first().waitFor();
    await logOut(page);

    await page.goto('/auth?tab=signup');
    await page.getByLabel('First name').fill('Maya');
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
    await page.getByText('Account already exists').first().waitFor();
    await page.getByText('An account with this email address already exists. Please try signing in instead.').first().waitFor();

    await page.getByLabel('Email').fill(freshEmail('offline'));
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Connection issue').first().waitFor();
    await page.getByText("We're having trouble connecting. Please check your internet connection and try again.").first().waitFor();
    await page.context().setOffline(false);
    expect(page.problems).toEqual([]);
  });

  it('resets a forgotten password: the old password stops working, the new one works, older sessions end', async () => {
    const page = await newPage(browser(), appUrl);
    const email = freshEmail('reset');
    await registerAndVerify(page, mailUrl, email);
    const oldToken = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(oldToken).toBeTruthy();

    const other = await newPage(browser(), appUrl);
    await other.goto('/auth');
    await other.getByRole('button', { name: /Forgot password/i }).click();
    await other.getByRole('dialog').getByLabel('Email').fill(email);
    await other.getByRole('dialog').getByRole('button', { name: /Send/i }).click();
    await other.getByText('Reset Link Sent').first().waitFor();
    const link = linkIn(await waitForEmail(email, /Reset your/, { mailUrl }), '/reset-password');
    await other.goto(link);
    await other.getByLabel('New password', { exact: true }).fill('Fresh-Start-7#');
    await other.getByLabel('Confirm new password').fill('Fresh-Start-7#');
    await other.getByRole('button', { name: 'Reset Password' }).click();
    await other
      .getByText(/password has been reset/i)
      .first()
      .waitFor();

    const res = await fetch(`${appUrl}/api/auth/user`, { headers: { authorization: `Bearer ${oldToken}` } });
    expect(res.status).toBe(401);
    expect(
      (
        await fetch(`${appUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        })
      ).status,
    ).toBe(401);
    await signIn(other, email, 'Fresh-Start-7#');
    await other.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });
  });

  it('settings: profile update, a wrong current password, and account deletion back to /', async () => {
    const page = await newPage(browser(), appUrl);
    const email = freshEmail('settings');
    await registerAndVerify(page, mailUrl, email);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
    await page.getByLabel('First name').fill('Mia');
    await page.getByRole('button', { name: /Save/i }).first().click();
    await page.getByText('Profile Updated').first().waitFor();

    await page.getByLabel('Current password').fill('Not-the-one-1!');
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-9?');
    await page.getByLabel('Confirm new password').fill('Brand-New-9?');
    await page.getByRole('button', { name: /Update Password|Change Password/i }).click();
    await page.getByText('Password Update Failed').first().waitFor();

    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Are you absolutely sure?').waitFor();
    await page.getByRole('alertdialog').getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.getByText('Account Deleted').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect((await fetch(`${appUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('settings: an email change asks for the password, waits for the new address, then moves the account', async () => {
    const page = await newPage(browser(), appUrl);
    const email = freshEmail('mover');
    const next = freshEmail('moved');
    await registerAndVerify(page, mailUrl, email);
    await page.goto('/settings');
    await page.getByLabel('Email').fill(next);
    await page.getByLabel('Current password').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`Waiting for confirmation from ${next}`).waitFor();
    // The old address is told, and still signs in.
    await waitForEmail(email, /being changed/, { mailUrl });
    const mail = await waitForEmail(next, /Confirm your new email/, { mailUrl });
    await page.goto(linkIn(mail, '/verify-email'));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard', { timeout: 15_000 });
    await page.goto('/settings');
    expect(await page.getByLabel('Email').inputValue()).toBe(next);
    expect(await page.getByText(/Waiting for confirmation/).count()).toBe(0);
  });
});

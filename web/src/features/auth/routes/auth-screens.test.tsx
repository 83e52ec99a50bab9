import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../../../test/render';

const TOKEN = 'Q'.repeat(43);

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

// The Sign In panel unmounts after its exit transition: on a busy machine both panels' Email fields exist for a moment.
async function openSignUpTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  await screen.findByLabelText('First name');
  await waitFor(() => expect(screen.getAllByLabelText('Email', { selector: 'input' })).toHaveLength(1));
}

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

describe('sign in (/auth)', () => {
  it('stores the session, greets the user and goes to / after a second', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { body: { token: 'new-token', user: sampleUser } },
      'GET /api/auth/user': { body: sampleUser },
    });
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });
    fill('Email', ' Ann@Example.com');
    fill('Password', 'whatever1');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    const toast = await toastWith('Welcome back!');
    expect(within(toast).getByText('Good to see you again, Ann')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBe('new-token');
    expect(Number(localStorage.getItem('recent_auth_action'))).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ann@example.com', password: 'whatever1' });
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' }, { timeout: 3000 })).toBeTruthy();
  });

  it('explains a wrong email or password and clears any token', async () => {
    localStorage.setItem('auth_token', 'stale');
    mockApi({
      'GET /api/auth/user': { status: 401, body: { error: 'Unauthorized' } },
      'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });
    fill('Email', 'ann@example.com');
    fill('Password', 'wrong-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    const toast = await toastWith('Sign-in unsuccessful');
    expect(within(toast).getByText("The email or password you entered doesn't match our records. Please try again.")).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('offers to resend the verification email when the address is not verified yet', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { status: 403, body: { error: 'Please verify your email address before signing in.' } },
      'POST /api/auth/resend-verification': { body: { success: true, message: 'A new verification link is on its way.' } },
    });
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });
    fill('Email', 'ann@example.com');
    fill('Password', 'Passw0rd!');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    // It replaces the sign-in toast, which first has to leave (one toast at a time).
    expect(await screen.findByText('A new verification link is on its way.', {}, { timeout: 4000 })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/auth/resend-verification', body: { email: 'ann@example.com' } });
  });

  it('shows the login messages for invalid input', async () => {
    mockApi({});
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });
    fill('Email', 'nope');
    fill('Password', 'short');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('sends a reset link from the Forgot password dialog', async () => {
    const { calls } = mockApi({ 'POST /api/auth/request-password-reset': { body: { success: true, message: 'ok' } } });
    renderApp('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    const toast = await toastWith('Reset Link Sent');
    expect(within(toast).getByText('Check your email for password reset instructions.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/auth/request-password-reset', body: { email: 'ann@example.com' } });
  });

  it('shows the account-created panel after signing up and returns to Sign In', async () => {
    mockApi({ 'POST /api/auth/register': { status: 201, body: { success: true, message: 'ok', email: 'ann@example.com' } } });
    renderApp('/auth');
    await openSignUpTab();
    fill('First name', 'Ann');
    fill('Last name', 'Lee');
    fill('Email', 'ann@example.com');
    fill('WhatsApp number', '+447700900123');
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'Leeds' } });
    fill('Password', 'Passw0rd!');
    fill('Confirm password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Account Created Successfully' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Sign In' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ann@example.com');
  });
});

describe('Sign Up tab toasts (docs/decisions/0002)', () => {
  async function signUp() {
    renderApp('/auth');
    await openSignUpTab();
    fill('First name', 'Ann');
    fill('Last name', 'Lee');
    fill('Email', 'ann@example.com');
    fill('WhatsApp number', '+447700900123');
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'Leeds' } });
    fill('Password', 'Passw0rd!');
    fill('Confirm password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it.each([
    [
      409,
      'An account with this email already exists',
      'Account already exists',
      'An account with this email address already exists. Please try signing in instead.',
    ],
    [
      409,
      'WhatsApp number already registered',
      'Number already registered',
      'This WhatsApp number is already connected to another account. Please use a different number.',
    ],
    [400, 'Please enter a valid email address', 'Invalid email', 'Please enter a valid email address, for example name@example.com.'],
    [
      400,
      'Password must contain at least one special character',
      'Password requirements',
      'Your password needs at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
    ],
    [400, 'This password is too common. Please choose another.', 'Password requirements', 'This password is too common. Please choose another.'],
    [500, 'Internal error', 'Account creation unsuccessful', "We couldn't create your account. Please check the details and try again."],
  ])('a %i "%s" is titled "%s"', async (status, error, title, description) => {
    mockApi({ 'POST /api/auth/register': { status, body: { error } } });
    await signUp();
    const toast = await toastWith(title);
    expect(within(toast).getByText(description)).toBeTruthy();
    expect(screen.queryByText('Account creation failed')).toBeNull();
  });

  it('says "Connection issue" when the network fails', async () => {
    mockApi({ 'POST /api/auth/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    await signUp();
    const toast = await toastWith('Connection issue');
    expect(within(toast).getByText("We're having trouble connecting. Please check your internet connection and try again.")).toBeTruthy();
  });
});

describe('/register', () => {
  it('shows Check Your Email with the address, then Try Again returns to the form', async () => {
    mockApi({ 'POST /api/auth/register': { status: 201, body: { success: true, message: 'ok', email: 'ann@example.com' } } });
    renderApp('/register');
    await screen.findByLabelText('First name');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    fill('First name', 'Ann');
    fill('Last name', 'Lee');
    fill('Email', 'ann@example.com');
    fill('WhatsApp number', '+447700900123');
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'Leeds' } });
    fill('Password', 'Passw0rd!');
    fill('Confirm password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeTruthy();
  });
});

describe('/auth/magic-link', () => {
  it('asks for an email before sending', async () => {
    const { calls } = mockApi({});
    renderApp('/auth/magic-link');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Magic Link' }));
    const toast = await toastWith('Email Required');
    expect(within(toast).getByText('Please enter your email address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a trimmed, lower-cased address and shows the sent panel', async () => {
    const { calls } = mockApi({ 'POST /api/auth/magic-link': { body: { success: true, message: 'sent' } } });
    renderApp('/auth/magic-link');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: '  Ann@Example.COM ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(screen.getByText(/expires in 15 minutes/)).toBeTruthy();
    expect(await screen.findByText('Magic Link Sent!')).toBeTruthy();
    expect(calls[0].body).toEqual({ email: 'ann@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Send to Different Email' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('');
  });

  it('reports a network failure', async () => {
    mockApi({ 'POST /api/auth/magic-link': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/auth/magic-link');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    const toast = await toastWith('Network Error');
    expect(within(toast).getByText('Please check your connection and try again.')).toBeTruthy();
  });
});

describe('emailed links never use the token on page load', () => {
  it('/verify-email waits for the button, then signs in', async () => {
    const { calls } = mockApi({
      'POST /api/auth/verify-email': { body: { token: 'session', user: sampleUser } },
      'GET /api/auth/user': { body: sampleUser },
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Verify my email' });
    expect(calls).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('session'));
    const toast = await toastWith('Account created successfully!');
    expect(within(toast).getByText('You can now access your dashboard.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/verify-email', body: { token: TOKEN } });
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' }, { timeout: 3000 })).toBeTruthy();
  });

  it('/verify-email with a used token explains it and offers a new email', async () => {
    const { calls } = mockApi({
      'POST /api/auth/verify-email': { status: 410, body: { error: 'This verification link has already been used.' } },
      'POST /api/auth/resend-verification': { body: { success: true, message: 'Sent again.' } },
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('heading', { name: 'This link can no longer be used' })).toBeTruthy();
    expect(screen.getByText('This verification link has already been used.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Sent again.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ email: 'ann@example.com' });
  });

  it('/auth/magic-link/verify signs in only from the button; an expired link points to a new one', async () => {
    const { calls } = mockApi({ 'POST /api/auth/magic-link/verify': { status: 410, body: { error: 'This sign-in link has expired.' } } });
    renderApp(`/auth/magic-link/verify?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(calls).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'This link can no longer be used' })).toBeTruthy();
    expect(screen.getByText('This sign-in link has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new magic link' }).getAttribute('href')).toBe('/auth/magic-link');
  });

  it.each(['/verify-email', '/auth/magic-link/verify', '/reset-password'])('%s without a token shows the clear page', async (path) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'This link can no longer be used' })).toBeTruthy();
  });

  it('/reset-password sets the new password from the form and links to sign in', async () => {
    const { calls } = mockApi({ 'POST /api/auth/reset-password': { body: { success: true, message: 'Your password has been reset.' } } });
    renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('button', { name: 'Reset Password' });
    expect(calls).toHaveLength(0);
    fill('New password', 'weak');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('New password', 'Passw0rd!');
    fill('Confirm new password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(calls[0].body).toEqual({ token: TOKEN, newPassword: 'Passw0rd!' });
  });

  it('/reset-password with an expired token leads to the Forgot password flow', async () => {
    mockApi({ 'POST /api/auth/reset-password': { status: 400, body: { error: 'This reset link has expired.' } } });
    renderApp(`/reset-password?token=${TOKEN}`);
    fill('New password', 'Passw0rd!');
    fill('Confirm new password', 'Passw0rd!');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This reset link has expired.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });
});

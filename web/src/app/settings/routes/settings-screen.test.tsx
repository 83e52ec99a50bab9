import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../../../test/render';

const user = { ...sampleUser, whatsapp_number: '+447700900123', location: 'London, United Kingdom', timezone: 'Europe/London' };

function signedIn(extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({ 'GET /api/auth/user': { body: user }, ...extra });
}

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('account settings (docs/decisions/0011)', () => {
  it("has the six sections in order (the spec's five plus Summaries)", async () => {
    signedIn();
    renderApp('/account-settings');
    await screen.findByRole('heading', { name: 'Account Settings', level: 1 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile Information',
      'Change Password',
      'Subscription Management',
      'WhatsApp assistant',
      'Summaries',
      'Danger Zone',
    ]);
    expect(within(section('Subscription Management')).getByText('Free Plan')).toBeTruthy();
  });

  it('saves the profile with PUT /api/auth/profile', async () => {
    const { calls } = signedIn({ 'PUT /api/auth/profile': { body: { ...user, first_name: 'Anna' } } });
    renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Profile Information' });
    fireEvent.change(within(profile).getByLabelText('First name'), { target: { value: 'Anna' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    expect(await toastWith('Profile Updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      first_name: 'Anna',
      last_name: 'Lee',
      email: 'ann@example.com',
      whatsapp_number: '+447700900123',
      location: 'London, United Kingdom',
      timezone: 'Europe/London',
    });
  });

  it('shows the settings profile messages', async () => {
    signedIn();
    renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Profile Information' });
    for (const [label, value] of [
      ['First name', ''],
      ['Last name', ' '],
      ['Email', 'bad'],
    ]) {
      const input = within(profile).getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
    expect(await within(profile).findByText('First name is required')).toBeTruthy();
    expect(within(profile).getByText('Last name is required')).toBeTruthy();
    expect(within(profile).getByText('Valid email is required')).toBeTruthy();
  });

  it('reports a failed update with the server message', async () => {
    signedIn({ 'PUT /api/auth/profile': { status: 409, body: { error: 'Number already registered' } } });
    renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Profile Information' });
    fireEvent.change(within(profile).getByLabelText('Last name'), { target: { value: 'Leigh' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    const toast = await toastWith('Update Failed');
    expect(within(toast).getByText('Number already registered')).toBeTruthy();
  });

  it('changes the password and shows the 5.3 messages', async () => {
    const { calls } = signedIn({ 'PUT /api/auth/password': { status: 400, body: { error: 'Current password is incorrect' } } });
    renderApp('/settings');
    const form = await screen.findByRole('region', { name: 'Change Password' });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText('Current password is required')).toBeTruthy();
    expect(within(form).getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(within(form).getByText('Please confirm your password')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'old-pass' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'Passw0rd!' } });
    fireEvent.change(within(form).getByLabelText('Confirm new password'), { target: { value: 'Passw0rd?' } });
    expect(await within(form).findByText("Passwords don't match")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Confirm new password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
    const toast = await toastWith('Password Update Failed');
    expect(within(toast).getByText('Current password is incorrect')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ currentPassword: 'old-pass', newPassword: 'Passw0rd!' });
  });

  it('deletes the account after confirmation and signs out to /', async () => {
    const { calls } = signedIn({ 'DELETE /api/auth/account': { body: { success: true } } });
    renderApp('/settings');
    const danger = await screen.findByRole('region', { name: 'Danger Zone' });
    fireEvent.click(within(danger).getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // The password is asked for again before anything is deleted.
    expect((within(dialog).getByRole('button', { name: 'Yes, delete my account' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: 'Sunny-Day-42!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await toastWith('Account Deleted')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE' && c.url === '/api/auth/account')?.body).toEqual({ currentPassword: 'Sunny-Day-42!' });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  it('reports a failed deletion', async () => {
    signedIn({ 'DELETE /api/auth/account': { status: 500, body: {} } });
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: 'wrong-one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    const toast = await toastWith('Deletion Failed');
    expect(within(toast).getByText('Failed to delete account.')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBe('tok');
  });

  it('asks for the current password when the email changes, then shows the change waiting for confirmation', async () => {
    const { calls } = signedIn({ 'PUT /api/auth/profile': { body: { ...user, pending_email: 'new@example.com' } } });
    renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Profile Information' });
    expect(within(profile).queryByLabelText(/Current password/)).toBeNull();
    fireEvent.change(within(profile).getByLabelText('Email'), { target: { value: 'New@Example.com' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    expect(await within(profile).findByText('Current password is required.')).toBeTruthy();
    fireEvent.change(within(profile).getByLabelText(/Current password/), { target: { value: 'Sunny-Day-42!' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    expect(await toastWith('Confirm your new email')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ email: 'new@example.com', currentPassword: 'Sunny-Day-42!' });
    expect(await within(profile).findByText('Waiting for confirmation from new@example.com')).toBeTruthy();
  });

  it('resends or cancels a pending email change', async () => {
    const { calls } = signedIn({
      'GET /api/auth/user': { body: { ...user, pending_email: 'new@example.com' } },
      'POST /api/auth/email-change/resend': { body: { success: true, message: 'We sent a new confirmation link to new@example.com.' } },
      'DELETE /api/auth/email-change': { body: { ...user, pending_email: null } },
    });
    renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Profile Information' });
    await within(profile).findByText('Waiting for confirmation from new@example.com');
    fireEvent.click(within(profile).getByRole('button', { name: 'Resend' }));
    expect(await toastWith('Confirmation sent')).toBeTruthy();
    fireEvent.click(within(profile).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(profile).queryByText('Waiting for confirmation from new@example.com')).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(expect.arrayContaining(['POST /api/auth/email-change/resend', 'DELETE /api/auth/email-change']));
  });

  it('signs out of all devices', async () => {
    const { calls } = signedIn({ 'POST /api/auth/logout-all': { body: { success: true } } });
    renderApp('/settings');
    const form = await screen.findByRole('region', { name: 'Change Password' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign out of all devices' }));
    expect(await toastWith('Signed out everywhere')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout-all')).toBe(true);
  });
});

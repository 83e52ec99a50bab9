import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../../../test/render';

describe('Complete Your Profile (docs/decisions/0011)', () => {
  it('opens from the dashboard, marks what WhatsApp needs and sends only filled fields', async () => {
    localStorage.setItem('auth_token', 'tok');
    const { calls } = mockApi({
      'GET /api/auth/user': { body: { ...sampleUser, first_name: '', last_name: '' } },
      'PUT /api/auth/profile': { body: { ...sampleUser, whatsapp_number: '+447700900123' } },
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Your Profile' }));
    const dialog = await screen.findByRole('dialog', { name: /Complete Your Profile/ });
    expect(within(dialog).getByText('Required for WhatsApp')).toBeTruthy();

    const whatsapp = within(dialog).getByLabelText('WhatsApp number');
    fireEvent.change(whatsapp, { target: { value: '12' } });
    fireEvent.blur(whatsapp);
    expect(await within(dialog).findByText('Please enter a valid WhatsApp number with country code')).toBeTruthy();

    fireEvent.change(whatsapp, { target: { value: '+44 7700 900123' } });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Your profile has been updated successfully.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ first_name: 'Ann', whatsapp_number: '+44 7700 900123', timezone: 'UTC' });
  });

  it('says so when the update fails', async () => {
    localStorage.setItem('auth_token', 'tok');
    mockApi({ 'GET /api/auth/user': { body: sampleUser }, 'PUT /api/auth/profile': { status: 500, body: {} } });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Your Profile' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
  });

  it("shows the server's message when the WhatsApp number is already in use (409)", async () => {
    localStorage.setItem('auth_token', 'tok');
    mockApi({
      'GET /api/auth/user': { body: sampleUser },
      'PUT /api/auth/profile': { status: 409, body: { error: 'WhatsApp number already registered' } },
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Your Profile' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('WhatsApp number'), { target: { value: '+44 7700 900123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    const toast = (await screen.findByText('Update Failed')).closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
    expect(within(toast).getByText('WhatsApp number already registered')).toBeTruthy();
    expect(within(dialog).getByText('WhatsApp number already registered')).toBeTruthy();
    expect(screen.queryByText('Failed to update profile. Please try again.')).toBeNull();
  });
});

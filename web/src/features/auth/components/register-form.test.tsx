import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { RegisterForm } from './register-form';

/** The texts linked to an input by aria-describedby (hint) and aria-errormessage (error). */
function descriptionOf(input: HTMLElement): string {
  return `${input.getAttribute('aria-describedby') ?? ''} ${input.getAttribute('aria-errormessage') ?? ''}`
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function type(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

const setup = () => {
  const onRegistered = vi.fn();
  renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
  return { onRegistered };
};

describe('the registration form (docs/decisions/0002)', () => {
  it.each([
    ['First name', 'A', 'First name must be at least 2 characters'],
    ['Last name', 'B', 'Last name must be at least 2 characters'],
    ['Email', 'not-an-email', 'Please enter a valid email address'],
    ['WhatsApp number', '12345', 'WhatsApp number is required'],
    ['WhatsApp number', '0123456789012', 'Please enter a valid WhatsApp number with country code'],
    ['Password', 'Ab1!', 'Password must be at least 8 characters'],
    ['Password', 'password1!', 'Password must contain at least one uppercase letter'],
    ['Password', 'PASSWORD1!', 'Password must contain at least one lowercase letter'],
    ['Password', 'Password!!', 'Password must contain at least one number'],
    ['Password', 'Password11', 'Password must contain at least one special character'],
  ])('%s %j shows "%s" on that field', async (label, value, message) => {
    setup();
    const input = type(label, value);
    await waitFor(() => expect(descriptionOf(input)).toContain(message));
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows "Passwords don\'t match" on the confirm field', async () => {
    setup();
    type('Password', 'Passw0rd!');
    const confirm = type('Confirm password', 'Passw0rd?');
    await waitFor(() => expect(descriptionOf(confirm)).toContain("Passwords don't match"));
  });

  it('asks for location and timezone when the form is sent without them', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const location = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(descriptionOf(location)).toContain('Location is required'));
    expect(screen.getByText('Timezone is required')).toBeTruthy();
    expect(descriptionOf(screen.getByLabelText('First name'))).toContain('First name must be at least 2 characters');
  });

  it('shows the WhatsApp hint', () => {
    setup();
    expect(descriptionOf(screen.getByLabelText('WhatsApp number'))).toContain('Include country code, e.g. +1 US, +44 UK, +971 UAE');
  });

  it('shows and hides the password', () => {
    setup();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('sends the registration and reports the address to verify', async () => {
    const { calls } = mockApi({
      'POST /api/auth/register': { status: 201, body: { success: true, message: 'Check your email', email: 'ann@example.com' } },
    });
    const { onRegistered } = setup();
    type('First name', 'Ann');
    type('Last name', 'Lee');
    type('Email', ' Ann@Example.com ');
    type('WhatsApp number', '+44 7700 900123');
    const location = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.focus(location);
    fireEvent.change(location, { target: { value: 'Lond' } });
    fireEvent.click(await screen.findByRole('option', { name: /London/ }));
    type('Password', 'Passw0rd!');
    type('Confirm password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ann@example.com'));
    expect(calls[0].body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      whatsappNumber: '+44 7700 900123',
      password: 'Passw0rd!',
      location: expect.stringContaining('London'),
      timezone: 'Europe/London',
      preferred_language: 'en',
    });
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(localStorage.getItem('recent_auth_action')).toMatch(/^\d+$/);
  });

  it('titles a failure "Account creation failed" with the message chosen from the server text', async () => {
    mockApi({ 'POST /api/auth/register': { status: 409, body: { error: 'An account with this email already exists' } } });
    setup();
    type('First name', 'Ann');
    type('Last name', 'Lee');
    type('Email', 'ann@example.com');
    type('WhatsApp number', '+447700900123');
    const location = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(location, { target: { value: 'Somewhere' } });
    type('Password', 'Passw0rd!');
    type('Confirm password', 'Passw0rd!');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    });
    const toast = await screen.findByText('Account creation failed');
    expect(
      within(toast.closest('[data-scope="toast"][data-part="root"]') as HTMLElement).getByText(
        'An account with this email already exists. Please try signing in instead',
      ),
    ).toBeTruthy();
  });
});

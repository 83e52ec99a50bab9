import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES } from '../../../../../shared/family';
import { mockApi, renderApp, sampleUser } from '../../../test/render';

function signedIn(extra = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, whatsapp_number: '+447700900999' } },
    'GET /api/family-members': { body: [] },
    ...extra,
  });
}

async function openDialog() {
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Add First Family Member' }, { timeout: 15_000 }));
  return screen.findByRole('dialog', { name: 'Add Family Member' });
}

const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Add Family Member dialog (docs/decisions/0009)', () => {
  it('requires name, date of birth and relationship, and school details for a child', async () => {
    signedIn();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Family Member' }));
    expect(await within(dialog).findByText(FAMILY_MESSAGES.name)).toBeTruthy();
    expect(within(dialog).getByText(FAMILY_MESSAGES.dateOfBirth)).toBeTruthy();
    expect(within(dialog).getByText(FAMILY_MESSAGES.relationship)).toBeTruthy();

    type(dialog, 'Name', 'Sam');
    type(dialog, 'Date of birth', '2016-04-02');
    type(dialog, 'Relationship', 'daughter');
    expect(within(dialog).getByRole('heading', { name: 'School Information' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Family Member' }));
    const message = await within(dialog).findByText(FAMILY_MESSAGES.childSchool);
    // Shown on the school name field.
    const schoolRoot = within(dialog).getByLabelText('School name').closest('[data-scope="field"][data-part="root"]');
    expect(schoolRoot?.contains(message)).toBe(true);
  });

  it('hides School Information for an adult and asks for email and WhatsApp', async () => {
    signedIn();
    const dialog = await openDialog();
    type(dialog, 'Name', 'Jo');
    type(dialog, 'Date of birth', '1985-01-01');
    type(dialog, 'Relationship', 'spouse');
    expect(within(dialog).queryByRole('heading', { name: 'School Information' })).toBeNull();
    expect(within(dialog).queryByLabelText('School name')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Family Member' }));
    expect(await within(dialog).findByText(FAMILY_MESSAGES.adultContact)).toBeTruthy();
    expect(within(dialog).queryByText(FAMILY_MESSAGES.childSchool)).toBeNull();
  });

  it('splits comma-separated interests, sends the payload, toasts, closes and refreshes', async () => {
    const { calls } = signedIn({ 'POST /api/family-members': { status: 201, body: { id: 'new' } } });
    const dialog = await openDialog();
    type(dialog, 'Name', '  Sam Lee ');
    type(dialog, 'Date of birth', '2016-04-02');
    type(dialog, 'Relationship', 'son');
    type(dialog, 'School name', 'Hill School');
    type(dialog, 'Year level', 'Year 3');
    type(dialog, 'Curriculum', 'british');
    type(dialog, 'Learning style', 'visual-kinesthetic');
    type(dialog, 'Personality type', 'is');
    type(dialog, 'General interests', ' football, ,lego ,  drawing,, ');
    type(dialog, 'Academic interests', 'maths,science');
    type(dialog, 'Academic challenges', ' , ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Family Member' }));
    expect(await screen.findByText('Family member added successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Sam Lee',
      date_of_birth: '2016-04-02',
      relationship: 'son',
      email: null,
      whatsapp_number: null,
      general_interests: ['football', 'lego', 'drawing'],
      academic_interests: ['maths', 'science'],
      academic_challenges: [],
      learning_style: 'visual-kinesthetic',
      personality_type: 'is',
      school_name: 'Hill School',
      year_level: 'Year 3',
      curriculum: 'british',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Family Member' })).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/family-members')).length).toBeGreaterThanOrEqual(2));
  });

  it.each([
    [{ error: 'Family member limit reached for your plan' }, 'Family Member Limit Reached', 'Family member limit reached for your plan'],
    [{ error: 'Something broke' }, 'Error', 'Something broke'],
    [{}, 'Error', 'Failed to add family member. Please try again.'],
  ])('shows the 8.5 toast for %j', async (body, title, description) => {
    signedIn({ 'POST /api/family-members': { status: 400, body } });
    const dialog = await openDialog();
    type(dialog, 'Name', 'Jo');
    type(dialog, 'Date of birth', '1985-01-01');
    type(dialog, 'Relationship', 'partner');
    type(dialog, 'Email', 'jo@example.com');
    type(dialog, 'WhatsApp number', '+447700900123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Family Member' }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Family Member' })).toBeTruthy();
  });

  it('asks to log in when the session has ended', async () => {
    signedIn({ 'POST /api/family-members': { status: 401, body: { error: 'Unauthorized' } } });
    const dialog = await openDialog();
    type(dialog, 'Name', 'Jo');
    type(dialog, 'Date of birth', '1985-01-01');
    type(dialog, 'Relationship', 'partner');
    type(dialog, 'Email', 'jo@example.com');
    type(dialog, 'WhatsApp number', '+447700900123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Family Member' }));
    expect(await screen.findByText('Please Log In First')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../../../test/render';
import { makeMember } from '../../../test/sample-member';

const adult = makeMember({
  id: 'a1',
  name: 'Jo Lee',
  relationship: 'spouse',
  date_of_birth: '1985-01-01',
  dateOfBirth: '1985-01-01',
  current_age: null,
  email: 'jo@example.com',
  whatsapp_number: '+447700900123',
  school_name: null,
  year_level: null,
  curriculum: null,
  learning_style: { visual: 5, kinesthetic: 5, auditory: 1 },
  general_interests: ['golf'],
});

describe('/family/:id (docs/decisions/0009)', () => {
  it('shows the member and saves an edit with the 5.1 learning-style rule', async () => {
    localStorage.setItem('auth_token', 'tok');
    const { calls } = mockApi({
      'GET /api/auth/user': { body: { ...sampleUser, whatsapp_number: '+447700900999' } },
      'GET /api/family-members/a1': { body: adult },
      'PUT /api/family-members/a1': { body: adult },
    });
    renderApp('/family/a1');
    expect(await screen.findByRole('heading', { name: 'Jo Lee', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Visual & Kinesthetic')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family Member' });
    for (const section of ['Basic', 'Contact', 'School', 'Academic', 'Personal']) expect(within(dialog).getByRole('heading', { name: section })).toBeTruthy();
    expect((within(dialog).getByLabelText('Learning style') as HTMLInputElement).value).toBe('visual, kinesthetic');
    fireEvent.change(within(dialog).getByLabelText('Learning style'), { target: { value: 'visual, auditory' } });
    fireEvent.change(within(dialog).getByLabelText('General interests'), { target: { value: 'golf, , tennis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Family member updated successfully')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(put.learning_style).toEqual({ visual: true, auditory: true });
    expect(put.general_interests).toEqual(['golf', 'tennis']);
    expect(put.relationship).toBe('spouse');
  });

  it('deletes after a confirmation that mentions assessments and reports, then goes to /', async () => {
    localStorage.setItem('auth_token', 'tok');
    let deleted = false;
    mockApi({
      'GET /api/auth/user': { body: { ...sampleUser, whatsapp_number: '+447700900999' } },
      'GET /api/family-members/a1': () => (deleted ? { status: 404, body: { error: 'Family member not found' } } : { body: adult }),
      'GET /api/family-members': () => ({ body: [] }),
      'DELETE /api/family-members/a1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderApp('/family/a1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family Member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Jo Lee?' });
    expect(within(confirm).getByText(/assessments and reports/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete member' }));
    expect(await screen.findByText('Family member deleted successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('leaves for the dashboard when the member does not exist', async () => {
    localStorage.setItem('auth_token', 'tok');
    mockApi({
      'GET /api/auth/user': { body: sampleUser },
      'GET /api/family-members': { body: [] },
    });
    renderApp('/family/gone');
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Family Member' })).toBeNull());
  });
});

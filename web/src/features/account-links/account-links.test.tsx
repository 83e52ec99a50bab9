import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/router';
import { mockApi, renderApp, renderWithProviders, sampleUser } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import type { AccountLink, LinkedUser } from './api/account-links';
import { SharedWithYou } from './components/shared-with-you';

/** What the frame reads for a signed-in visitor on any page (the user, and the bell after first paint): not the screen's calls. */
const topBarRead = (url: string) => url.startsWith('/api/auth/user') || url.startsWith('/api/notifications');
import { PENDING_INVITATION_KEY } from './lib/pending-invitation';

type Routes = Parameters<typeof mockApi>[0];

/** A well-formed invitation token (43 url-safe characters). */
const TOKEN = 'Abc_def-123'.padEnd(43, 'x');
const INVITE_PATH = `/account-link/${TOKEN}`;

function signedIn(extra: Routes = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({ 'GET /api/auth/user': { body: sampleUser }, ...extra });
}

function link(over: Omit<Partial<AccountLink>, 'otherUser'> & { otherUser?: Partial<LinkedUser> | null } = {}): AccountLink {
  const { otherUser, ...rest } = over;
  return {
    id: 'l1',
    status: 'accepted',
    relationship_type: 'spouse',
    permissions: ['view_children', 'manage_assessments'],
    isInitiator: false,
    created_at: '2025-01-01T00:00:00.000Z',
    otherUser:
      otherUser === null ? null : { id: 'u2', first_name: 'Bob', last_name: 'Lee', email: 'bob@example.com', profile_image_url: null, ...(otherUser ?? {}) },
    ...rest,
  };
}

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAppWithLocation(path: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { path },
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('/account-links (docs/decisions/0003)', () => {
  it('explains what is shared and shows the empty state', async () => {
    signedIn({ 'GET /api/account-links': { body: { accountLinks: [] } } });
    renderApp('/account-links');
    expect(await screen.findByRole('heading', { name: 'Connected Accounts (0)' })).toBeTruthy();
    expect(screen.getByText('No account links yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Links' })).toBeTruthy();
    expect(screen.getByText('What does linking share?')).toBeTruthy();
    expect(screen.getByText(/Nothing else is shared/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Invite Family Member' })).toBeTruthy();
    // The form is hidden until the button is pressed.
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('reveals the form with the four relationship labels, and Cancel hides it again', async () => {
    signedIn({ 'GET /api/account-links': { body: { accountLinks: [] } } });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Family Member' }));
    const select = screen.getByLabelText('Relationship') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Select relationship', 'Spouse/Partner', 'Co-Parent', 'Caregiver', 'Family Member']);
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Invitation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Email address')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Invite Family Member' })));
  });

  it("shows 'Missing Information' and sends nothing without both email and relationship", async () => {
    const { calls } = signedIn({ 'GET /api/account-links': { body: { accountLinks: [] } } });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Family Member' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    let toast = await toastWith('Missing Information');
    expect(within(toast).getByText('Please provide both email and relationship type.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(screen.getAllByText('Missing Information')).toHaveLength(1));
    toast = await toastWith('Missing Information');
    expect(within(toast).getByText('Please provide both email and relationship type.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts the invitation with the permissions chosen, toasts and re-reads the list', async () => {
    let sent = false;
    const { calls } = signedIn({
      'GET /api/account-links': () => ({
        body: {
          accountLinks: sent
            ? [
                link({
                  status: 'pending',
                  isInitiator: true,
                  relationship_type: 'co_parent',
                  otherUser: { id: null, first_name: '', last_name: '', email: 'bob@example.com' },
                }),
              ]
            : [],
        },
      }),
      'POST /api/account-links/invite': () => {
        sent = true;
        return { status: 201, body: { success: true, message: 'Invitation sent to bob@example.com.', accountLink: { id: 'l9' } } };
      },
    });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Family Member' }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: '  bob@example.com ' } });
    fireEvent.change(screen.getByLabelText('Relationship'), { target: { value: 'co_parent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    const toast = await toastWith('Invitation Sent');
    expect(within(toast).getByText('Invitation sent to bob@example.com.')).toBeTruthy();
    const post = calls.filter((c) => c.method === 'POST' && c.url === '/api/account-links/invite');
    expect(post).toHaveLength(1);
    // A co-parent is offered the calendar to see and change unless the inviter picks otherwise.
    expect(post[0]!.body).toEqual({
      targetEmail: 'bob@example.com',
      relationshipType: 'co_parent',
      permissions: ['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar'],
    });
    expect(post[0]!.headers.Authorization).toBe('Bearer tok');
    expect(await screen.findByRole('heading', { name: 'Connected Accounts (1)' })).toBeTruthy();
    expect(screen.getByText('Waiting for acceptance')).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it("pre-selects the family calendar by relationship until the inviter picks it, and sends the inviter's choice", async () => {
    const { calls } = signedIn({
      'GET /api/account-links': { body: { accountLinks: [] } },
      'POST /api/account-links/invite': { status: 201, body: { success: true, message: 'Invitation sent to gran@example.com.' } },
    });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Family Member' }));
    const calendar = screen.getByLabelText('Family calendar') as HTMLSelectElement;
    expect(Array.from(calendar.options).map((o) => o.textContent)).toEqual(['Not shared', 'View', 'View and change']);
    expect(calendar.value).toBe('none');
    const relationship = screen.getByLabelText('Relationship');
    for (const [type, right] of [
      ['spouse', 'edit'],
      ['caregiver', 'view'],
      ['co_parent', 'edit'],
      ['family_member', 'view'],
    ]) {
      fireEvent.change(relationship, { target: { value: type } });
      await waitFor(() => expect(calendar.value).toBe(right));
    }
    // Once picked, the calendar no longer follows the relationship.
    fireEvent.change(calendar, { target: { value: 'none' } });
    await waitFor(() => expect(calendar.value).toBe('none'));
    fireEvent.change(relationship, { target: { value: 'spouse' } });
    await waitFor(() => expect((relationship as HTMLSelectElement).value).toBe('spouse'));
    expect(calendar.value).toBe('none');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'gran@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await toastWith('Invitation Sent');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      targetEmail: 'gran@example.com',
      relationshipType: 'spouse',
      permissions: ['view_children', 'manage_assessments'],
    });
  });

  it('sends view_calendar alone for a caregiver', async () => {
    const { calls } = signedIn({
      'GET /api/account-links': { body: { accountLinks: [] } },
      'POST /api/account-links/invite': { status: 201, body: { success: true } },
    });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Family Member' }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'nanny@example.com' } });
    fireEvent.change(screen.getByLabelText('Relationship'), { target: { value: 'caregiver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await toastWith('Invitation Sent');
    expect((calls.find((c) => c.method === 'POST')?.body as { permissions: string[] }).permissions).toEqual([
      'view_children',
      'manage_assessments',
      'view_calendar',
    ]);
  });

  it.each([
    [
      'the server message',
      { status: 409, body: { error: 'You already have a pending invitation to this email address.' } },
      'You already have a pending invitation to this email address.',
    ],
    ["'Please try again' without one", { status: 500 }, 'Please try again'],
  ])("shows 'Failed to Send Invitation' with %s and keeps the form", async (_, answer, description) => {
    signedIn({ 'GET /api/account-links': { body: { accountLinks: [] } }, 'POST /api/account-links/invite': answer });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Family Member' }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText('Relationship'), { target: { value: 'spouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    const toast = await toastWith('Failed to Send Invitation');
    expect(within(toast).getByText(description)).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('bob@example.com');
  });

  it('lists each link with its name fallback, relationship, email, status badge and initiator notes', async () => {
    signedIn({
      'GET /api/account-links': {
        body: {
          accountLinks: [
            link({ id: 'a', status: 'accepted', relationship_type: 'spouse', otherUser: { profile_image_url: 'https://img.example/bob.png' } }),
            link({
              id: 'p',
              status: 'pending',
              isInitiator: true,
              relationship_type: 'caregiver',
              otherUser: { id: null, first_name: '', last_name: '', email: 'nanny@example.com' },
            }),
            link({
              id: 'd',
              status: 'declined',
              isInitiator: true,
              relationship_type: 'family_member',
              otherUser: { first_name: null, last_name: null, email: null },
            }),
          ],
        },
      },
    });
    renderApp('/account-links');
    expect(await screen.findByRole('heading', { name: 'Connected Accounts (3)' })).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Connected Accounts (3)' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const accepted = screen.getByRole('listitem', { name: 'Bob Lee' });
    expect(within(accepted).getByText('Spouse/Partner')).toBeTruthy();
    expect(within(accepted).getByText('bob@example.com')).toBeTruthy();
    expect(within(accepted).getByText('Accepted').getAttribute('data-status')).toBe('accepted');
    expect(within(accepted).getByText('BL')).toBeTruthy();
    expect(within(accepted).queryByText('You initiated this connection')).toBeNull();

    const pending = screen.getByRole('listitem', { name: 'nanny@example.com' });
    expect(within(pending).getAllByText('nanny@example.com')).toHaveLength(1);
    expect(within(pending).getByText('Caregiver')).toBeTruthy();
    expect(within(pending).getByText('Pending').getAttribute('data-status')).toBe('pending');
    expect(within(pending).getByText('You initiated this connection')).toBeTruthy();
    expect(within(pending).getByText('Waiting for acceptance')).toBeTruthy();

    const declined = screen.getByRole('listitem', { name: 'Unknown User' });
    expect(within(declined).getByText('Family Member')).toBeTruthy();
    expect(within(declined).getByText('Declined').getAttribute('data-status')).toBe('declined');
    expect(within(declined).getByText('You initiated this connection')).toBeTruthy();
    expect(within(declined).queryByText('Waiting for acceptance')).toBeNull();
    // A declined link shares nothing, and its calendar cannot be changed.
    expect(within(declined).queryByText('View shared family members')).toBeNull();
    expect(within(declined).queryByLabelText('Family calendar')).toBeNull();
    expect(within(accepted).getByText('View shared family members')).toBeTruthy();

    // Remove only on the accepted link; Withdraw only on the pending invitation this account sent.
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    expect(within(accepted).getByRole('button', { name: 'Remove link with Bob Lee' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
    expect(within(pending).getByRole('button', { name: 'Withdraw invitation to nanny@example.com' })).toBeTruthy();
  });

  it('shows what each link shares, and lets only the inviter change the calendar with PATCH /api/account-links/{id}', async () => {
    const sent = link({ id: 'l1', isInitiator: true, permissions: ['view_children', 'manage_assessments', 'view_calendar'] });
    const received = link({
      id: 'l2',
      isInitiator: false,
      permissions: ['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar'],
      otherUser: { id: 'u3', first_name: 'Cy', last_name: 'Park', email: 'cy@example.com' },
    });
    const { calls } = signedIn({
      'GET /api/account-links': { body: { accountLinks: [sent, received] } },
      'PATCH /api/account-links/l1': (call) => ({
        body: { success: true, accountLink: { ...sent, permissions: (call.body as { permissions: string[] }).permissions } },
      }),
    });
    renderApp('/account-links');
    const mine = await screen.findByRole('listitem', { name: 'Bob Lee' });
    const theirs = screen.getByRole('listitem', { name: 'Cy Park' });
    for (const line of ['View shared family members', 'Collaborate on assessments']) {
      expect(within(mine).getByText(line)).toBeTruthy();
      expect(within(theirs).getByText(line)).toBeTruthy();
    }
    expect(within(mine).getByText('See the family calendar')).toBeTruthy();
    // The invitee sees the right, without a control to change it.
    expect(within(theirs).getByText('See and change the family calendar')).toBeTruthy();
    expect(within(theirs).queryByLabelText('Family calendar')).toBeNull();

    const select = within(mine).getByLabelText('Family calendar') as HTMLSelectElement;
    expect(select.value).toBe('view');
    fireEvent.change(select, { target: { value: 'edit' } });
    const toast = await toastWith('Link Updated');
    expect(within(toast).getByText('Bob Lee can see and change your family calendar.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/api/account-links/l1', { permissions: ['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar'] }],
    ]);
    expect(await within(mine).findByText('See and change the family calendar')).toBeTruthy();
    expect(within(mine).queryByText('See the family calendar')).toBeNull();
    expect(select.value).toBe('edit');

    fireEvent.change(select, { target: { value: 'none' } });
    await toastWith('Bob Lee no longer sees your family calendar.');
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ permissions: ['view_children', 'manage_assessments'] });
    await waitFor(() => expect(within(mine).queryByText(/family calendar/)).toBeNull());
  });

  it("offers the calendar control on a pending invitation the account sent, and reports 'Failed to Update Link'", async () => {
    signedIn({
      'GET /api/account-links': {
        body: {
          accountLinks: [
            link({ id: 'p1', status: 'pending', isInitiator: true, otherUser: { id: null, first_name: '', last_name: '', email: 'gran@example.com' } }),
          ],
        },
      },
      'PATCH /api/account-links/p1': { status: 409, body: { error: 'This link changed a moment ago. Reload the page and try again.' } },
    });
    renderApp('/account-links');
    const item = await screen.findByRole('listitem', { name: 'gran@example.com' });
    const select = within(item).getByLabelText('Family calendar') as HTMLSelectElement;
    expect(select.value).toBe('none');
    fireEvent.change(select, { target: { value: 'view' } });
    const toast = await toastWith('Failed to Update Link');
    expect(within(toast).getByText('This link changed a moment ago. Reload the page and try again.')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('none'));
    expect(within(item).queryByText('See the family calendar')).toBeNull();
  });

  it('withdraws a pending invitation with POST /api/account-links/{id}/withdraw and re-reads the list', async () => {
    let withdrawn = false;
    const { calls } = signedIn({
      'GET /api/account-links': () => ({
        body: {
          accountLinks: withdrawn
            ? []
            : [link({ id: 'p1', status: 'pending', isInitiator: true, otherUser: { id: null, first_name: '', last_name: '', email: 'nanny@example.com' } })],
        },
      }),
      'POST /api/account-links/p1/withdraw': () => {
        withdrawn = true;
        return { body: { success: true } };
      },
    });
    renderApp('/account-links');
    const item = await screen.findByRole('listitem', { name: 'nanny@example.com' });
    expect(within(item).getByText('Waiting for acceptance')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Withdraw invitation to nanny@example.com' }));
    const toast = await toastWith('Invitation Withdrawn');
    expect(within(toast).getByText('The invitation to nanny@example.com no longer works.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/account-links/p1/withdraw']);
    expect(await screen.findByText('No account links yet')).toBeTruthy();
  });

  it('shows no Withdraw button on an invitation someone else sent, and reports a failed withdrawal', async () => {
    signedIn({
      'GET /api/account-links': {
        body: {
          accountLinks: [
            link({ id: 'p2', status: 'pending', isInitiator: true, otherUser: { id: null, first_name: '', last_name: '', email: 'gran@example.com' } }),
            link({ id: 'p3', status: 'pending', isInitiator: false }),
          ],
        },
      },
      'POST /api/account-links/p2/withdraw': { status: 409, body: { error: 'This invitation has just been answered, so it can no longer be withdrawn.' } },
    });
    renderApp('/account-links');
    const received = await screen.findByRole('listitem', { name: 'Bob Lee' });
    expect(within(received).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw invitation to gran@example.com' }));
    const toast = await toastWith('Failed to Withdraw Invitation');
    expect(within(toast).getByText('This invitation has just been answered, so it can no longer be withdrawn.')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'gran@example.com' })).toBeTruthy();
  });

  it('removes an accepted link only after confirmation', async () => {
    let removed = false;
    const { calls } = signedIn({
      'GET /api/account-links': () => ({ body: { accountLinks: removed ? [] : [link({ id: 'l1' })] } }),
      'DELETE /api/account-links/l1': () => {
        removed = true;
        return { body: { success: true } };
      },
    });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove link with Bob Lee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Account Link' });
    expect(within(dialog).getByText('Are you sure you want to remove this account link? This cannot be undone.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove link with Bob Lee' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Link' }));
    await toastWith('Link Removed');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/account-links/l1']);
    expect(await screen.findByText('No account links yet')).toBeTruthy();
  });

  it("reports 'Failed to Remove Link'", async () => {
    signedIn({
      'GET /api/account-links': { body: { accountLinks: [link({ id: 'l1' })] } },
      'DELETE /api/account-links/l1': { status: 400, body: { error: 'Only accepted links can be removed.' } },
    });
    renderApp('/account-links');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove link with Bob Lee' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Link' }));
    const toast = await toastWith('Failed to Remove Link');
    expect(within(toast).getByText('Only accepted links can be removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Bob Lee' })).toBeTruthy();
  });
});

describe('/account-link/{token} (docs/decisions/0003)', () => {
  const READ = `GET /api/account-links/invitation/${TOKEN}`;
  const details = (over: Record<string, unknown> = {}) => ({
    body: {
      invitation: {
        inviter: { first_name: 'Bob', last_name: 'Lee', email: 'bob@example.com' },
        relationship_type: 'co_parent',
        permissions: ['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar'],
        status: 'pending',
        expiresAt: '2026-03-16T12:00:00.000Z',
        ...over,
      },
    },
  });
  /** Signed in, with the invitation's details readable. */
  const invited = (extra: Routes = {}) => signedIn({ [READ]: details(), ...extra });

  it('asks a signed-out visitor to sign in, says who invited them (a read that uses nothing up), and remembers the invitation', async () => {
    const { calls } = mockApi({ [READ]: details() });
    renderApp(INVITE_PATH);
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In to Continue' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    expect(await screen.findByText(/invited you to link your Simplify accounts\. As their Co-Parent\./)).toBeTruthy();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    await waitFor(() => expect(sessionStorage.getItem(PENDING_INVITATION_KEY)).toBe(INVITE_PATH));
  });

  it('shows a spinner while the sign-in status loads', async () => {
    let release: (answer: { body: unknown }) => void = () => undefined;
    localStorage.setItem('auth_token', 'tok');
    mockApi({ 'GET /api/auth/user': () => new Promise((resolve) => (release = resolve)), [READ]: details() });
    renderApp(INVITE_PATH);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign In Required' })).toBeNull();
    release({ body: sampleUser });
    expect(await screen.findByRole('heading', { name: 'Account Link Invitation' })).toBeTruthy();
  });

  it('shows who invited, as what and what is shared, read with GET /api/account-links/invitation/{token}', async () => {
    const { calls } = invited();
    renderApp(INVITE_PATH);
    expect(await screen.findByRole('heading', { name: 'Account Link Invitation' })).toBeTruthy();
    expect(screen.getByText('Bob Lee (bob@example.com) invited you to link your Simplify accounts.')).toBeTruthy();
    expect(screen.getByText('Relationship')).toBeTruthy();
    expect(screen.getByText('Co-Parent')).toBeTruthy();
    expect(screen.queryByText('Family Member')).toBeNull();
    const access = screen.getByRole('list', { name: 'Shared access' });
    expect(
      within(access)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['View shared family members', 'Collaborate on assessments', 'See and change the family calendar']);
    expect(screen.getByText('Nothing else is shared: to-dos, billing and settings stay private.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline Invitation' })).toBeTruthy();
    // Reading the invitation answers nothing.
    expect(calls.filter((c) => !topBarRead(c.url)).map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual([READ]);
  });

  it('shows a view-only calendar line, or none when the calendar is not shared', async () => {
    invited({ [READ]: details({ relationship_type: 'caregiver', permissions: ['view_children', 'manage_assessments', 'view_calendar'] }) });
    const { unmount } = renderApp(INVITE_PATH);
    expect(await screen.findByText('Caregiver')).toBeTruthy();
    expect(screen.getByText('See the family calendar')).toBeTruthy();
    unmount();

    invited({ [READ]: details({ relationship_type: 'spouse', permissions: ['view_children', 'manage_assessments'] }) });
    renderApp(INVITE_PATH);
    expect(await screen.findByText('Spouse/Partner')).toBeTruthy();
    expect(screen.queryByText(/family calendar/)).toBeNull();
    expect(screen.getByText('Only children and their assessments are shared. Calendars, to-dos, billing and settings stay private.')).toBeTruthy();
  });

  it.each([
    ['withdrawn or expired (410)', { status: 410, body: { error: 'This invitation has expired. Ask for a new one.' } }],
    ['unknown (404)', { status: 404, body: { error: 'This invitation link is invalid or has expired.' } }],
  ])('shows Invalid Invitation for an invitation %s', async (_, answer) => {
    invited({ [READ]: answer });
    renderApp(INVITE_PATH);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('falls back to the details every link has when the invitation cannot be read, and can still be accepted', async () => {
    const { calls } = invited({
      [READ]: () => {
        throw new TypeError('Failed to fetch');
      },
      [`POST /api/account-links/accept/${TOKEN}`]: { body: { success: true } },
      'GET /api/family-members': { body: [] },
    });
    renderApp(INVITE_PATH);
    expect(await screen.findByRole('heading', { name: 'Account Link Invitation' })).toBeTruthy();
    expect(screen.getByText('You have been invited to link your Simplify account with another parent or caregiver.')).toBeTruthy();
    expect(screen.getByText('Family Member')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Shared access' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['View shared family members', 'Collaborate on assessments']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await toastWith('Invitation Accepted');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/account-links/accept/${TOKEN}`]);
  });

  it('accepts with a POST to /api/account-links/accept/{token} and goes to /dashboard', async () => {
    sessionStorage.setItem(PENDING_INVITATION_KEY, INVITE_PATH);
    const { calls } = invited({
      [`POST /api/account-links/accept/${TOKEN}`]: { body: { success: true, accountLink: { id: 'l1', status: 'accepted', relationship_type: 'spouse' } } },
      'GET /api/family-members': { body: [] },
    });
    renderAppWithLocation(INVITE_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    await toastWith('Invitation Accepted');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual([`/api/account-links/accept/${TOKEN}`]);
    expect(posts[0]!.headers.Authorization).toBe('Bearer tok');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sessionStorage.getItem(PENDING_INVITATION_KEY)).toBeNull();
  });

  it('declines with a POST to /api/account-links/decline/{token} and goes to /dashboard', async () => {
    const { calls } = invited({
      [`POST /api/account-links/decline/${TOKEN}`]: { body: { success: true, accountLink: { id: 'l1', status: 'declined', relationship_type: 'spouse' } } },
      'GET /api/family-members': { body: [] },
    });
    renderAppWithLocation(INVITE_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Invitation' }));
    await toastWith('Invitation Declined');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/account-links/decline/${TOKEN}`]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it.each([
    [
      'the server message',
      { status: 403, body: { error: 'This invitation was sent to a different email address. Sign in with that address to answer it.' } },
      'This invitation was sent to a different email address. Sign in with that address to answer it.',
    ],
    ['that the invitation may have expired without one', { status: 410 }, 'This invitation may have expired'],
  ])("shows 'Failed to Accept' with %s and stays", async (_, answer, description) => {
    invited({ [`POST /api/account-links/accept/${TOKEN}`]: answer });
    renderAppWithLocation(INVITE_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    const toast = await toastWith('Failed to Accept');
    expect(within(toast).getByText(description)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(INVITE_PATH);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Accept Invitation' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows 'Failed to Decline'", async () => {
    invited({ [`POST /api/account-links/decline/${TOKEN}`]: { status: 500 } });
    renderAppWithLocation(INVITE_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Invitation' }));
    const toast = await toastWith('Failed to Decline');
    expect(within(toast).getByText('Please try again')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(INVITE_PATH);
  });

  it('shows Invalid Invitation for a malformed token', async () => {
    const { calls } = signedIn();
    renderApp('/account-link/not-a-token');
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('This invitation link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(calls.filter((c) => !topBarRead(c.url))).toEqual([]);
  });
});

describe('SharedWithYou (docs/decisions/0003)', () => {
  const child = {
    ...makeMember({ id: 'm9', name: 'Mia Lee', current_age: 8, school_name: 'Hill School' }),
    owner: { id: 'u2', first_name: 'Bob', last_name: 'Lee' },
  };

  it('lists shared children with age, school, owner and a link to the profile', async () => {
    signedIn({ 'GET /api/shared/family-members': { body: [child] } });
    renderWithProviders(<SharedWithYou />);
    const section = await screen.findByRole('region', { name: 'Shared with you' });
    const item = within(section).getByRole('listitem', { name: 'Mia Lee' });
    expect(within(item).getByRole('link', { name: 'Mia Lee' }).getAttribute('href')).toBe('/family/m9');
    expect(within(item).getByText('Age 8')).toBeTruthy();
    expect(within(item).getByText('Hill School')).toBeTruthy();
    expect(within(item).getByText('Shared by Bob Lee')).toBeTruthy();
  });

  it.each([
    ['an empty list', { body: [] }],
    ['a failed read', { status: 500, body: { error: 'boom' } }],
  ])('renders nothing for %s', async (_, answer) => {
    const { calls } = signedIn({ 'GET /api/shared/family-members': answer });
    const { container } = renderWithProviders(<SharedWithYou />);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/shared/family-members'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });

  it('links back to an invitation opened before signing in', async () => {
    sessionStorage.setItem(PENDING_INVITATION_KEY, INVITE_PATH);
    signedIn({ 'GET /api/shared/family-members': { body: [] } });
    renderWithProviders(<SharedWithYou />);
    expect((await screen.findByRole('link', { name: 'Open the invitation' })).getAttribute('href')).toBe(INVITE_PATH);
    expect(screen.queryByRole('region', { name: 'Shared with you' })).toBeNull();
  });

  it('shows on the dashboard', async () => {
    signedIn({ 'GET /api/family-members': { body: [makeMember({ id: 'm1' })] }, 'GET /api/shared/family-members': { body: [child] } });
    renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: 'Shared with you' });
    expect(within(section).getByText('Shared by Bob Lee')).toBeTruthy();
  });
});

describe('shared children in the assessment member lists', () => {
  const own = makeMember({ id: 'm1', name: 'Sam Lee' });
  const shared = { ...makeMember({ id: 'm9', name: 'Mia Lee', user_id: 'u2' }), owner: { id: 'u2', first_name: 'Bob', last_name: 'Lee' } };

  it.each([
    ['/vark-assessment', 'GET /api/vark/access', 'GET /api/vark/assessments'],
    ['/disc-assessment', 'GET /api/disc/access', 'GET /api/disc/assessments'],
  ])('%s lists the shared children after your own', async (path, access, list) => {
    signedIn({
      'GET /api/family-members': { body: [own] },
      'GET /api/shared/family-members': { body: [shared] },
      [access]: { body: { hasAccess: true } },
      [list]: { body: [] },
    });
    renderApp(path);
    expect(await screen.findByRole('article', { name: 'Mia Lee' })).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names.filter((n) => n === 'Sam Lee' || n === 'Mia Lee')).toEqual(['Sam Lee', 'Mia Lee']);
  });
});

import { linkIn, waitForEmail } from '../../tests/helpers/mail';
import type { RouteBench } from './db-measure';
import { expectStatus, mailClock, PASSWORD, registerOnly, signUp, tokenFromLink, uniqueEmail } from './seed';

/** The account routes measured for their DynamoDB round trips: sign-up and sign-in, account links, the admin dashboard. */

export async function measureAccounts({ api, measure, mailUrl, seed: { u } }: RouteBench) {
  const tok = { token: u.token };
  // accounts: a throwaway account x for the destructive routes, so the seeded parent keeps its session
  const xEmail = uniqueEmail('bench-x');
  const xBody = {
    firstName: 'Xena',
    lastName: 'Okafor',
    email: xEmail,
    whatsappNumber: `+1${String(2000000000 + Math.floor(Math.random() * 7999999999)).slice(0, 10)}`,
    password: PASSWORD,
    location: 'Perth',
    timezone: 'UTC',
  };
  let t = mailClock();
  await measure('POST /api/auth/register', 201, () => api('POST', '/api/auth/register', { body: xBody, ip: '203.0.113.20' }));
  const xVerify = tokenFromLink(linkIn(await waitForEmail(xEmail, /Verify your email/, { mailUrl, after: t }), '/verify-email'));
  const x = (await measure('POST /api/auth/verify-email', 200, () => api('POST', '/api/auth/verify-email', { body: { token: xVerify } }))).body as {
    token: string;
  };
  const pending = await registerOnly(api, mailUrl, { ip: '203.0.113.21' });
  await measure('POST /api/auth/resend-verification', 200, () => api('POST', '/api/auth/resend-verification', { body: { email: pending.email } }));
  const login = await measure('POST /api/auth/login', 200, () => api('POST', '/api/auth/login', { body: { email: u.email, password: PASSWORD } }));
  await measure('POST /api/auth/logout', 200, () => api('POST', '/api/auth/logout', { token: (login.body as { token: string }).token }));
  await measure('GET /api/auth/user', 200, () => api('GET', '/api/auth/user', tok));
  await measure('PUT /api/auth/profile', 200, () => api('PUT', '/api/auth/profile', { ...tok, body: { first_name: 'Maya', location: 'Sydney, Australia' } }));
  await measure('PUT /api/auth/password', 200, () =>
    api('PUT', '/api/auth/password', { token: x.token, body: { currentPassword: PASSWORD, newPassword: 'Brand-New-9?' } }),
  );
  t = mailClock();
  await measure('POST /api/auth/magic-link', 200, () => api('POST', '/api/auth/magic-link', { body: { email: u.email } }));
  const magic = tokenFromLink(linkIn(await waitForEmail(u.email, /sign-in link/, { mailUrl, after: t }), '/auth/magic-link/verify'));
  await measure('POST /api/auth/magic-link/verify', 200, () => api('POST', '/api/auth/magic-link/verify', { body: { token: magic } }));
  t = mailClock();
  await measure('POST /api/auth/request-password-reset', 200, () => api('POST', '/api/auth/request-password-reset', { body: { email: xEmail } }));
  const reset = tokenFromLink(linkIn(await waitForEmail(xEmail, /Reset your/, { mailUrl, after: t }), '/reset-password'));
  await measure('POST /api/auth/reset-password', 200, () => api('POST', '/api/auth/reset-password', { body: { token: reset, newPassword: 'Fresh-Start-7#' } }));
  const x2 = expectStatus(await api('POST', '/api/auth/login', { body: { email: xEmail, password: 'Fresh-Start-7#' } }), 200, 'login x').body as {
    token: string;
  };
  await measure('DELETE /api/auth/account', 200, () => api('DELETE', '/api/auth/account', { token: x2.token, body: { currentPassword: 'Fresh-Start-7#' } }));
}

export async function measureAccountLinks({ api, measure, mailUrl, linkToken, seed: { u, partner, admin } }: RouteBench) {
  const tok = { token: u.token };
  // account links: the seeded link is listed; a fresh invitee declines, another accepts and is removed, a third invitation is withdrawn
  await measure('GET /api/account-links', 200, () => api('GET', '/api/account-links', tok));
  const decliner = await signUp(api, mailUrl, { firstName: 'Dana' });
  let t = mailClock();
  await measure('POST /api/account-links/invite', 201, () =>
    api('POST', '/api/account-links/invite', { ...tok, body: { targetEmail: decliner.email, relationshipType: 'caregiver' } }),
  );
  const declineToken = await linkToken(decliner.email, t);
  // The invitee's bell: the pending invitation is found by their address (profile read with the session).
  await measure('GET /api/notifications', 200, () => api('GET', '/api/notifications', { token: decliner.token }));
  await measure('POST /api/notifications/read', 200, () => api('POST', '/api/notifications/read', { token: decliner.token }));
  await measure('POST /api/account-links/decline/{token}', 200, () => api('POST', `/api/account-links/decline/${declineToken}`, { token: decliner.token }));
  const acceptor = await signUp(api, mailUrl, { firstName: 'Abe' });
  t = mailClock();
  const invited = expectStatus(
    await api('POST', '/api/account-links/invite', { ...tok, body: { targetEmail: acceptor.email, relationshipType: 'family_member' } }),
    201,
    'invite acceptor',
  ).body as { accountLink: { id: string } };
  const acceptToken = await linkToken(acceptor.email, t);
  await measure('GET /api/account-links/invitation/{token}', 200, () => api('GET', `/api/account-links/invitation/${acceptToken}`));
  await measure('PATCH /api/account-links/{id}', 200, () =>
    api('PATCH', `/api/account-links/${invited.accountLink.id}`, { ...tok, body: { permissions: ['view_calendar'] } }),
  );
  await measure('POST /api/account-links/accept/{token}', 200, () => api('POST', `/api/account-links/accept/${acceptToken}`, { token: acceptor.token }));
  await measure('DELETE /api/account-links/{id}', 200, () => api('DELETE', `/api/account-links/${invited.accountLink.id}`, tok));
  const withdrawn = expectStatus(
    await api('POST', '/api/account-links/invite', { ...tok, body: { targetEmail: 'not-yet-a-user@example.com', relationshipType: 'caregiver' } }),
    201,
    'invite to withdraw',
  ).body as { accountLink: { id: string } };
  await measure('POST /api/account-links/{id}/withdraw', 200, () => api('POST', `/api/account-links/${withdrawn.accountLink.id}/withdraw`, tok));
  await measure('GET /api/shared/family-members', 200, () => api('GET', '/api/shared/family-members', { token: partner.token }));

  await measure('GET /api/admin/dashboard', 200, () => api('GET', '/api/admin/dashboard', { token: admin.token }));
}

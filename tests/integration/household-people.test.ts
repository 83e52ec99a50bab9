import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';

/** Ana invites Ben as co-parent with the calendar to view and change; Ben accepts. */
async function household() {
  const a = await signedUpUser({ firstName: 'Ana', lastName: 'Okafor', timezone: 'UTC' });
  const b = await signedUpUser({ firstName: 'Ben', lastName: 'Okafor', timezone: 'UTC' });
  const inv = await api.post(
    '/api/account-links/invite',
    { targetEmail: b.email, relationshipType: 'co_parent', permissions: ['edit_calendar'] },
    { token: a.token },
  );
  expect(inv.status).toBe(201);
  const token = linkIn(await waitForEmail(b.email, /invited you/), '/account-link/').split('/account-link/')[1];
  expect((await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token })).status).toBe(200);
  const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: a.token })).body as { id: string };
  return { a, b, mia };
}

const dentist = (over: Record<string, unknown>) => ({ title: 'Dentist', date: '2026-12-05', time: '15:00', ...over });

describe('people on a household’s events', () => {
  it('"me" names the caller: the co-parent puts themself on the family’s event, the holder on their own', async () => {
    const { a, b, mia } = await household();
    const bens = await api.post('/api/calendar/events', dentist({ memberIds: [mia.id, 'me'] }), { token: b.token });
    expect(bens.status).toBe(201);
    expect(bens.body).toMatchObject({ familyId: a.user.id, familyMemberId: mia.id, memberIds: [mia.id, b.user.id] });
    const anas = await api.post('/api/calendar/events', dentist({ title: 'Haircut', memberIds: ['me', b.user.id] }), { token: a.token });
    expect(anas.status).toBe(201);
    expect(anas.body).toMatchObject({ familyMemberId: a.user.id, memberIds: [a.user.id, b.user.id] });
    // A change naming "me" (older clients: familyMemberId) is the caller too; "me" and their id are one person.
    const changed = await api.put(`/api/calendar/events/${anas.body.id}`, { familyMemberId: 'me' }, { token: b.token });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ memberIds: [b.user.id] });
    const twice = await api.put(`/api/calendar/events/${anas.body.id}`, { memberIds: ['me', b.user.id, mia.id] }, { token: b.token });
    expect(twice.body).toMatchObject({ memberIds: [b.user.id, mia.id] });
  });

  it('the calendar feed names everyone an event is for: the children and the household’s adults', async () => {
    const { a, b, mia } = await household();
    expect((await api.post('/api/calendar/events', dentist({ memberIds: [mia.id, b.user.id, a.user.id] }), { token: b.token })).status).toBe(201);
    const path = new URL((await api.get('/api/calendar/feed', { token: a.token })).body.url).pathname;
    const feed = await api.get(path);
    expect(feed.status).toBe(200);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(feed.text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Dentist');
    expect(event.description).toBe('For: Mia Okafor, Ben Okafor, Ana Okafor');
  });
});

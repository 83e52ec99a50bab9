import { describe, expect, it } from 'vitest';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { adultMember, childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';

type User = Awaited<ReturnType<typeof signedUpUser>>;

const invitationOf = async (email: string) => {
  const mail = await waitForEmail(email, /invited you/);
  return { mail, token: linkIn(mail, '/account-link/').split('/account-link/')[1] };
};

/** Ana invites Ben with the permissions given; Ben accepts. */
async function household(permissions: string[], relationshipType = 'co_parent') {
  const a = await signedUpUser({ firstName: 'Ana', timezone: 'UTC' });
  const b = await signedUpUser({ firstName: 'Ben', timezone: 'UTC' });
  const inv = await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType, permissions }, { token: a.token });
  expect(inv.status).toBe(201);
  const { mail, token } = await invitationOf(b.email);
  expect((await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token })).status).toBe(200);
  return { a, b, linkId: inv.body.accountLink.id as string, mail, granted: inv.body.accountLink.permissions as string[] };
}

const swim = (over: Record<string, unknown> = {}) => ({ title: 'Swimming', date: '2026-12-05', time: '10:00', duration: 60, ...over });
const week = (u: User) => api.get('/api/calendar/events', { token: u.token, query: { fromDate: '2026-12-01', toDate: '2026-12-07' } });

describe('a link that shares the family calendar', () => {
  it('grants what the invitation names on top of the fixed two (edit implies view); naming none shares no calendar', async () => {
    const a = await signedUpUser();
    const ask = async (permissions: unknown) =>
      (
        await api.post(
          '/api/account-links/invite',
          { targetEmail: `p${Math.random()}@example.com`, relationshipType: 'spouse', permissions },
          { token: a.token },
        )
      ).body.accountLink.permissions;
    expect(await ask(['edit_calendar'])).toEqual(['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar']);
    expect(await ask(['view_calendar', 'admin'])).toEqual(['view_children', 'manage_assessments', 'view_calendar']);
    expect(await ask(undefined)).toEqual(['view_children', 'manage_assessments']);
    expect(await ask(['view_children'])).toEqual(['view_children', 'manage_assessments']);
  });

  it('the invitation page reads who invites, as what and what is shared, without using the token up', async () => {
    const a = await signedUpUser({ firstName: 'Ana' });
    const b = await signedUpUser();
    await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'spouse', permissions: ['edit_calendar'] }, { token: a.token });
    const { mail, token } = await invitationOf(b.email);
    expect(mail.body.text).toContain('Spouse/Partner');
    expect(mail.body.text).toContain('see and change the family calendar');
    const read = await api.get(`/api/account-links/invitation/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.invitation).toMatchObject({
      inviter: { first_name: 'Ana', email: a.email },
      relationship_type: 'spouse',
      permissions: ['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar'],
      status: 'pending',
    });
    expect((await api.get(`/api/account-links/invitation/${token}`)).status).toBe(200);
    expect((await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token })).status).toBe(200);
    expect((await api.get(`/api/account-links/invitation/${token}`)).status).toBe(410);
    expect((await api.get(`/api/account-links/invitation/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await api.get('/api/account-links/invitation/short')).status).toBe(400);
  });

  it('each adult sees the other family’s events marked with it; with change rights either changes them; the holder sees the change', async () => {
    const { a, b } = await household(['edit_calendar']);
    const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: a.token })).body;
    const made = await api.post('/api/calendar/events', swim({ familyMemberId: mia.id }), { token: a.token });
    expect(made.status).toBe(201);
    const seen = (await week(b)).body;
    expect(seen).toEqual([
      expect.objectContaining({ id: made.body.id, title: 'Swimming', family: expect.objectContaining({ id: a.user.id, own: false, canEdit: true }) }),
    ]);
    expect(seen[0].people).toEqual([{ id: mia.id, name: 'Mia Okafor' }]);
    expect(seen[0].readOnly).toBeUndefined();

    const moved = await api.put(`/api/calendar/events/${made.body.id}`, { time: '11:00' }, { token: b.token });
    expect(moved.status).toBe(200);
    expect((await week(a)).body[0]).toMatchObject({ id: made.body.id, time: '11:00' });
    expect((await week(a)).body[0].family).toBeUndefined();

    // The co-parent adds for Mia: it lands in Mia's family, which the holder sees as their own.
    const added = await api.post('/api/calendar/events', swim({ title: 'Dentist', memberIds: [mia.id, b.user.id], time: '15:00' }), { token: b.token });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ familyId: a.user.id, familyMemberId: mia.id, memberIds: [mia.id, b.user.id] });
    expect((await week(a)).body.map((e: { title: string }) => e.title)).toEqual(['Swimming', 'Dentist']);
    expect((await api.delete(`/api/calendar/events/${added.body.id}`, { token: b.token })).status).toBe(200);
    expect((await week(a)).body.map((e: { title: string }) => e.title)).toEqual(['Swimming']);
  });

  it('with view rights every change is refused with a 403 a person understands; the holder’s own stay theirs', async () => {
    const { a, b } = await household(['view_calendar'], 'caregiver');
    const mia = (await api.post('/api/family-members', childMember(), { token: a.token })).body;
    const made = (await api.post('/api/calendar/events', swim({ familyMemberId: mia.id }), { token: a.token })).body;
    const seen = (await week(b)).body;
    expect(seen[0]).toMatchObject({ id: made.id, readOnly: true, family: { canEdit: false } });
    const put = await api.put(`/api/calendar/events/${made.id}`, { time: '12:00' }, { token: b.token });
    expect(put.status).toBe(403);
    expect(put.body.error).toMatch(/can see Ana .*calendar but not change it/);
    expect((await api.delete(`/api/calendar/events/${made.id}`, { token: b.token })).status).toBe(403);
    expect((await api.post('/api/calendar/events', swim({ familyMemberId: mia.id }), { token: b.token })).status).toBe(403);
    expect((await week(a)).body).toEqual([expect.objectContaining({ time: '10:00' })]);
  });

  it('the holder changes the link’s calendar right; lowering or removing it counts from the next request', async () => {
    const { a, b, linkId } = await household(['edit_calendar']);
    const made = (await api.post('/api/calendar/events', swim(), { token: a.token })).body;
    expect((await api.patch(`/api/account-links/${linkId}`, { permissions: ['view_calendar'] }, { token: b.token })).status).toBe(403);
    const lowered = await api.patch(`/api/account-links/${linkId}`, { permissions: ['view_calendar'] }, { token: a.token });
    expect(lowered.status).toBe(200);
    expect(lowered.body.accountLink.permissions).toEqual(['view_children', 'manage_assessments', 'view_calendar']);
    expect((await api.get('/api/account-links', { token: b.token })).body.accountLinks[0].permissions).toContain('view_calendar');
    expect((await api.put(`/api/calendar/events/${made.id}`, { time: '12:00' }, { token: b.token })).status).toBe(403);
    await api.patch(`/api/account-links/${linkId}`, { permissions: [] }, { token: a.token });
    expect((await week(b)).body).toEqual([]);
    expect((await api.put(`/api/calendar/events/${made.id}`, { time: '12:00' }, { token: b.token })).status).toBe(404);
    await api.patch(`/api/account-links/${linkId}`, { permissions: ['edit_calendar'] }, { token: a.token });
    expect((await week(b)).body).toHaveLength(1);
    expect((await api.delete(`/api/account-links/${linkId}`, { token: a.token })).status).toBe(200);
    expect((await week(b)).body).toEqual([]);
    expect((await api.delete(`/api/calendar/events/${made.id}`, { token: b.token })).status).toBe(404);
    expect((await api.patch(`/api/account-links/${linkId}`, { permissions: ['edit_calendar'] }, { token: a.token })).status).toBe(404);
    expect((await api.patch(`/api/account-links/${linkId}`, { permissions: 'edit' }, { token: a.token })).status).toBe(400);
  });

  it('a stranger’s request for another family’s event is a 404; people from two families on one event are refused', async () => {
    const { a, b } = await household(['edit_calendar']);
    const stranger = await signedUpUser();
    const made = (await api.post('/api/calendar/events', swim(), { token: a.token })).body;
    expect((await api.put(`/api/calendar/events/${made.id}`, { time: '12:00' }, { token: stranger.token })).status).toBe(404);
    expect((await api.delete(`/api/calendar/events/${made.id}`, { token: stranger.token })).status).toBe(404);
    const mia = (await api.post('/api/family-members', childMember(), { token: a.token })).body;
    const bensOwn = (await api.post('/api/family-members', adultMember(), { token: b.token })).body;
    const mixed = await api.post('/api/calendar/events', swim({ memberIds: [mia.id, bensOwn.id] }), { token: b.token });
    expect(mixed.status).toBe(400);
    expect((await api.post('/api/calendar/events', swim({ memberIds: [mia.id] }), { token: stranger.token })).status).toBe(400);
    const people = (await api.get('/api/calendar/people', { token: b.token })).body.families;
    expect(people.map((f: { own: boolean; canEdit: boolean }) => [f.own, f.canEdit])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(people[1].people.map((p: { id: string }) => p.id)).toEqual([mia.id, b.user.id, a.user.id]);
  });

  it('both adults of a household use one Shopping list: the co-parent lands on the holder’s, and their own empty one is not shown', async () => {
    const { a, b } = await household(['edit_calendar']);
    const lists = async (u: User) => (await api.get('/api/lists', { token: u.token })).body.lists as Array<{ id: string; name: string; familyId: string }>;
    const anas = (await lists(a)).find((l) => l.name === 'Shopping' && l.familyId === a.user.id)!;
    await api.post(`/api/lists/${anas.id}/items`, { items: [{ text: 'milk' }] }, { token: a.token });
    const bens = await lists(b);
    expect(bens[0]).toMatchObject({ id: anas.id, familyId: a.user.id });
    expect(bens.filter((l) => l.name === 'Shopping')).toHaveLength(1);
    expect((await lists(a)).filter((l) => l.name === 'Shopping')).toHaveLength(1);
  });

  it('the daily agenda and the weekly email show the linked family’s events, marked with whose family they are', async () => {
    const { a, b } = await household(['view_calendar']);
    const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: a.token })).body;
    await api.post('/api/calendar/events', swim({ memberIds: [mia.id] }), { token: a.token });
    const { composeWeekly } = await import('../../functions/jobs/weekly-email');
    const { dailyAgenda } = await import('../../functions/jobs/daily-agenda');
    const weekly = await composeWeekly(b.user.id, '2026-11-29');
    expect(weekly?.groups).toEqual([{ who: 'Ana Okafor’s family', lines: ['Sat 5 Dec, 10:00: Swimming (Mia Okafor)'] }]);
    const { getUser } = await import('../../functions/data/users');
    const agenda = await dailyAgenda.compose((await getUser(b.user.id))!, '2026-12-05', new Date());
    expect(agenda?.events).toEqual(['10:00: Swimming (Mia Okafor) · Ana Okafor’s family']);
  });

  it('a reminder goes to the holder and to the household adults the event is for, while their link shares the calendar', async () => {
    const { a, b, linkId } = await household(['edit_calendar']);
    const { runReminderJob } = await import('../../functions/jobs/send-reminders');
    const { emailsTo } = await import('../helpers/mail');
    const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: a.token })).body;
    const start = new Date(Date.now() + 40 * 60_000);
    const due = (title: string) => ({ title, date: start.toISOString().slice(0, 10), time: start.toISOString().slice(11, 16), reminderMinutes: 30 });
    const mails = async (email: string, title: string) => (await emailsTo(email)).filter((m) => m.subject === `Reminder: ${title}`);
    const title = `Dentist ${a.user.id.slice(0, 6)}`;
    expect((await api.post('/api/calendar/events', { ...due(title), memberIds: [mia.id, b.user.id] }, { token: b.token })).status).toBe(201);
    await runReminderJob(new Date(Date.now() + 11 * 60_000));
    expect(await mails(a.email, title)).toHaveLength(1);
    const bens = await mails(b.email, title);
    expect(bens).toHaveLength(1);
    expect(bens[0].body.text).toContain('Who: Mia Okafor, Ben');
    // The adult who added an event to the linked family's calendar is reminded of it without being on it.
    const added = `Swim ${a.user.id.slice(0, 6)}`;
    expect((await api.post('/api/calendar/events', { ...due(added), memberIds: [mia.id] }, { token: b.token })).status).toBe(201);
    await runReminderJob(new Date(Date.now() + 11 * 60_000));
    expect(await mails(a.email, added)).toHaveLength(1);
    expect(await mails(b.email, added)).toHaveLength(1);

    const later = `Optician ${a.user.id.slice(0, 6)}`;
    await api.post('/api/calendar/events', { ...due(later), memberIds: [mia.id, b.user.id] }, { token: b.token });
    await api.delete(`/api/account-links/${linkId}`, { token: a.token });
    await runReminderJob(new Date(Date.now() + 11 * 60_000));
    expect(await mails(a.email, later)).toHaveLength(1);
    expect(await mails(b.email, later)).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { VARK_QUESTIONS } from '../../shared/assessments/vark-questions';
import { PASSWORD, signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { buyAssessmentPack } from '../helpers/billing';
import { adultMember, childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';

const tokenOf = async (email: string) => linkIn(await waitForEmail(email, /invited you/), '/account-link/').split('/account-link/')[1];

async function linkedPair() {
  const a = await signedUpUser({ firstName: 'Ana' });
  const b = await signedUpUser({ firstName: 'Ben' });
  const inv = await api.post(
    '/api/account-links/invite',
    { targetEmail: b.email, relationshipType: 'co_parent', permissions: ['view_children', 'manage_assessments', 'admin'] },
    { token: a.token },
  );
  expect(inv.status).toBe(201);
  const token = await tokenOf(b.email);
  return { a, b, token, linkId: inv.body.accountLink.id as string };
}

describe('account links', () => {
  it('invites by email; the invitee accepts; both see the link; only the other side’s children are shared', async () => {
    const { a, b, token, linkId } = await linkedPair();
    const pending = (await api.get('/api/account-links', { token: a.token })).body.accountLinks;
    expect(pending).toEqual([
      expect.objectContaining({
        id: linkId,
        status: 'pending',
        isInitiator: true,
        relationship_type: 'co_parent',
        permissions: ['view_children', 'manage_assessments'],
      }),
    ]);
    const child = (await api.post('/api/family-members', childMember(), { token: a.token })).body;
    const adult = (await api.post('/api/family-members', adultMember(), { token: a.token })).body;
    expect((await api.get(`/api/family-members/${child.id}`, { token: b.token })).status).toBe(404);

    const accepted = await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token });
    expect(accepted.status).toBe(200);
    const bLinks = (await api.get('/api/account-links', { token: b.token })).body.accountLinks;
    expect(bLinks[0]).toMatchObject({ status: 'accepted', isInitiator: false, otherUser: { first_name: 'Ana', email: a.email } });
    const shared = (await api.get('/api/shared/family-members', { token: b.token })).body;
    expect(shared.map((m: { id: string }) => m.id)).toEqual([child.id]);
    expect(shared[0].owner).toEqual({ id: a.user.id, first_name: 'Ana', last_name: 'Okafor' });
    expect((await api.get(`/api/family-members/${child.id}`, { token: b.token })).body.name).toBe('Leo Okafor');
    expect((await api.get(`/api/family-members/${adult.id}`, { token: b.token })).status).toBe(404);
    expect((await api.put(`/api/family-members/${child.id}`, { name: 'x' }, { token: b.token })).status).toBe(404);
    expect((await api.delete(`/api/family-members/${child.id}`, { token: b.token })).status).toBe(404);
    expect((await api.get('/api/family-members', { token: b.token })).body).toEqual([]);
  });

  it('lets the linked adult see and take the shared child’s assessments; removal ends all of it at once', async () => {
    const { a, b, token, linkId } = await linkedPair();
    await buyAssessmentPack(a);
    await buyAssessmentPack(b);
    const child = (await api.post('/api/family-members', childMember(), { token: a.token })).body;
    const started = (await api.post('/api/vark/assessments/start', { familyMemberId: child.id }, { token: a.token })).body.assessment;
    await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token });
    const seen = (await api.get('/api/vark/assessments', { token: b.token })).body;
    expect(seen).toEqual([expect.objectContaining({ id: started.id, shared: true })]);
    const answers = VARK_QUESTIONS['6-12'].map((q) => ({ questionId: q.id, answer: 'auditory' }));
    const done = await api.patch(`/api/vark/assessments/${started.id}`, { responses: answers }, { token: b.token });
    expect(done.body.completed).toBe(true);
    expect((await api.get(`/api/family-members/${child.id}`, { token: a.token })).body.learning_style).toMatchObject({ auditory: 20 });
    const own = await api.post('/api/disc/assessments/start', { familyMemberId: child.id }, { token: b.token });
    expect(own.status).toBe(201);
    expect((await api.get('/api/disc/assessments', { token: a.token })).body.map((x: { id: string }) => x.id)).toContain(own.body.assessment.id);

    expect((await api.delete(`/api/account-links/${linkId}`, { token: a.token })).status).toBe(200);
    expect((await api.get('/api/shared/family-members', { token: b.token })).body).toEqual([]);
    expect((await api.get(`/api/family-members/${child.id}`, { token: b.token })).status).toBe(404);
    expect((await api.get(`/api/vark/assessments/${started.id}`, { token: b.token })).status).toBe(404);
    expect((await api.get('/api/vark/assessments', { token: b.token })).body).toEqual([]);
    expect((await api.get(`/api/disc/assessments/${own.body.assessment.id}/current`, { token: b.token })).status).toBe(404);
    expect((await api.get('/api/account-links', { token: b.token })).body.accountLinks).toEqual([]);
  });

  it('only the invited, verified address can answer: a third user gets 403 and the link stays pending', async () => {
    const a = await signedUpUser();
    const b = await signedUpUser();
    const c = await signedUpUser();
    await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'caregiver' }, { token: a.token });
    const token = await tokenOf(b.email);
    const res = await api.post(`/api/account-links/accept/${token}`, undefined, { token: c.token });
    expect(res.status).toBe(403);
    expect((await api.post(`/api/account-links/decline/${token}`, undefined, { token: c.token })).status).toBe(403);
    expect((await api.get('/api/account-links', { token: a.token })).body.accountLinks[0].status).toBe('pending');
    expect((await api.post(`/api/account-links/accept/${token}`)).status).toBe(401);
  });

  it('accepts at most once under 10 concurrent requests', async () => {
    const { a, b, token } = await linkedPair();
    const results = await Promise.all(Array.from({ length: 10 }, () => api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409 || r.status === 410)).toBe(true);
    expect((await api.get('/api/account-links', { token: a.token })).body.accountLinks).toHaveLength(1);
  });

  it('refuses self-invites (400), a second pending invite (409), and unknown or answered tokens', async () => {
    const a = await signedUpUser();
    const b = await signedUpUser();
    expect((await api.post('/api/account-links/invite', { targetEmail: a.email, relationshipType: 'spouse' }, { token: a.token })).status).toBe(400);
    expect((await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'spouse' }, { token: a.token })).status).toBe(201);
    const again = await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'spouse' }, { token: a.token });
    expect(again.status).toBe(409);
    expect((await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'boss' }, { token: a.token })).body.error).toBe(
      'Please provide both email and relationship type.',
    );
    const token = await tokenOf(b.email);
    expect((await api.post(`/api/account-links/decline/${token}`, undefined, { token: b.token })).status).toBe(200);
    const late = await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token });
    expect(late.status).toBe(410);
    expect(late.body.error).toMatch(/already been declined/);
    expect((await api.post(`/api/account-links/accept/${'x'.repeat(43)}`, undefined, { token: b.token })).status).toBe(404);
    const links = (await api.get('/api/account-links', { token: a.token })).body.accountLinks;
    expect(links[0].status).toBe('declined');
    expect((await api.delete(`/api/account-links/${links[0].id}`, { token: a.token })).status).toBe(400);
  });

  it('shows the other account’s current name, and a deleted account’s links end on both sides', async () => {
    const { a, b, token } = await linkedPair();
    await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token });
    await api.post('/api/family-members', childMember(), { token: a.token });
    expect((await api.put('/api/auth/profile', { first_name: 'Anna', last_name: 'Mensah' }, { token: a.token })).status).toBe(200);
    expect((await api.get('/api/account-links', { token: b.token })).body.accountLinks[0].otherUser).toMatchObject({
      id: a.user.id,
      first_name: 'Anna',
      last_name: 'Mensah',
      email: a.email,
    });
    expect((await api.get('/api/shared/family-members', { token: b.token })).body[0].owner).toEqual({ id: a.user.id, first_name: 'Anna', last_name: 'Mensah' });

    expect((await api.delete('/api/auth/account', { token: a.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    expect((await api.get('/api/account-links', { token: b.token })).body.accountLinks).toEqual([]);
    expect((await api.get('/api/shared/family-members', { token: b.token })).body).toEqual([]);
  });

  it('reads the session and the links in one round trip: the shared views take at most 2', async () => {
    const { dbUsage } = await import('../../functions/data/client');
    const { a, b, token } = await linkedPair();
    await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token });
    await buyAssessmentPack(a);
    const child = (await api.post('/api/family-members', childMember(), { token: a.token })).body;
    const started = (await api.post('/api/vark/assessments/start', { familyMemberId: child.id }, { token: a.token })).body.assessment;
    const cost = async (path: string) => {
      const res = await api.get(path, { token: b.token });
      expect(res.status).toBe(200);
      return dbUsage();
    };
    expect((await cost('/api/account-links')).roundTrips).toBe(1);
    expect(await cost('/api/shared/family-members')).toMatchObject({ roundTrips: 2, calls: 2 });
    expect(await cost(`/api/family-members/${child.id}`)).toMatchObject({ roundTrips: 2, calls: 2 });
    expect((await cost('/api/vark/assessments')).roundTrips).toBe(2);
    expect((await cost(`/api/vark/assessments/${started.id}`)).roundTrips).toBeLessThanOrEqual(3);
  });
});

import { describe, expect, it } from 'vitest';
import { DISC_QUESTIONS } from '../../shared/assessments/disc-questions';
import { VARK_QUESTIONS } from '../../shared/assessments/vark-questions';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { buyAssessmentPack } from '../helpers/billing';
import { adultMember, childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';

/**
 * The dashboard's Reports number: the server keeps `report_count` on each member (completed assessments),
 * so `/` sums the member lists instead of downloading every assessment. It must equal the count from the
 * assessment lists: the VARK and DiSC assessments the caller can list that carry a report.
 */

type User = Awaited<ReturnType<typeof signedUpUser>>;
type Member = { id: string; report_count?: number };

const sum = (members: Member[]) => members.reduce((n, m) => n + (m.report_count ?? -1000), 0);

/** The stored number: the caller's members plus the children shared with the caller. */
async function countedOnMembers(u: User) {
  const own = (await api.get('/api/family-members', { token: u.token })).body as Member[];
  const shared = (await api.get('/api/shared/family-members', { token: u.token })).body as Member[];
  return sum(own) + sum(shared);
}

/** The listed number: both assessment lists, counting the entries with a report. */
async function countedFromLists(u: User) {
  const lists = await Promise.all(
    ['/api/vark/assessments', '/api/disc/assessments'].map(async (path) => (await api.get(path, { token: u.token })).body as Array<{ report: unknown }>),
  );
  return lists.flat().filter((a) => a.report != null).length;
}

async function completeVark(u: User, memberId: string) {
  const start = await api.post('/api/vark/assessments/start', { familyMemberId: memberId }, { token: u.token });
  expect(start.status).toBe(201);
  const id = start.body.assessment.id as string;
  const done = await api.patch(
    `/api/vark/assessments/${id}`,
    { responses: VARK_QUESTIONS['6-12'].map((q) => ({ questionId: q.id, answer: 'visual' })) },
    { token: u.token },
  );
  expect(done.body.completed).toBe(true);
  return id;
}

async function startDisc(u: User, memberId: string) {
  const start = await api.post('/api/disc/assessments/start', { familyMemberId: memberId }, { token: u.token });
  expect(start.status).toBe(201);
  return { id: start.body.assessment.id as string, ageGroup: start.body.assessment.age_group as '6-12' | '13+' };
}

async function completeDisc(u: User, memberId: string) {
  const { id, ageGroup } = await startDisc(u, memberId);
  const done = await api.patch(
    `/api/disc/assessments/${id}`,
    { responses: DISC_QUESTIONS[ageGroup].map((q) => ({ questionId: q.id, answer: 'supportive' })) },
    { token: u.token },
  );
  expect(done.body.completed).toBe(true);
  return id;
}

const countOf = async (u: User, memberId: string) => (await api.get(`/api/family-members/${memberId}`, { token: u.token })).body.report_count;

describe("report_count on family members (the dashboard's Reports)", () => {
  it('counts completed assessments only, survives an edit, and follows deletes', async () => {
    const u = await signedUpUser();
    await buyAssessmentPack(u);
    const child = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    const adult = (await api.post('/api/family-members', adultMember(), { token: u.token })).body;
    expect(child.report_count).toBe(0);

    await completeVark(u, child.id);
    const discDone = await completeDisc(u, adult.id);
    const discOpen = await startDisc(u, child.id);
    expect(await countOf(u, child.id)).toBe(1);
    expect(await countOf(u, adult.id)).toBe(1);
    expect(await countedOnMembers(u)).toBe(2);
    expect(await countedFromLists(u)).toBe(2);

    // Editing the member keeps the count (it is not one of the member's own fields).
    const edited = await api.put(`/api/family-members/${child.id}`, { school_name: 'Bay Primary' }, { token: u.token });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ school_name: 'Bay Primary', report_count: 1 });
    expect(await countOf(u, child.id)).toBe(1);

    // Deleting an open assessment moves nothing; deleting a completed one takes its report away.
    expect((await api.delete(`/api/disc/assessments/${discOpen.id}`, { token: u.token })).status).toBe(200);
    expect(await countOf(u, child.id)).toBe(1);
    expect((await api.delete(`/api/disc/assessments/${discDone}`, { token: u.token })).status).toBe(200);
    expect(await countOf(u, adult.id)).toBe(0);
    expect(await countedOnMembers(u)).toBe(1);
    expect(await countedFromLists(u)).toBe(1);
  });

  it('a linked co-parent counts what it counted before: the shared children, whoever took the assessment', async () => {
    const a = await signedUpUser({ firstName: 'Ana' });
    const b = await signedUpUser({ firstName: 'Ben' });
    await buyAssessmentPack(a);
    await buyAssessmentPack(b);
    const child = (await api.post('/api/family-members', childMember(), { token: a.token })).body;
    const adult = (await api.post('/api/family-members', adultMember(), { token: a.token })).body;
    const bChild = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: b.token })).body;
    const inv = await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'co_parent', permissions: [] }, { token: a.token });
    expect(inv.status).toBe(201);
    const token = linkIn(await waitForEmail(b.email, /invited you/), '/account-link/').split('/account-link/')[1];
    expect((await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token })).status).toBe(200);

    await completeVark(a, child.id);
    await completeDisc(a, adult.id); // an adult is never shared
    await completeVark(b, child.id); // B takes one for A's child: stored with A
    await completeDisc(b, bChild.id);

    expect(await countOf(a, child.id)).toBe(2);
    const shared = (await api.get('/api/shared/family-members', { token: b.token })).body as Member[];
    expect(shared).toEqual([expect.objectContaining({ id: child.id, report_count: 2 })]);
    expect(await countedFromLists(a)).toBe(4); // A's child's two VARK, A's adult's DiSC, and B's child's DiSC (shared both ways)
    expect(await countedOnMembers(a)).toBe(await countedFromLists(a));
    expect(await countedFromLists(b)).toBe(3); // B's child's DiSC and A's child's two VARK; never A's adult
    expect(await countedOnMembers(b)).toBe(3);
  });
});

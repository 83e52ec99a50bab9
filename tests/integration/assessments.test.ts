import { describe, expect, it } from 'vitest';
import { DISC_QUESTIONS } from '../../shared/assessments/disc-questions';
import { VARK_QUESTIONS } from '../../shared/assessments/vark-questions';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { buyAssessmentPack } from '../helpers/billing';
import { adultMember, childMember } from '../helpers/family';

async function packUserWithChild(childOverrides: Record<string, unknown> = {}) {
  const u = await signedUpUser();
  await buyAssessmentPack(u);
  const child = (await api.post('/api/family-members', childMember(childOverrides), { token: u.token })).body;
  return { ...u, child };
}

describe('VARK', () => {
  it('refuses to start without access (403) and reports hasAccess false', async () => {
    const u = await signedUpUser();
    const child = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    expect((await api.get('/api/vark/access', { token: u.token })).body).toEqual({ hasAccess: false });
    const res = await api.post('/api/vark/assessments/start', { familyMemberId: child.id, ageGroup: '6-12' }, { token: u.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Upgrade required/);
  });

  it("answers 404 when starting for another account's member", async () => {
    const a = await packUserWithChild();
    const b = await signedUpUser();
    await buyAssessmentPack(b);
    expect((await api.post('/api/vark/assessments/start', { familyMemberId: a.child.id }, { token: b.token })).status).toBe(404);
  });

  it('derives the age group from the birth date and ignores the client one', async () => {
    const u = await packUserWithChild({ date_of_birth: `${new Date().getFullYear() - 15}-01-01` });
    const res = await api.post('/api/vark/assessments/start', { familyMemberId: u.child.id, ageGroup: '6-12' }, { token: u.token });
    expect(res.status).toBe(201);
    expect(res.body.assessment.age_group).toBe('13-18');
    expect(res.body.currentQuestion.id).toBe(VARK_QUESTIONS['13-18'][0].id);
    expect(res.body).toMatchObject({ questionNumber: 1, totalQuestions: 20 });
  });

  it('continues the open assessment when start is sent again (a reloaded take page), and starts anew once it is completed', async () => {
    const u = await packUserWithChild();
    const first = await api.post('/api/vark/assessments/start', { familyMemberId: u.child.id, ageGroup: '6-12' }, { token: u.token });
    expect(first.status).toBe(201);
    const id = first.body.assessment.id;
    const bank = VARK_QUESTIONS['6-12'];
    await api.patch(`/api/vark/assessments/${id}`, { responses: bank.slice(0, 3).map((q) => ({ questionId: q.id, answer: 'visual' })) }, { token: u.token });

    const again = await api.post('/api/vark/assessments/start', { familyMemberId: u.child.id, ageGroup: '6-12' }, { token: u.token });
    expect(again.status).toBe(200);
    expect(again.body.assessment.id).toBe(id);
    expect(again.body).toMatchObject({ questionNumber: 4, totalQuestions: 20 });
    expect(again.body.currentQuestion.id).toBe(bank[3].id);
    expect((await api.get('/api/vark/assessments', { token: u.token })).body).toHaveLength(1);

    await api.patch(`/api/vark/assessments/${id}`, { responses: bank.map((q) => ({ questionId: q.id, answer: 'auditory' })) }, { token: u.token });
    const fresh = await api.post('/api/vark/assessments/start', { familyMemberId: u.child.id, ageGroup: '6-12' }, { token: u.token });
    expect(fresh.status).toBe(201);
    expect(fresh.body.assessment.id).not.toBe(id);
    expect(fresh.body.questionNumber).toBe(1);
  });

  it('takes answers, resumes at the next unanswered question, scores on the server and writes the style on the member', async () => {
    const u = await packUserWithChild();
    const start = await api.post('/api/vark/assessments/start', { familyMemberId: u.child.id }, { token: u.token });
    const id = start.body.assessment.id;
    const bank = VARK_QUESTIONS['6-12'];
    const first5 = bank.slice(0, 5).map((q) => ({ questionId: q.id, answer: 'kinesthetic' }));
    const step = await api.patch(`/api/vark/assessments/${id}`, { currentQuestionIndex: 4, responses: first5 }, { token: u.token });
    expect(step.body).toMatchObject({ completed: false, questionNumber: 6 });
    // sending an answer again is harmless
    expect((await api.patch(`/api/vark/assessments/${id}`, { responses: first5.slice(0, 2) }, { token: u.token })).body.questionNumber).toBe(6);
    const resumed = await api.get(`/api/vark/assessments/${id}`, { token: u.token });
    expect(resumed.body).toMatchObject({ status: 'in_progress', questionNumber: 6, answeredCount: 5 });
    expect(resumed.body.currentQuestion.id).toBe(bank[5].id);
    const rest = bank.slice(5).map((q, i) => ({ questionId: q.id, answer: i % 3 === 0 ? 'visual' : 'kinesthetic' }));
    const forged = { visual: 20, auditory: 0, readingWriting: 0, kinesthetic: 0 };
    const done = await api.patch(`/api/vark/assessments/${id}`, { status: 'completed', responses: rest, learningStyleScores: forged }, { token: u.token });
    expect(done.body.completed).toBe(true);
    expect(done.body.assessment.learningStyleScores).toEqual({ visual: 5, auditory: 0, readingWriting: 0, kinesthetic: 15 });
    expect(done.body.assessment.dominantStyle).toBe('kinesthetic');
    expect(done.body.report.introduction).toContain('Leo');
    const member = await api.get(`/api/family-members/${u.child.id}`, { token: u.token });
    expect(member.body.learning_style).toEqual({ visual: 5, auditory: 0, readingWriting: 0, kinesthetic: 15 });
    const after = await api.patch(`/api/vark/assessments/${id}`, { responses: [{ questionId: bank[0].id, answer: 'visual' }] }, { token: u.token });
    expect(after.status).toBe(400);
    expect(after.body.error).toBe('This assessment is already completed.');
    const list = await api.get('/api/vark/assessments', { token: u.token });
    expect(list.body.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([[id, 'completed']]);
  });

  it('refuses unknown question ids and answers outside the four styles', async () => {
    const u = await packUserWithChild();
    const id = (await api.post('/api/vark/assessments/start', { familyMemberId: u.child.id }, { token: u.token })).body.assessment.id;
    const unknown = await api.patch(`/api/vark/assessments/${id}`, { responses: [{ questionId: 'nope', answer: 'visual' }] }, { token: u.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown question id/);
    const bad = await api.patch(
      `/api/vark/assessments/${id}`,
      { responses: [{ questionId: VARK_QUESTIONS['6-12'][0].id, answer: 'smell' }] },
      { token: u.token },
    );
    expect(bad.status).toBe(400);
  });

  it('builds the comprehensive report on the server', async () => {
    const u = await signedUpUser();
    const res = await api.post('/api/vark/comprehensive-report', { childName: 'Ada Lovelace', scores: { V: 10, A: 4, R: 3, K: 3 } }, { token: u.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['introduction', 'learningProfile', 'overview', 'teachingTips', 'homeSupport', 'conclusion']));
    expect(res.body.introduction).toContain('Ada');
  });
});

describe('DiSC', () => {
  it('takes a DiSC assessment for an adult, stores an escaped HTML report and sets the personality type', async () => {
    const u = await signedUpUser();
    await buyAssessmentPack(u);
    const adult = (await api.post('/api/family-members', adultMember({ name: '<img src=x onerror=alert(1)>' }), { token: u.token })).body;
    const start = await api.post('/api/disc/assessments/start', { familyMemberId: adult.id, ageGroup: '6-12' }, { token: u.token });
    expect(start.status).toBe(201);
    const id = start.body.assessment.id;
    expect(start.body.assessment.age_group).toBe('13+');
    const bank = DISC_QUESTIONS['13+'];
    const current = await api.get(`/api/disc/assessments/${id}/current`, { token: u.token });
    expect(current.body.currentQuestion.category).toBeTruthy();
    const answers = bank.map((q, i) => ({ questionId: q.id, answer: i < 12 ? 'supportive' : 'cautious' }));
    const done = await api.patch(
      `/api/disc/assessments/${id}`,
      { responses: answers, status: 'completed', personalityScores: { D: 20, I: 0, S: 0, C: 0 } },
      { token: u.token },
    );
    expect(done.body.completed).toBe(true);
    expect(done.body.assessment).toMatchObject({
      status: 'completed',
      dominant_style: 'S',
      secondary_style: 'C',
      primary_style: 'S Steadiness',
      personality_scores: { D: 0, I: 0, S: 60, C: 40 },
    });
    expect(done.body.assessment.report).toContain('&lt;img');
    expect(done.body.assessment.report).not.toContain('<img');
    expect((await api.get(`/api/family-members/${adult.id}`, { token: u.token })).body.personality_type).toBe('sc');
    const list = await api.get('/api/disc/assessments', { token: u.token });
    expect(list.body).toHaveLength(1);
    expect((await api.delete(`/api/disc/assessments/${id}`, { token: u.token })).status).toBe(200);
    expect((await api.get('/api/disc/assessments', { token: u.token })).body).toEqual([]);
  });

  it("deleting a member removes the member's assessments", async () => {
    const u = await packUserWithChild();
    await api.post('/api/vark/assessments/start', { familyMemberId: u.child.id }, { token: u.token });
    await api.post('/api/disc/assessments/start', { familyMemberId: u.child.id }, { token: u.token });
    expect((await api.delete(`/api/family-members/${u.child.id}`, { token: u.token })).status).toBe(200);
    expect((await api.get('/api/vark/assessments', { token: u.token })).body).toEqual([]);
    expect((await api.get('/api/disc/assessments', { token: u.token })).body).toEqual([]);
  });

  it("answers 404 for another account's assessment", async () => {
    const a = await packUserWithChild();
    const b = await signedUpUser();
    const id = (await api.post('/api/disc/assessments/start', { familyMemberId: a.child.id }, { token: a.token })).body.assessment.id;
    expect((await api.get(`/api/disc/assessments/${id}/current`, { token: b.token })).status).toBe(404);
    expect((await api.patch(`/api/disc/assessments/${id}`, { responses: [] }, { token: b.token })).status).toBe(404);
    expect((await api.delete(`/api/disc/assessments/${id}`, { token: b.token })).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { dbUsage } from '../../functions/data/client';
import { DISC_QUESTIONS_AR } from '../../shared/assessments/ar/disc-questions';
import { VARK_QUESTIONS_AR } from '../../shared/assessments/ar/vark-questions';
import { DISC_QUESTIONS } from '../../shared/assessments/disc-questions';
import { VARK_QUESTIONS } from '../../shared/assessments/vark-questions';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { buyAssessmentPack } from '../helpers/billing';
import { adultMember, childMember } from '../helpers/family';

// A parent whose profile is Arabic takes VARK and DiSC through the real handlers and DynamoDB Local: the questions
// come in Arabic, a language switch half-way serves the rest in the new language, and the results equal those of an
// English parent who picks the same answers on screen.

interface Served {
  id: string;
  question: string;
  category?: string;
  answers: Record<string, string>;
}
type Bank = readonly Served[];
type Parent = Awaited<ReturnType<typeof parentWith>>;

const setLanguage = async (token: string, preferred_language: 'en' | 'ar') =>
  expect((await api.put('/api/auth/profile', { preferred_language }, { token })).status).toBe(200);

async function parentWith(language: 'en' | 'ar', member: Record<string, unknown>) {
  const u = await signedUpUser();
  await buyAssessmentPack(u);
  if (language === 'ar') await setLanguage(u.token, 'ar');
  const created = await api.post('/api/family-members', member, { token: u.token });
  expect(created.status).toBe(201);
  return { ...u, memberId: created.body.id as string };
}

/** Exactly the bank's question, key order included (the answers' key order is their display order). */
const expectServed = (served: Served, bank: Bank, index: number) => expect(JSON.stringify(served)).toBe(JSON.stringify(bank[index]));

/** The answer the parent taps: by its place on screen, a mix that leaves no style empty. */
const tapped = (q: Served, n: number) => Object.keys(q.answers)[[0, 2, 0, 1, 3, 0, 2][n % 7]];

interface Take {
  kind: 'vark' | 'disc';
  /** The bank served in each language, by question number. */
  banks: { en: Bank; ar: Bank };
  /** The route that reads the current question back. */
  current: (id: string) => string;
}

/**
 * Start and answer one question at a time, each served in the language `languages` gives its number. Where that
 * changes, the profile's language is changed first and the read-back route must serve the question in the new one.
 */
async function take(parent: Parent, t: Take, languages: (n: number) => 'en' | 'ar') {
  const start = await api.post(`/api/${t.kind}/assessments/start`, { familyMemberId: parent.memberId }, { token: parent.token });
  expect(start.status).toBe(201);
  const id = start.body.assessment.id as string;
  let served = start.body.currentQuestion as Served;
  let last = start;
  for (let n = 0; n < t.banks.en.length; n++) {
    if (n > 0 && languages(n) !== languages(n - 1)) {
      await setLanguage(parent.token, languages(n));
      const again = await api.get(t.current(id), { token: parent.token });
      expect(again.status).toBe(200);
      expect(again.body.questionNumber).toBe(n + 1);
      served = again.body.currentQuestion;
    }
    expectServed(served, t.banks[languages(n)], n);
    last = await api.patch(`/api/${t.kind}/assessments/${id}`, { responses: [{ questionId: served.id, answer: tapped(served, n) }] }, { token: parent.token });
    expect(last.status).toBe(200);
    served = last.body.currentQuestion;
  }
  expect(last.body.completed).toBe(true);
  return { start: start.body, done: last.body };
}

const pick = (o: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((f) => [f, o[f]]));
const member = async (p: Parent) => (await api.get(`/api/family-members/${p.memberId}`, { token: p.token })).body;

const VARK_RESULT = [
  'status',
  'answeredCount',
  'totalQuestions',
  'learningStyleScores',
  'percentages',
  'dominantStyle',
  'dominant_style',
  'secondaryStyle',
  'isMultimodal',
  'styleLabel',
  'visual_score',
  'auditory_score',
  'reading_writing_score',
  'kinesthetic_score',
];
const DISC_RESULT = ['status', 'answeredCount', 'totalQuestions', 'dominant_style', 'secondary_style', 'primary_style', 'personality_scores', 'scores'];

// Each test signs up several parents and answers 20 questions one request at a time.
const SLOW = 120_000;

describe('VARK and DiSC for a parent whose profile is Arabic', () => {
  it(
    'VARK: Arabic questions from start to finish, English ones after a switch, and the same result as in English',
    async () => {
      const vark: Take = { kind: 'vark', banks: { en: VARK_QUESTIONS['6-12'], ar: VARK_QUESTIONS_AR['6-12'] }, current: (id) => `/api/vark/assessments/${id}` };
      const [ar, switching, en] = await Promise.all([parentWith('ar', childMember()), parentWith('ar', childMember()), parentWith('en', childMember())]);

      const [arabic, english, switched] = await Promise.all([
        take(ar, vark, () => 'ar'),
        take(en, vark, () => 'en'),
        take(switching, vark, (n) => (n < 8 ? 'ar' : 'en')),
      ]);

      expect(arabic.start.currentQuestion.question).toMatch(/\p{Script=Arabic}/u);
      expect(Object.keys(arabic.start).sort()).toEqual(Object.keys(english.start).sort());
      expect(Object.keys(arabic.done).sort()).toEqual(Object.keys(english.done).sort());
      const expected = pick(english.done.assessment, VARK_RESULT);
      expect(expected.learningStyleScores).toEqual({ visual: 10, auditory: 2, readingWriting: 4, kinesthetic: 4 });
      expect(pick(arabic.done.assessment, VARK_RESULT)).toEqual(expected);
      expect(pick(switched.done.assessment, VARK_RESULT)).toEqual(expected);
      expect((await member(ar)).learning_style).toEqual((await member(en)).learning_style);
    },
    SLOW,
  );

  it(
    'DiSC: Arabic questions and categories, a switch to English and back, and the same result as in English',
    async () => {
      const disc: Take = {
        kind: 'disc',
        banks: { en: DISC_QUESTIONS['13+'], ar: DISC_QUESTIONS_AR['13+'] },
        current: (id) => `/api/disc/assessments/${id}/current`,
      };
      const [ar, en] = await Promise.all([parentWith('ar', adultMember()), parentWith('en', adultMember())]);

      const [arabic, english] = await Promise.all([take(ar, disc, (n) => (n >= 5 && n < 12 ? 'en' : 'ar')), take(en, disc, () => 'en')]);
      expect(arabic.start.currentQuestion.category).toBe('العمل مع الآخرين');
      expect(Object.keys(arabic.done).sort()).toEqual(Object.keys(english.done).sort());
      const expected = pick(english.done.assessment, DISC_RESULT);
      expect(expected.scores).toEqual({ dominant: 9, influential: 5, supportive: 3, cautious: 3 });
      expect(pick(arabic.done.assessment, DISC_RESULT)).toEqual(expected);
      expect((await member(ar)).personality_type).toBe((await member(en)).personality_type);
    },
    SLOW,
  );

  it(
    'serves the first question of every age group in the profile language, and English unchanged',
    async () => {
      const teen = { date_of_birth: `${new Date().getFullYear() - 15}-01-01` };
      const [ar, en] = await Promise.all([parentWith('ar', childMember()), parentWith('en', childMember())]);
      const teens = await Promise.all(
        [ar, en].map(async (p) => (await api.post('/api/family-members', childMember({ name: 'Noor', ...teen }), { token: p.token })).body.id),
      );
      const cases = [
        { kind: 'vark', member: 0, en: VARK_QUESTIONS['6-12'], ar: VARK_QUESTIONS_AR['6-12'] },
        { kind: 'vark', member: 1, en: VARK_QUESTIONS['13-18'], ar: VARK_QUESTIONS_AR['13-18'] },
        { kind: 'disc', member: 0, en: DISC_QUESTIONS['6-12'], ar: DISC_QUESTIONS_AR['6-12'] },
        { kind: 'disc', member: 1, en: DISC_QUESTIONS['13+'], ar: DISC_QUESTIONS_AR['13+'] },
      ] as const;
      for (const c of cases) {
        for (const [parent, bank, teenId] of [
          [ar, c.ar, teens[0]],
          [en, c.en, teens[1]],
        ] as const) {
          const memberId = c.member === 0 ? parent.memberId : teenId;
          const res = await api.post(`/api/${c.kind}/assessments/start`, { familyMemberId: memberId }, { token: parent.token });
          expect(res.status, `${c.kind} ${c.member}`).toBe(201);
          expectServed(res.body.currentQuestion, bank, 0);
          // Reading the question back: the profile is read beside the session, so Arabic costs no extra round trip.
          const path = c.kind === 'vark' ? `/api/vark/assessments/${res.body.assessment.id}` : `/api/disc/assessments/${res.body.assessment.id}/current`;
          const back = await api.get(path, { token: parent.token });
          expectServed(back.body.currentQuestion, bank, 0);
          expect(dbUsage().roundTrips, path).toBe(2);
        }
      }
    },
    SLOW,
  );
});

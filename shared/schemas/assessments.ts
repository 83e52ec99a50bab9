import * as z from 'zod';
import { DISC_STYLES, VARK_STYLES } from '../assessments/types';

/** Assessment requests (docs/decisions/0004). Client-sent scores and age groups are accepted in the shape but never trusted. */
const MemberId = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Choose a family member'));

export const StartAssessmentSchema = z.object({
  familyMemberId: MemberId,
  /** Ignored: the server derives the age group from the member's birth date. */
  ageGroup: z.string().max(10).optional(),
});

const responses = <S extends readonly [string, ...string[]]>(styles: S) =>
  z
    .array(z.object({ questionId: z.string().min(1).max(20), answer: z.enum(styles, `Each answer must be one of: ${styles.join(', ')}`) }))
    .max(60, 'Too many answers in one request');

export const VarkAnswerSchema = z.object({
  responses: responses(VARK_STYLES),
  currentQuestionIndex: z.number().int().min(0).max(100).optional(),
  status: z.enum(['in_progress', 'completed']).optional(),
  learningStyleScores: z.unknown().optional(),
});

export const DiscAnswerSchema = z.object({
  responses: responses(DISC_STYLES),
  currentQuestionIndex: z.number().int().min(0).max(100).optional(),
  status: z.enum(['in_progress', 'completed']).optional(),
  personalityScores: z.unknown().optional(),
});

const score = z.coerce.number().min(0).max(1000);
export const ComprehensiveReportSchema = z.object({
  childName: z.string().trim().min(1, 'childName is required').max(100),
  scores: z.union([
    z.object({ visual: score, auditory: score, readingWriting: score, kinesthetic: score }),
    z.object({ V: score, A: score, R: score, K: score }).transform((s) => ({ visual: s.V, auditory: s.A, readingWriting: s.R, kinesthetic: s.K })),
  ]),
  ageGroup: z.enum(['6-12', '13-18']).optional(),
});

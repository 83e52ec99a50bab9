import useSWR from 'swr';
import type { DiscReport, DiscStyle } from '../../../../../shared/assessments/types';
import { apiJson, readFetcher } from '../../../lib/api-client';

/** DiSC calls (docs/decisions/0004). The bearer token is added by the api client. */

export const DISC_ASSESSMENTS_KEY = '/api/disc/assessments';
export const DISC_ACCESS_KEY = '/api/disc/access';
export const discAssessmentPath = (id: string) => `${DISC_ASSESSMENTS_KEY}/${encodeURIComponent(id)}`;
export const discCurrentKey = (id: string) => `${discAssessmentPath(id)}/current`;

export type DiscLetter = 'D' | 'I' | 'S' | 'C';

export interface DiscAssessment {
  id: string;
  family_member_id?: string | null;
  familyMemberId?: string | null;
  member_name?: string | null;
  age_group?: string | null;
  /** in_progress, completed, or abandoned (display only). */
  status: string;
  responses?: Array<{ questionId: string; answer: string }>;
  answeredCount?: number;
  totalQuestions?: number;
  dominant_style?: DiscLetter | null;
  secondary_style?: DiscLetter | null;
  /** True for an assessment of a child shared through an account link: only its owner may delete it. */
  shared?: boolean;
  /** e.g. 'D Dominance'. */
  primary_style?: string | null;
  style_description?: string | null;
  /** Percentages. */
  personality_scores?: Partial<Record<DiscLetter, number>> | null;
  d_score?: number | null;
  i_score?: number | null;
  s_score?: number | null;
  c_score?: number | null;
  /** HTML kept for other clients; this app renders reportSections instead. */
  report?: string | null;
  reportSections?: DiscReport | null;
  created_at?: string | null;
  completed_at?: string | null;
}

export interface DiscQuestionView {
  id: string;
  category?: string | null;
  question: string;
  answers: Partial<Record<DiscStyle, string>>;
}

export interface DiscCurrent {
  assessment: DiscAssessment;
  currentQuestion: DiscQuestionView | null;
  questionNumber: number;
  totalQuestions: number;
}

export interface DiscAnswerResult extends DiscCurrent {
  completed: boolean;
}

export const startDiscAssessment = (familyMemberId: string, ageGroup: string) =>
  apiJson<DiscCurrent>('POST', `${DISC_ASSESSMENTS_KEY}/start`, { familyMemberId, ageGroup });

export const answerDiscAssessment = (id: string, body: { currentQuestionIndex: number; responses: Array<{ questionId: string; answer: string }> }) =>
  apiJson<DiscAnswerResult>('PATCH', discAssessmentPath(id), body);

export const deleteDiscAssessment = (id: string) => apiJson<unknown>('DELETE', discAssessmentPath(id));

export const fetchDiscCurrent = (id: string) => readFetcher<DiscCurrent>(discCurrentKey(id));

export function useDiscAssessments() {
  const { data, error, isLoading, mutate } = useSWR<DiscAssessment[]>(DISC_ASSESSMENTS_KEY);
  return { assessments: Array.isArray(data) ? data : data ? [] : undefined, error: error as Error | undefined, isLoading, mutate };
}

/** GET /api/disc/access; a failed read counts as no access. */
export function useDiscAccess() {
  const { data, error, isLoading } = useSWR<{ hasAccess: boolean }>(DISC_ACCESS_KEY);
  return { hasAccess: data?.hasAccess === true, isLoading: isLoading && !data && !error };
}

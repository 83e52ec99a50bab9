import useSWR from 'swr';
import type { VarkReport, VarkStyle } from '../../../../../shared/assessments/types';
import { apiJson, readFetcher } from '../../../lib/api-client';

/** VARK calls (docs/decisions/0004). The bearer token is added by the api client. */

export const VARK_ASSESSMENTS_KEY = '/api/vark/assessments';
export const VARK_ACCESS_KEY = '/api/vark/access';
export const COMPREHENSIVE_REPORT_PATH = '/api/vark/comprehensive-report';
export const varkAssessmentKey = (id: string) => `${VARK_ASSESSMENTS_KEY}/${encodeURIComponent(id)}`;

export type AssessmentStatus = 'in_progress' | 'completed' | (string & {});
export type VarkScores = Record<VarkStyle, number>;

export interface AssessmentResponse {
  questionId: string;
  answer: string;
}

/** An assessment as GET /api/vark/assessments lists it. */
export interface VarkAssessment {
  id: string;
  family_member_id?: string | null;
  familyMemberId?: string | null;
  member_name?: string | null;
  age_group?: string | null;
  status: AssessmentStatus;
  responses?: AssessmentResponse[];
  answeredCount?: number;
  totalQuestions?: number;
  created_at?: string | null;
  completed_at?: string | null;
  /** An object, or (older rows) a JSON string. */
  learningStyleScores?: VarkScores | string | null;
  learning_style_scores?: VarkScores | string | null;
  percentages?: VarkScores | null;
  dominantStyle?: VarkStyle | null;
  dominant_style?: string | null;
  secondaryStyle?: VarkStyle | null;
  isMultimodal?: boolean | null;
  is_multimodal?: boolean | null;
  /** 'Visual', or 'Visual and Auditory Blend'. */
  styleLabel?: string | null;
  visual_score?: number | null;
  auditory_score?: number | null;
  reading_writing_score?: number | null;
  kinesthetic_score?: number | null;
  report?: VarkReport | null;
}

export interface VarkQuestionView {
  id: string;
  question: string;
  /** Displayed in the object's key order. */
  answers: Partial<Record<VarkStyle, string>>;
}

/** GET /api/vark/assessments/{id}: the assessment and where it stands. */
export interface VarkAssessmentDetail extends VarkAssessment {
  currentQuestion: VarkQuestionView | null;
  questionNumber: number;
}

export interface VarkStep {
  assessment: VarkAssessment;
  currentQuestion: VarkQuestionView | null;
  questionNumber: number;
  totalQuestions: number;
}

export type VarkAnswerResult = ({ completed: false } & VarkStep) | { completed: true; assessment: VarkAssessment; report?: VarkReport | null };

export interface VarkAnswerBody {
  currentQuestionIndex: number;
  responses: AssessmentResponse[];
}

export const startVarkAssessment = (familyMemberId: string, ageGroup: string) =>
  apiJson<VarkStep>('POST', `${VARK_ASSESSMENTS_KEY}/start`, { familyMemberId, ageGroup });

export const answerVarkAssessment = (id: string, body: VarkAnswerBody) => apiJson<VarkAnswerResult>('PATCH', varkAssessmentKey(id), body);

export const fetchVarkAssessment = (id: string) => readFetcher<VarkAssessmentDetail>(varkAssessmentKey(id));

export const requestComprehensiveReport = (body: { childName: string; scores: VarkScores; ageGroup: string }) =>
  apiJson<VarkReport>('POST', COMPREHENSIVE_REPORT_PATH, body);

export function useVarkAssessments() {
  const { data, error, isLoading, mutate } = useSWR<VarkAssessment[]>(VARK_ASSESSMENTS_KEY);
  return { assessments: Array.isArray(data) ? data : data ? [] : undefined, error: error as Error | undefined, isLoading, mutate };
}

/** GET /api/vark/access; a failed read counts as no access. */
export function useVarkAccess() {
  const { data, error, isLoading } = useSWR<{ hasAccess: boolean }>(VARK_ACCESS_KEY);
  return { hasAccess: data?.hasAccess === true, isLoading: isLoading && !data && !error };
}

export function useVarkAssessment(id: string | null) {
  const { data, error, isLoading } = useSWR<VarkAssessmentDetail>(id ? varkAssessmentKey(id) : null);
  return { assessment: data, error: error as Error | undefined, isLoading };
}

import { MULTIMODAL_MIN_PERCENT, MULTIMODAL_MIN_STYLES, scoreVark, varkAgeGroup } from '../../../../../shared/assessments/scoring';
import { VARK_STYLE_LABELS, VARK_STYLES, type VarkAgeGroup, type VarkResult, type VarkStyle } from '../../../../../shared/assessments/types';
import { ageFromBirthDate } from '../../../../../shared/family';
import type { VarkAssessment, VarkScores } from '../api/vark';

/**
 * The VARK profile shown on the results view (docs/decisions/0004): the highest score wins with ties in the order Visual, Auditory, Reading/Writing,
 * Kinesthetic; multimodal when at least 3 percentages are 20 or more; 'X and Y Blend' when the top
 * two are within 10 points. The server's styleLabel and isMultimodal are used when it sent them;
 * otherwise shared/assessments/scoring.ts computes them from the scores.
 */

export interface VarkProfile {
  scores: VarkScores;
  percentages: VarkScores;
  dominantStyle: VarkStyle;
  secondaryStyle: VarkStyle;
  isMultimodal: boolean;
  /** 'Visual' or 'Visual and Auditory Blend'. */
  styleLabel: string;
  /** What the results view leads with: 'Multimodal (A & B)' for a tie at the top, 'Multimodal' for a multimodal learner, else the style label. */
  headline: string;
  totalQuestions: number;
  /** In the shape of shared scoring, for the local fallback report. */
  result: VarkResult;
}

const SHORT_KEYS: Record<string, VarkStyle> = {
  V: 'visual',
  A: 'auditory',
  R: 'readingWriting',
  K: 'kinesthetic',
  reading: 'readingWriting',
  reading_writing: 'readingWriting',
};

function toCount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

/** Four counts from an object (long or V/A/R/K keys) or a JSON string; null when any is missing. */
export function parseScores(raw: unknown): VarkScores | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Partial<VarkScores> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const style = (VARK_STYLES as readonly string[]).includes(key) ? (key as VarkStyle) : SHORT_KEYS[key];
    const count = toCount(v);
    if (style && count !== null) out[style] = count;
  }
  return VARK_STYLES.every((s) => out[s] !== undefined) ? (out as VarkScores) : null;
}

/** The scores of a saved assessment: learningStyleScores, learning_style_scores, then the *_score columns. */
export function assessmentScores(a: VarkAssessment): VarkScores | null {
  return (
    parseScores(a.learningStyleScores) ??
    parseScores(a.learning_style_scores) ??
    parseScores({ visual: a.visual_score, auditory: a.auditory_score, readingWriting: a.reading_writing_score, kinesthetic: a.kinesthetic_score })
  );
}

function answersFromScores(scores: VarkScores): VarkStyle[] {
  return VARK_STYLES.flatMap((s) => Array<VarkStyle>(Math.max(0, Math.round(scores[s]))).fill(s));
}

/** Highest first; ties keep the order V, A, R, K. */
function ranked(values: VarkScores): VarkStyle[] {
  return [...VARK_STYLES].sort((a, b) => values[b] - values[a] || VARK_STYLES.indexOf(a) - VARK_STYLES.indexOf(b));
}

export interface ProfileInput {
  scores: VarkScores;
  percentages?: unknown;
  isMultimodal?: boolean | null;
  styleLabel?: string | null;
  totalQuestions?: number | null;
}

export function varkProfile(input: ProfileInput): VarkProfile {
  const { scores } = input;
  const computed = scoreVark(answersFromScores(scores));
  const given = parseScores(input.percentages);
  const percentages = given ?? computed.percentages;
  const [dominantStyle, secondaryStyle] = ranked(scores);
  // The report view names a tie for the top score 'Multimodal (A & B)' (docs/decisions/0004).
  const top = Math.max(...VARK_STYLES.map((st) => scores[st]));
  const tied = VARK_STYLES.filter((st) => scores[st] === top);
  const isMultimodal =
    typeof input.isMultimodal === 'boolean'
      ? input.isMultimodal
      : VARK_STYLES.filter((s) => percentages[s] >= MULTIMODAL_MIN_PERCENT).length >= MULTIMODAL_MIN_STYLES;
  const styleLabel = input.styleLabel?.trim() || computed.label;
  const total = input.totalQuestions && input.totalQuestions > 0 ? input.totalQuestions : computed.totalQuestions;
  return {
    scores,
    percentages,
    dominantStyle,
    secondaryStyle,
    isMultimodal,
    styleLabel,
    headline: tied.length > 1 ? `Multimodal (${tied.map(styleName).join(' & ')})` : isMultimodal ? 'Multimodal' : styleLabel,
    totalQuestions: total,
    result: { ...computed, percentages, dominantStyle, secondaryStyle, isMultimodal, label: styleLabel, totalQuestions: computed.totalQuestions },
  };
}

export function styleName(style: VarkStyle): string {
  return VARK_STYLE_LABELS[style];
}

/** The age group of a VARK assessment for a member: default age 12; 6-12 below 13, else 13-18. */
export function memberVarkAgeGroup(member: { date_of_birth?: string | null; dateOfBirth?: string | null }): VarkAgeGroup {
  return varkAgeGroup(ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth ?? null));
}

export function asVarkAgeGroup(value: unknown): VarkAgeGroup {
  return value === '13-18' ? '13-18' : '6-12';
}

/**
 * The `data` query of /vark-assessment/results: encoded JSON of scores, percentages, dominantStyle,
 * totalQuestions. Null when it is not JSON. The dominant style is recomputed from the scores.
 */
export interface SharedResults {
  /** Null when the data carries no usable scores ('Assessment data is incomplete.'). */
  scores: VarkScores | null;
  percentages: unknown;
  totalQuestions: number | null;
}

export function parseResultsData(data: string): SharedResults | null {
  const attempts = [data];
  try {
    attempts.push(decodeURIComponent(data));
  } catch {
    // already decoded by the router
  }
  for (const text of attempts) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      if (!parsed || typeof parsed !== 'object') continue;
      const scores = parseScores(parsed.scores ?? parsed.learningStyleScores);
      const total = toCount(parsed.totalQuestions);
      return { scores, percentages: parsed.percentages ?? null, totalQuestions: total };
    } catch {
      // try the next form
    }
  }
  return null;
}

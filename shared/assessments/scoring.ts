import { DISC_STYLES, VARK_STYLE_LABELS, VARK_STYLES, type DiscResult, type DiscStyle, type VarkResult, type VarkStyle } from './types';

/** Scoring rules of docs/decisions/0004. The server computes these; clients never send scores. */

export const BLEND_THRESHOLD = 10;
export const MULTIMODAL_MIN_PERCENT = 20;
export const MULTIMODAL_MIN_STYLES = 3;

function count<S extends string>(styles: readonly S[], answers: readonly S[]): Record<S, number> {
  const out = Object.fromEntries(styles.map((s) => [s, 0])) as Record<S, number>;
  for (const a of answers) out[a] += 1;
  return out;
}

function percentages<S extends string>(styles: readonly S[], scores: Record<S, number>, total: number): Record<S, number> {
  return Object.fromEntries(styles.map((s) => [s, total ? Math.round((scores[s] / total) * 100) : 0])) as Record<S, number>;
}

/** Highest first; ties keep the listed order (V, A, R, K or D, I, S, C). */
function ranked<S extends string>(styles: readonly S[], scores: Record<S, number>): S[] {
  return [...styles].sort((a, b) => scores[b] - scores[a] || styles.indexOf(a) - styles.indexOf(b));
}

export function scoreVark(answers: readonly VarkStyle[]): VarkResult {
  const scores = count(VARK_STYLES, answers);
  const pct = percentages(VARK_STYLES, scores, answers.length);
  const [first, second] = ranked(VARK_STYLES, scores);
  const isMultimodal = VARK_STYLES.filter((s) => pct[s] >= MULTIMODAL_MIN_PERCENT).length >= MULTIMODAL_MIN_STYLES;
  const blend = pct[first] - pct[second] <= BLEND_THRESHOLD;
  return {
    scores,
    percentages: pct,
    dominantStyle: first,
    secondaryStyle: second,
    isMultimodal,
    label: blend ? `${VARK_STYLE_LABELS[first]} and ${VARK_STYLE_LABELS[second]} Blend` : VARK_STYLE_LABELS[first],
    totalQuestions: answers.length,
  };
}

export function scoreDisc(answers: readonly DiscStyle[]): DiscResult {
  const scores = count(DISC_STYLES, answers);
  const [first, second] = ranked(DISC_STYLES, scores);
  return {
    scores,
    percentages: percentages(DISC_STYLES, scores, answers.length),
    dominantStyle: first,
    secondaryStyle: scores[second] > 0 ? second : null,
    totalQuestions: answers.length,
  };
}

/** VARK age group from a birth date: default age 12 without one; 6-12 below 13, else 13-18. */
export function varkAgeGroup(age: number | null): '6-12' | '13-18' {
  return (age ?? 12) < 13 ? '6-12' : '13-18';
}

/** DiSC age group: 12 or less → 6-12; otherwise 13+ (adults included). Default age 12 without a birth date. */
export function discAgeGroup(age: number | null): '6-12' | '13+' {
  return (age ?? 12) <= 12 ? '6-12' : '13+';
}

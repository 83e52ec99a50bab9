import type { DiscReport, DiscResult, VarkResult } from '../../shared/assessments/types';
import { DISC_LETTERS, DISC_PRIMARY_STYLE_NAMES, VARK_STYLE_LABELS } from '../../shared/assessments/types';
import type { AssessmentKind } from './kinds';
import { nextQuestion, type AssessmentItem } from './store';

/** API shapes of docs/decisions/0004: both spellings some screens read, and the dashboard's score fields. */

function common(kind: AssessmentKind, a: AssessmentItem & { shared?: boolean }) {
  const next = nextQuestion(kind, a);
  return {
    id: a.id,
    shared: Boolean(a.shared),
    family_member_id: a.family_member_id,
    familyMemberId: a.family_member_id,
    member_name: a.member_name,
    age_group: a.age_group,
    ageGroup: a.age_group,
    status: a.status,
    responses: Object.entries(a.responses ?? {}).map(([questionId, answer]) => ({ questionId, answer })),
    answeredCount: Object.keys(a.responses ?? {}).length,
    totalQuestions: next.total,
    created_at: a.created_at,
    completed_at: a.completed_at ?? null,
  };
}

export function varkView(kind: AssessmentKind, a: AssessmentItem) {
  const r = a.results as VarkResult | undefined;
  return {
    ...common(kind, a),
    learningStyleScores: r?.scores ?? null,
    learning_style_scores: r?.scores ?? null,
    percentages: r?.percentages ?? null,
    dominantStyle: r?.dominantStyle ?? null,
    dominant_style: r ? VARK_STYLE_LABELS[r.dominantStyle].toLowerCase() : null,
    secondaryStyle: r?.secondaryStyle ?? null,
    isMultimodal: r?.isMultimodal ?? false,
    is_multimodal: r?.isMultimodal ?? false,
    styleLabel: r?.label ?? null,
    visual_score: r?.scores.visual ?? null,
    auditory_score: r?.scores.auditory ?? null,
    reading_writing_score: r?.scores.readingWriting ?? null,
    kinesthetic_score: r?.scores.kinesthetic ?? null,
    report: a.report ?? null,
  };
}

export function discView(kind: AssessmentKind, a: AssessmentItem) {
  const r = a.results as DiscResult | undefined;
  const report = a.report as { html: string; structured: DiscReport } | undefined;
  const pct = r ? { D: r.percentages.dominant, I: r.percentages.influential, S: r.percentages.supportive, C: r.percentages.cautious } : null;
  return {
    ...common(kind, a),
    dominant_style: r ? DISC_LETTERS[r.dominantStyle] : null,
    dominantStyle: r?.dominantStyle ?? null,
    secondary_style: r?.secondaryStyle ? DISC_LETTERS[r.secondaryStyle] : null,
    primary_style: r ? DISC_PRIMARY_STYLE_NAMES[r.dominantStyle] : null,
    style_description: report?.structured.styleDescription ?? null,
    personality_scores: pct,
    scores: r?.scores ?? null,
    d_score: pct?.D ?? null,
    i_score: pct?.I ?? null,
    s_score: pct?.S ?? null,
    c_score: pct?.C ?? null,
    report: report?.html ?? null,
    reportSections: report?.structured ?? null,
  };
}

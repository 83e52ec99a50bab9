import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router-dom';
import { AssessmentRowCard } from '../../assessments/components/assessment-list';
import { formatDate } from '../../assessments/lib/format-date';
import type { VarkAssessment } from '../api/vark';
import { resultsHref, takeHref } from '../lib/vark-hrefs';
import { assessmentScores, varkProfile } from '../lib/vark-profile';
import { varkLabelText } from '../lib/vark-label';

/** The action of a row: Resume, View Results, or a disabled Pending (ADR 0004). */
function RowAction({ assessment }: { assessment: VarkAssessment }) {
  const navigate = useNavigate();
  const { _ } = useLingui();
  if (assessment.status === 'in_progress') {
    const memberId = assessment.familyMemberId ?? assessment.family_member_id ?? '';
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => navigate(takeHref({ familyMemberId: String(memberId), ageGroup: assessment.age_group ?? '6-12', resumeId: assessment.id }))}
      >
        {_('assessments.vark.resume')}
      </Button>
    );
  }
  if (assessment.status === 'completed') {
    return (
      <Button size="sm" variant="outline" onClick={() => navigate(resultsHref(assessment.id))}>
        {_('assessments.vark.viewResults')}
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" disabled>
      {_('assessments.status.pending')}
    </Button>
  );
}

function styleText(a: VarkAssessment): string | null {
  const scores = assessmentScores(a);
  if (!scores) return null;
  return varkProfile({
    scores,
    percentages: a.percentages,
    isMultimodal: a.isMultimodal ?? a.is_multimodal,
    styleLabel: a.styleLabel,
    totalQuestions: a.totalQuestions,
  }).headline;
}

export function VarkAssessmentRow({ assessment }: { assessment: VarkAssessment }) {
  const { _ } = useLingui();
  const created = formatDate(assessment.created_at);
  const completed = formatDate(assessment.completed_at);
  const style = assessment.status === 'completed' ? styleText(assessment) : null;
  const details = (
    <>
      <Text fontSize="sm" color="fg.muted">
        {[
          _('assessments.ages', { ageGroup: assessment.age_group ?? '6-12' }),
          assessment.status === 'in_progress' && assessment.totalQuestions
            ? _('assessments.answeredOf', { answered: assessment.answeredCount ?? 0, total: assessment.totalQuestions })
            : null,
          completed ? _('assessments.completedOn', { date: completed }) : created ? _('assessments.startedOn', { date: created }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {style && <Text fontSize="sm">{_('assessments.vark.learningStyleOf', { style: varkLabelText(style) })}</Text>}
    </>
  );
  return (
    <AssessmentRowCard
      name={assessment.member_name || _('assessments.familyMember')}
      status={assessment.status}
      details={details}
      actions={<RowAction assessment={assessment} />}
    />
  );
}

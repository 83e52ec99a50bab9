import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { AssessmentRowCard } from '../../assessments/components/assessment-list';
import { formatDate } from '../../assessments/lib/format-date';
import type { VarkAssessment } from '../api/vark';
import { resultsHref, takeHref } from '../lib/vark-hrefs';
import { assessmentScores, varkProfile } from '../lib/vark-profile';

/** The action of a row: Resume, View Results, or a disabled Pending (ADR 0004). */
function RowAction({ assessment }: { assessment: VarkAssessment }) {
  const navigate = useNavigate();
  if (assessment.status === 'in_progress') {
    const memberId = assessment.familyMemberId ?? assessment.family_member_id ?? '';
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => navigate(takeHref({ familyMemberId: String(memberId), ageGroup: assessment.age_group ?? '6-12', resumeId: assessment.id }))}
      >
        Resume
      </Button>
    );
  }
  if (assessment.status === 'completed') {
    return (
      <Button size="sm" variant="outline" onClick={() => navigate(resultsHref(assessment.id))}>
        View Results
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" disabled>
      Pending
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
  const created = formatDate(assessment.created_at);
  const completed = formatDate(assessment.completed_at);
  const style = assessment.status === 'completed' ? styleText(assessment) : null;
  const details = (
    <>
      <Text fontSize="sm" color="fg.muted">
        Ages {assessment.age_group ?? '6-12'}
        {assessment.status === 'in_progress' && assessment.totalQuestions ? ` · ${assessment.answeredCount ?? 0}/${assessment.totalQuestions} questions` : ''}
        {completed ? ` · Completed ${completed}` : created ? ` · Started ${created}` : ''}
      </Text>
      {style && <Text fontSize="sm">Learning style: {style}</Text>}
    </>
  );
  return (
    <AssessmentRowCard
      name={assessment.member_name || 'Family member'}
      status={assessment.status}
      details={details}
      actions={<RowAction assessment={assessment} />}
    />
  );
}

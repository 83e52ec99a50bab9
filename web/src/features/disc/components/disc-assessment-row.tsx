import { Button, Flex, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AssessmentRowCard } from '../../assessments/components/assessment-list';
import { formatDate } from '../../assessments/lib/format-date';
import type { DiscAssessment } from '../api/disc';
import { DeleteAssessmentButton } from './delete-assessment-button';

export function DiscAssessmentRow({ assessment, onDeleted }: { assessment: DiscAssessment; onDeleted: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const name = assessment.member_name || 'Family member';
  const total = assessment.totalQuestions ?? 20;
  const when = formatDate(assessment.completed_at) ?? formatDate(assessment.created_at);
  const details = (
    <>
      <Text fontSize="sm" color="fg.muted">
        {`${assessment.answeredCount ?? 0}/${total} questions`}
        {when ? ` · ${assessment.status === 'completed' ? 'Completed' : 'Started'} ${when}` : ''}
      </Text>
      {assessment.status === 'completed' && assessment.primary_style && <Text fontSize="sm">Primary style: {assessment.primary_style}</Text>}
    </>
  );
  const actions = (
    <Flex gap="2" wrap="wrap">
      {assessment.status === 'in_progress' && (
        <Button size="sm" variant="outline" onClick={() => navigate(paths.discTake.getHref(assessment.id))}>
          Continue
        </Button>
      )}
      {assessment.status === 'completed' && (
        <Button size="sm" variant="outline" onClick={() => navigate(paths.discResults.getHref(assessment.id))}>
          View Report
        </Button>
      )}
      {/* A linked adult sees a shared child's assessment; only the owning account may delete it. */}
      {!assessment.shared && <DeleteAssessmentButton id={assessment.id} memberName={name} onDeleted={onDeleted} />}
    </Flex>
  );
  return <AssessmentRowCard name={name} status={assessment.status} details={details} actions={actions} />;
}

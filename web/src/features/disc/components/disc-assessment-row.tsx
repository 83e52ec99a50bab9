import { Button, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AssessmentRowCard } from '../../assessments/components/assessment-list';
import { formatDate } from '../../assessments/lib/format-date';
import type { DiscAssessment } from '../api/disc';
import { DeleteAssessmentButton } from './delete-assessment-button';
import { discPrimaryText } from '../lib/disc-names';

export function DiscAssessmentRow({ assessment, onDeleted }: { assessment: DiscAssessment; onDeleted: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const { _ } = useLingui();
  const name = assessment.member_name || _('assessments.familyMember');
  const total = assessment.totalQuestions ?? 20;
  const when = formatDate(assessment.completed_at) ?? formatDate(assessment.created_at);
  const details = (
    <>
      <Text fontSize="sm" color="fg.muted">
        {[
          _('assessments.answeredOf', { answered: assessment.answeredCount ?? 0, total }),
          when ? _(assessment.status === 'completed' ? 'assessments.completedOn' : 'assessments.startedOn', { date: when }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {assessment.status === 'completed' && assessment.primary_style && (
        <Text fontSize="sm">{_('assessments.disc.primaryStyle', { style: discPrimaryText(assessment.primary_style) })}</Text>
      )}
    </>
  );
  const actions = (
    <Flex gap="2" wrap="wrap">
      {assessment.status === 'in_progress' && (
        <Button size="sm" variant="outline" onClick={() => navigate(paths.discTake.getHref(assessment.id))}>
          {_('assessments.disc.continue')}
        </Button>
      )}
      {assessment.status === 'completed' && (
        <Button size="sm" variant="outline" onClick={() => navigate(paths.discResults.getHref(assessment.id))}>
          {_('assessments.disc.viewReport')}
        </Button>
      )}
      {/* A linked adult sees a shared child's assessment; only the owning account may delete it. */}
      {!assessment.shared && <DeleteAssessmentButton id={assessment.id} memberName={name} onDeleted={onDeleted} />}
    </Flex>
  );
  return <AssessmentRowCard name={name} status={assessment.status} details={details} actions={actions} />;
}

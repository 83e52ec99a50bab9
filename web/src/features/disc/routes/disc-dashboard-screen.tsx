import { useLingui } from '@lingui/react';
import { AssessmentDashboard } from '../../assessments/components/assessment-dashboard';
import { AssessmentList } from '../../assessments/components/assessment-list';
import { useDiscAccess, useDiscAssessments } from '../api/disc';
import { DiscAssessmentRow } from '../components/disc-assessment-row';
import { DiscOverview } from '../components/disc-overview';
import { useStartDisc } from '../hooks/use-start-disc';

/** /disc-assessment (ADR 0004): Overview, Assessments and Results. */
export function DiscDashboardScreen() {
  const list = useDiscAssessments();
  const access = useDiscAccess();
  const { start, startingId, upgradeNeeded } = useStartDisc(() => list.mutate());
  const hasAccess = access.hasAccess && !upgradeNeeded;
  const refresh = () => list.mutate();
  const { _ } = useLingui();
  const empty = { assessments: _('assessments.disc.emptyAssessments'), results: _('assessments.disc.emptyResults') };
  return (
    <AssessmentDashboard
      title={_('assessments.disc.title')}
      description={_('assessments.disc.description')}
      texts={{ loading: _('assessments.disc.loading'), loadFailed: _('assessments.disc.loadFailed') }}
      list={list}
      accessLoading={access.isLoading}
      overview={(sorted) => <DiscOverview assessments={sorted} hasAccess={hasAccess} startingId={startingId} onStart={(m) => void start(m)} />}
      renderList={(assessments, tab) => (
        <AssessmentList assessments={assessments} empty={empty[tab]} row={(a) => <DiscAssessmentRow assessment={a} onDeleted={refresh} />} />
      )}
    />
  );
}

export default DiscDashboardScreen;

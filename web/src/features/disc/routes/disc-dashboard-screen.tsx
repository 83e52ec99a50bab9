import { AssessmentDashboard } from '../../assessments/components/assessment-dashboard';
import { AssessmentList } from '../../assessments/components/assessment-list';
import { useDiscAccess, useDiscAssessments } from '../api/disc';
import { DiscAssessmentRow } from '../components/disc-assessment-row';
import { DiscOverview } from '../components/disc-overview';
import { useStartDisc } from '../hooks/use-start-disc';

const EMPTY = {
  assessments: 'No DiSC assessments yet. Start one from the Overview tab.',
  results: 'No completed DiSC assessments yet.',
} as const;

/** /disc-assessment (ADR 0004): Overview, Assessments and Results. */
export function DiscDashboardScreen() {
  const list = useDiscAssessments();
  const access = useDiscAccess();
  const { start, startingId, upgradeNeeded } = useStartDisc(() => list.mutate());
  const hasAccess = access.hasAccess && !upgradeNeeded;
  const refresh = () => list.mutate();
  return (
    <AssessmentDashboard
      title="DiSC Personality Assessment"
      description="Understand each family member's personality style."
      kind="DiSC"
      list={list}
      accessLoading={access.isLoading}
      overview={(sorted) => <DiscOverview assessments={sorted} hasAccess={hasAccess} startingId={startingId} onStart={(m) => void start(m)} />}
      renderList={(assessments, tab) => (
        <AssessmentList assessments={assessments} empty={EMPTY[tab]} row={(a) => <DiscAssessmentRow assessment={a} onDeleted={refresh} />} />
      )}
    />
  );
}

export default DiscDashboardScreen;

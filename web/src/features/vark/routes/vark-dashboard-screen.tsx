import { AssessmentDashboard } from '../../assessments/components/assessment-dashboard';
import { AssessmentList } from '../../assessments/components/assessment-list';
import { useVarkAccess, useVarkAssessments } from '../api/vark';
import { VarkAssessmentRow } from '../components/vark-assessment-row';
import { AccessRequiredCard, VarkOverview } from '../components/vark-overview';
import { VarkPricing } from '../components/vark-pricing';

const EMPTY = {
  assessments: 'No assessments yet. Start one from the Overview tab.',
  results: 'No completed assessments yet.',
} as const;

/** /vark-assessment (ADR 0004): Overview, Assessments, Results and Pricing. */
export function VarkDashboardScreen() {
  const list = useVarkAssessments();
  const access = useVarkAccess();
  return (
    <AssessmentDashboard
      title="VARK Learning Style Assessment"
      description="Find out how each child learns best: visual, auditory, reading/writing or kinesthetic."
      kind="VARK"
      list={list}
      accessLoading={access.isLoading}
      blocked={(assessments) => (assessments.length === 0 && !access.hasAccess ? <AccessRequiredCard /> : null)}
      overview={(sorted) => <VarkOverview hasAccess={access.hasAccess} assessments={sorted} />}
      renderList={(assessments, tab) => <AssessmentList assessments={assessments} empty={EMPTY[tab]} row={(a) => <VarkAssessmentRow assessment={a} />} />}
      extraTabs={[{ value: 'pricing', label: 'Pricing', content: <VarkPricing /> }]}
    />
  );
}

export default VarkDashboardScreen;

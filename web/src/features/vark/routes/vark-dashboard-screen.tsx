import { useLingui } from '@lingui/react';
import { AssessmentDashboard } from '../../assessments/components/assessment-dashboard';
import { AssessmentList } from '../../assessments/components/assessment-list';
import { useVarkAccess, useVarkAssessments } from '../api/vark';
import { VarkAssessmentRow } from '../components/vark-assessment-row';
import { AccessRequiredCard, VarkOverview } from '../components/vark-overview';
import { VarkPricing } from '../components/vark-pricing';

/** /vark-assessment (ADR 0004): Overview, Assessments, Results and Pricing. */
export function VarkDashboardScreen() {
  const list = useVarkAssessments();
  const access = useVarkAccess();
  const { _ } = useLingui();
  const empty = { assessments: _('assessments.vark.emptyAssessments'), results: _('assessments.vark.emptyResults') };
  return (
    <AssessmentDashboard
      title={_('assessments.vark.title')}
      description={_('assessments.vark.description')}
      texts={{ loading: _('assessments.vark.loading'), loadFailed: _('assessments.vark.loadFailed') }}
      list={list}
      accessLoading={access.isLoading}
      blocked={(assessments) => (assessments.length === 0 && !access.hasAccess ? <AccessRequiredCard /> : null)}
      overview={(sorted) => <VarkOverview hasAccess={access.hasAccess} assessments={sorted} />}
      renderList={(assessments, tab) => <AssessmentList assessments={assessments} empty={empty[tab]} row={(a) => <VarkAssessmentRow assessment={a} />} />}
      extraTabs={[{ value: 'pricing', label: _('assessments.vark.tab.pricing'), content: <VarkPricing /> }]}
    />
  );
}

export default VarkDashboardScreen;

import { Page } from '../../../components/ui/page';

/** /disc-assessment: DiSC overview, assessments and results (to be built). */
export function DiscDashboardScreen() {
  return <Page title="DiSC Personality Assessment" description="Understand each family member's personality style." />;
}

export default DiscDashboardScreen;

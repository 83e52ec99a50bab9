import { Page } from '../../../components/ui/page';

/** /vark-assessment: VARK overview, assessments, results and pricing (to be built). */
export function VarkDashboardScreen() {
  return <Page title="VARK Learning Style Assessment" description="Find out how each child learns best: visual, auditory, reading/writing or kinesthetic." />;
}

export default VarkDashboardScreen;

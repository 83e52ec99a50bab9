import { Page } from '../../../components/ui/page';

/** /disc-assessment/{id}/take and /results: one screen for both (to be built). */
export function DiscAssessmentScreen() {
  return <Page title="DiSC Assessment" description="Answer one question at a time, then read the report." />;
}

export default DiscAssessmentScreen;

import { Page } from '../../../components/ui/page';

/** /vark-assessment/results: scores and the report (to be built). */
export function VarkResultsScreen() {
  return <Page title="VARK Assessment Results" description="Scores, learning style and the full report." />;
}

export default VarkResultsScreen;

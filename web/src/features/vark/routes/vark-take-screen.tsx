import { Page } from '../../../components/ui/page';

/** /vark-assessment/take: one question at a time (to be built). */
export function VarkTakeScreen() {
  return <Page title="VARK Assessment" description="Answer one question at a time." />;
}

export default VarkTakeScreen;

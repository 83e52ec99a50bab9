import { Page } from '../../../components/ui/page';

/** /upgrade: plan selection and checkout (to be built). */
export function UpgradeScreen() {
  return <Page title="Choose Your Plan" description="Pick the plan that fits your family." />;
}

export default UpgradeScreen;

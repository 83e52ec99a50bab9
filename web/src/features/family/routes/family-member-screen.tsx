import { Page } from '../../../components/ui/page';

/** /family/{id}: one family member (to be built). */
export function FamilyMemberScreen() {
  return <Page title="Family Member" description="Details of one family member." />;
}

export default FamilyMemberScreen;

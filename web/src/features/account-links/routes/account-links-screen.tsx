import { Page } from '../../../components/ui/page';

/** /account-links: invite and manage linked accounts (to be built). */
export function AccountLinksScreen() {
  return <Page title="Account Links" description="Share your children and their assessments with another adult." />;
}

export default AccountLinksScreen;

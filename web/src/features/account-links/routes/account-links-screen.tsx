import { Alert, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { useId } from 'react';
import { Page } from '../../../components/ui/page';
import { useAccountLinks, type AccountLink } from '../api/account-links';
import { InviteCard } from '../components/invite-card';
import { LinkItem } from '../components/link-item';

function SharingExplained() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>What does linking share?</Alert.Title>
        <Alert.Description>
          A linked adult (your spouse, co-parent or a caregiver) can see your children&apos;s profiles and their VARK and DiSC assessments, and you can see
          theirs. When you invite someone you also choose whether they can see your family calendar, or see and change it. Nothing else is shared: to-dos,
          billing and settings stay private. Either of you can remove an accepted link at any time.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type LinksState = ReturnType<typeof useAccountLinks>;

function ConnectedAccounts({ links, error, isLoading, mutate }: LinksState) {
  const headingId = useId();
  const refresh = () => mutate();
  // The changed link as the server answered it: no need to read the list again.
  const changed = (updated: AccountLink) =>
    mutate((data) => ({ ...data, accountLinks: (data?.accountLinks ?? []).map((l) => (l.id === updated.id ? updated : l)) }), { revalidate: false });

  let body;
  if (isLoading && !links) {
    body = (
      <Flex justify="center" py="6">
        <Spinner aria-label="Loading account links" />
      </Flex>
    );
  } else if (!links) {
    body = <LoadErrorAlert title="We couldn't load your account links." error={error} onRetry={() => void refresh()} />;
  } else if (links.length === 0) {
    body = (
      <Stack gap="1" py="4">
        <Text fontWeight="medium">No account links yet</Text>
        <Text color="fg.muted" fontSize="sm">
          Invite a family member above to share your children and their assessments.
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {links.map((link) => (
          <LinkItem key={link.id} link={link} onRemoved={refresh} onChanged={changed} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="lg" id={headingId}>
        {links ? `Connected Accounts (${links.length})` : 'Connected Accounts'}
      </Heading>
      {body}
    </Stack>
  );
}

/** /account-links (docs/decisions/0003): explain, invite, and list the linked accounts. */
export function AccountLinksScreen() {
  const state = useAccountLinks();
  return (
    <Page title="Account Links" description="Share your children and their assessments with another adult.">
      <SharingExplained />
      <InviteCard onSent={() => state.mutate()} />
      <ConnectedAccounts {...state} />
    </Page>
  );
}

export default AccountLinksScreen;

import { Alert, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { useId } from 'react';
import { Page } from '../../../components/ui/page';
import { useAccountLinks, type AccountLink } from '../api/account-links';
import { InviteCard } from '../components/invite-card';
import { LinkItem } from '../components/link-item';

function SharingExplained() {
  const { _ } = useLingui();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{_('links.explainTitle')}</Alert.Title>
        <Alert.Description>{_('links.explainBody')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type LinksState = ReturnType<typeof useAccountLinks>;

function ConnectedAccounts({ links, error, isLoading, mutate }: LinksState) {
  const headingId = useId();
  const { _ } = useLingui();
  const refresh = () => mutate();
  // The changed link as the server answered it: no need to read the list again.
  const changed = (updated: AccountLink) =>
    mutate((data) => ({ ...data, accountLinks: (data?.accountLinks ?? []).map((l) => (l.id === updated.id ? updated : l)) }), { revalidate: false });

  let body;
  if (isLoading && !links) {
    body = (
      <Flex justify="center" py="6">
        <Spinner aria-label={_('links.loading')} />
      </Flex>
    );
  } else if (!links) {
    body = <LoadErrorAlert title={_('links.loadFailed')} error={error} onRetry={() => void refresh()} />;
  } else if (links.length === 0) {
    body = (
      <Stack gap="1" py="4">
        <Text fontWeight="medium">{_('links.emptyTitle')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {_('links.emptyBody')}
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
        {links ? _('links.connectedCount', { count: links.length }) : _('links.connected')}
      </Heading>
      {body}
    </Stack>
  );
}

/** /account-links (docs/decisions/0003): explain, invite, and list the linked accounts. */
export function AccountLinksScreen() {
  const state = useAccountLinks();
  const { _ } = useLingui();
  return (
    <Page title={_('links.pageTitle')} description={_('links.pageDescription')}>
      <SharingExplained />
      <InviteCard onSent={() => state.mutate()} />
      <ConnectedAccounts {...state} />
    </Page>
  );
}

export default AccountLinksScreen;

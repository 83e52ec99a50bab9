import { Button, Card, Container, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/user';
import { acceptInvitation, declineInvitation, useInvitation, type InvitationDetails } from '../api/account-links';
import { forgetInvitation, rememberInvitation } from '../lib/pending-invitation';
import { calendarRight, LINK_PERMISSIONS, relationshipTypeLabel, sharedAccess, type Translate } from '../lib/relationships';

/** The shape of an invitation token (shared/schemas/links.ts, LinkTokenPathSchema). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Shown when the invitation's details could not be read (no answer from the server): a family member, the fixed two permissions. */
const ASSUMED: Pick<InvitationDetails, 'relationship_type' | 'permissions'> = { relationship_type: 'family_member', permissions: [...LINK_PERMISSIONS] };

function inviterText(_: Translate, inviter: InvitationDetails['inviter']): string {
  const name = [inviter.first_name, inviter.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? _('links.invitation.fromNamed', { name, email: inviter.email }) : _('links.invitation.fromEmail', { email: inviter.email });
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Container maxW="lg" py={{ base: '10', md: '16' }}>
      {children}
    </Container>
  );
}

/** A one-message page: a heading, a line and one way on. */
function Notice({ title, text, action, to }: { title: string; text: string; action: string; to: string }) {
  return (
    <Centered>
      <Stack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <ButtonLink to={to} alignSelf="center">
          {action}
        </ButtonLink>
      </Stack>
    </Centered>
  );
}

function SignInRequired({ invitation }: { invitation: InvitationDetails | undefined }) {
  const { pathname } = useLocation();
  // Kept for this tab so the dashboard can link back here after sign-in.
  useEffect(() => rememberInvitation(pathname), [pathname]);
  const pending = invitation?.status === 'pending';
  const { _ } = useLingui();
  return (
    <>
      {pending && (
        <Container maxW="lg" pt={{ base: '10', md: '16' }}>
          <Text textAlign="center" fontWeight="medium">
            {inviterText(_, invitation.inviter)} {_('links.invitation.asTheir', { relationship: relationshipTypeLabel(_, invitation.relationship_type) })}
          </Text>
        </Container>
      )}
      <Notice
        title={_('links.invitation.signInTitle')}
        text={_('links.invitation.signInBody')}
        action={_('links.invitation.signInAction')}
        to={paths.auth.getHref()}
      />
    </>
  );
}

function InvalidInvitation() {
  const { _ } = useLingui();
  return (
    <Notice
      title={_('links.invitation.invalidTitle')}
      text={_('links.invitation.invalidBody')}
      action={_('links.invitation.toDashboard')}
      to={paths.dashboard.getHref()}
    />
  );
}

type Answer = 'accept' | 'decline';

function InvitationCard({ token, email, invitation }: { token: string; email: string; invitation: InvitationDetails | undefined }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Answer | null>(null);
  const accessId = useId();
  const { _ } = useLingui();
  const { relationship_type, permissions } = invitation ?? ASSUMED;
  const calendarShared = calendarRight(permissions) !== 'none';

  const respond = async (answer: Answer) => {
    if (busy) return;
    setBusy(answer);
    try {
      await (answer === 'accept' ? acceptInvitation(token) : declineInvitation(token));
      forgetInvitation();
      notify(
        answer === 'accept'
          ? { title: _('links.invitation.acceptedTitle'), description: _('links.invitation.acceptedBody'), type: 'success' }
          : { title: _('links.invitation.declinedTitle'), description: _('links.invitation.declinedBody'), type: 'success' },
      );
      navigate(paths.dashboard.getHref());
    } catch (error) {
      const status = errorStatus(error);
      // Unknown, expired or already answered: there is nothing left to come back to.
      if (status === 404 || status === 410) forgetInvitation();
      notify(
        answer === 'accept'
          ? {
              title: _('links.invitation.acceptFailedTitle'),
              description: serverErrorMessage(error) ?? _('links.invitation.acceptFailedBody'),
              type: 'destructive',
            }
          : { title: _('links.invitation.declineFailedTitle'), description: serverErrorMessage(error) ?? _('links.tryAgain'), type: 'destructive' },
      );
      setBusy(null);
    }
  };

  return (
    <Centered>
      <Card.Root bg="white">
        <Card.Header>
          <Heading as="h1" size="2xl">
            {_('links.invitation.title')}
          </Heading>
          <Text color="fg.muted">{invitation ? inviterText(_, invitation.inviter) : _('links.invitation.generic')}</Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <Stack as="dl" gap="1">
              <Text as="dt" fontWeight="semibold">
                {_('links.invitation.relationship')}
              </Text>
              <Text as="dd" m="0">
                {relationshipTypeLabel(_, relationship_type)}
              </Text>
            </Stack>
            <Stack gap="2">
              <Heading as="h2" size="sm" id={accessId}>
                {_('links.invitation.sharedAccess')}
              </Heading>
              <List.Root as="ul" ps="5" gap="1" aria-labelledby={accessId}>
                {sharedAccess(_, permissions).map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
              <Text fontSize="sm" color="fg.muted">
                {calendarShared ? _('links.invitation.nothingElse') : _('links.invitation.onlyChildren')}
              </Text>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {_('links.invitation.signedInAs', { email })}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button onClick={() => void respond('accept')} loading={busy === 'accept'} loadingText={_('links.invitation.accepting')} disabled={busy !== null}>
                {_('links.invitation.accept')}
              </Button>
              <Button
                variant="outline"
                onClick={() => void respond('decline')}
                loading={busy === 'decline'}
                loadingText={_('links.invitation.declining')}
                disabled={busy !== null}
              >
                {_('links.invitation.decline')}
              </Button>
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Centered>
  );
}

/**
 * /account-link/{token} (docs/decisions/0003): public; answering needs a signed-in user. The page reads the
 * invitation's details (who sent it, as what, sharing what), which never uses it up: only its buttons answer it.
 * When that read gets no answer the page still offers the buttons, with the details a link always has.
 */
export function InvitationScreen() {
  const { token } = useParams();
  const { user, isLoading } = useUser();
  const valid = Boolean(token && TOKEN_PATTERN.test(token));
  // The read is public (the token is the credential), so a signed-out visitor also sees who invited them.
  const details = useInvitation(valid ? token! : null);

  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <SignInRequired invitation={details.invitation} />;
  if (!token || !valid) return <InvalidInvitation />;
  if (details.isLoading) return <FullScreenSpinner />;
  const status = errorStatus(details.error);
  // Unknown, withdrawn, expired or already answered.
  if (status === 404 || status === 410 || (details.invitation && details.invitation.status !== 'pending')) return <InvalidInvitation />;
  return <InvitationCard token={token} email={user.email} invitation={details.invitation} />;
}

export default InvitationScreen;

import { Badge, Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/api-client';
import { USER_KEY } from '../../../lib/user';
import { disconnectWhatsapp, startWhatsappConnection, useWhatsappConnection, type ConnectionCode } from '../api/whatsapp';
import { AssistantPreferences } from './assistant-preferences';
import { SettingsSection } from './settings-section';

const ASSISTANT_PLANS = new Set(['simplify', 'simplify_plus']);
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** True once `iso` has passed; re-renders at that moment. */
function useHasPassed(iso: string | null) {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    setPassed(false);
    if (!iso) return;
    const timer = window.setTimeout(() => setPassed(true), Math.max(0, Date.parse(iso) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [iso]);
  return passed;
}

/**
 * WhatsApp assistant: which number is connected, and connecting one by sending a one-time code from it
 * (the number typed in the profile is not trusted until then). While a code waits, the state is polled.
 */
export function WhatsappSection({ user }: { user: PublicUser }) {
  const [pending, setPending] = useState<ConnectionCode | null>(null);
  const [busy, setBusy] = useState(false);
  const expired = useHasPassed(pending?.expiresAt ?? null);
  const { connection, error, isLoading, mutate } = useWhatsappConnection(Boolean(pending) && !expired);
  const { mutate: mutateGlobal } = useSWRConfig();

  // The message arrived: the number is connected (and is now the profile's number too).
  useEffect(() => {
    if (!pending || !connection?.connected) return;
    setPending(null);
    void mutateGlobal(USER_KEY);
    // The toaster flushes synchronously, which React refuses inside an effect: show it right after.
    const number = connection.number;
    queueMicrotask(() => notify({ title: 'WhatsApp Connected', description: `The assistant now answers messages from ${number}.`, type: 'success' }));
  }, [pending, connection, mutateGlobal]);

  const connect = async () => {
    setBusy(true);
    try {
      setPending(await startWhatsappConnection());
    } catch (e) {
      notify({
        title: 'Connection Failed',
        description: serverErrorMessage(e) ?? 'Could not start connecting WhatsApp. Please try again.',
        type: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const disconnect = async () => {
    setBusy(true);
    try {
      await mutate(await disconnectWhatsapp(), { revalidate: false });
      notify({ title: 'WhatsApp Disconnected', description: 'The assistant no longer answers messages from that number.' });
    } catch (e) {
      notify({ title: 'Disconnect Failed', description: serverErrorMessage(e) ?? 'Could not disconnect WhatsApp. Please try again.', type: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title="WhatsApp assistant" description="Message the Simplify assistant from your phone: your agenda, new events, to-dos and more.">
      <Stack gap="4" align="flex-start">
        {isLoading ? (
          <Text color="fg.muted">Checking your WhatsApp connection...</Text>
        ) : error && !connection ? (
          <Text color="fg.error">Your WhatsApp connection could not be loaded. Please refresh the page.</Text>
        ) : connection?.connected ? (
          <>
            <Stack direction="row" align="center" gap="2">
              <Badge bg="green.700" color="white" size="md">
                Connected
              </Badge>
              <Text>
                WhatsApp number: <strong>{connection.number}</strong>
              </Text>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              The assistant answers messages from this number only. Changing the number in your profile disconnects it.
            </Text>
            <Button variant="outline" loading={busy} loadingText="Disconnecting..." onClick={disconnect}>
              Disconnect
            </Button>
          </>
        ) : (
          <>
            <Stack direction="row" align="center" gap="2">
              <Badge bg="gray.200" color="gray.900" size="md">
                Not connected
              </Badge>
              <Text color="fg.muted">No WhatsApp number is connected yet.</Text>
            </Stack>
            {pending && !expired ? (
              <Stack gap="3" align="flex-start" w="full">
                <Text>Send this message from the WhatsApp number you want to connect:</Text>
                <Box as="p" bg="gray.100" borderRadius="md" px="3" py="2" fontFamily="mono" w="full" data-testid="whatsapp-connect-message">
                  {pending.message}
                </Box>
                <Text fontSize="sm" color="fg.muted">
                  Your code is <strong>{pending.code}</strong>. It works once and expires at {timeOf(pending.expiresAt)}.
                </Text>
                <Button asChild bg="green.700" color="white" _hover={{ bg: 'green.800' }}>
                  <a href={pending.url} target="_blank" rel="noopener noreferrer">
                    Open WhatsApp
                  </a>
                </Button>
                <Text fontSize="sm" color="fg.muted" role="status">
                  Waiting for your message...
                </Text>
              </Stack>
            ) : (
              <>
                {expired && <Text role="status">That code has expired. Get a new one to connect.</Text>}
                <Button bg="green.700" color="white" _hover={{ bg: 'green.800' }} loading={busy} loadingText="Getting a code..." onClick={connect}>
                  {expired ? 'Get a new code' : 'Connect WhatsApp'}
                </Button>
              </>
            )}
          </>
        )}
        {!ASSISTANT_PLANS.has(user.subscription_type) && (
          <Text fontSize="sm" color="fg.muted">
            The assistant is part of the Simplify and Simplify+ plans; on other plans it answers only help and sign-in requests.{' '}
            <Link asChild color="blue.700">
              <RouterLink to={paths.upgrade.getHref()}>See plans</RouterLink>
            </Link>
          </Text>
        )}
        <AssistantPreferences user={user} />
      </Stack>
    </SettingsSection>
  );
}

import { Badge, Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { notify } from '../../../components/ui/toaster';
import { currentLanguage, intlLocale } from '../../../i18n/language';
import { translateKnown } from '../../../i18n/known-text';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/api-client';
import { USER_KEY } from '../../../lib/user';
import { disconnectWhatsapp, startWhatsappConnection, useWhatsappConnection, type ConnectionCode } from '../api/whatsapp';
import { AssistantPreferences } from './assistant-preferences';
import { SettingsSection } from './settings-section';

const ASSISTANT_PLANS = new Set(['simplify', 'simplify_plus']);
// English keeps the browser's own clock (12 or 24 hours); Arabic reads as the assistant writes it.
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(currentLanguage() === 'ar' ? intlLocale() : [], { hour: 'numeric', minute: '2-digit' });

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
  const { _ } = useLingui();

  // The message arrived: the number is connected (and is now the profile's number too).
  useEffect(() => {
    if (!pending || !connection?.connected) return;
    setPending(null);
    void mutateGlobal(USER_KEY);
    // The toaster flushes synchronously, which React refuses inside an effect: show it right after.
    const number = connection.number;
    queueMicrotask(() => notify({ title: _('settings.whatsappConnected'), description: _('settings.whatsappConnectedBody', { number }), type: 'success' }));
  }, [pending, connection, mutateGlobal, _]);

  const connect = async () => {
    setBusy(true);
    try {
      setPending(await startWhatsappConnection());
    } catch (e) {
      notify({
        title: _('settings.connectFailed'),
        description: translateKnown(serverErrorMessage(e)) ?? _('settings.connectFailedBody'),
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
      notify({ title: _('settings.whatsappDisconnected'), description: _('settings.whatsappDisconnectedBody') });
    } catch (e) {
      notify({
        title: _('settings.disconnectFailed'),
        description: translateKnown(serverErrorMessage(e)) ?? _('settings.disconnectFailedBody'),
        type: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={_('settings.whatsappTitle')} description={_('settings.whatsappDescription')}>
      <Stack gap="4" align="flex-start">
        {isLoading ? (
          <Text color="fg.muted">{_('settings.checking')}</Text>
        ) : error && !connection ? (
          <Text color="fg.error">{_('settings.connectionFailedLoad')}</Text>
        ) : connection?.connected ? (
          <>
            <Stack direction="row" align="center" gap="2">
              <Badge bg="green.700" color="white" size="md">
                {_('settings.connected')}
              </Badge>
              <Text>
                <Trans id="settings.whatsappNumber" values={{ number: connection.number }} components={{ 0: <strong dir="ltr" /> }} />
              </Text>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {_('settings.thisNumberOnly')}
            </Text>
            <Button variant="outline" loading={busy} loadingText={_('settings.disconnecting')} onClick={disconnect}>
              {_('settings.disconnect')}
            </Button>
          </>
        ) : (
          <>
            <Stack direction="row" align="center" gap="2">
              <Badge bg="gray.200" color="gray.900" size="md">
                {_('settings.notConnected')}
              </Badge>
              <Text color="fg.muted">{_('settings.noNumber')}</Text>
            </Stack>
            {pending && !expired ? (
              <Stack gap="3" align="flex-start" w="full">
                <Text>{_('settings.sendThis')}</Text>
                <Box as="p" bg="gray.100" borderRadius="md" px="3" py="2" fontFamily="mono" w="full" data-testid="whatsapp-connect-message">
                  {pending.message}
                </Box>
                <Text fontSize="sm" color="fg.muted">
                  <Trans id="settings.codeIs" values={{ code: pending.code, time: timeOf(pending.expiresAt) }} components={{ 0: <strong dir="ltr" /> }} />
                </Text>
                <Button asChild bg="green.700" color="white" _hover={{ bg: 'green.800' }}>
                  <a href={pending.url} target="_blank" rel="noopener noreferrer">
                    {_('settings.openWhatsapp')}
                  </a>
                </Button>
                <Text fontSize="sm" color="fg.muted" role="status">
                  {_('settings.waitingMessage')}
                </Text>
              </Stack>
            ) : (
              <>
                {expired && <Text role="status">{_('settings.codeExpired')}</Text>}
                <Button bg="green.700" color="white" _hover={{ bg: 'green.800' }} loading={busy} loadingText={_('settings.gettingCode')} onClick={connect}>
                  {expired ? _('settings.newCode') : _('settings.connect')}
                </Button>
              </>
            )}
          </>
        )}
        {!ASSISTANT_PLANS.has(user.subscription_type) && (
          <Text fontSize="sm" color="fg.muted">
            {_('settings.plansNote')}{' '}
            <Link asChild color="blue.700">
              <RouterLink to={paths.upgrade.getHref()}>{_('settings.seePlans')}</RouterLink>
            </Link>
          </Text>
        )}
        <AssistantPreferences user={user} />
      </Stack>
    </SettingsSection>
  );
}

import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiJson, serverErrorMessage } from '../../../lib/api-client';
import { AuthShell } from '../../../components/ui/auth-shell';
import { translateKnown } from '../../../i18n/known-text';

const SettingsLink = ({ children }: { children?: ReactNode }) => (
  <Link asChild color="teal.800">
    <RouterLink to={paths.settings.getHref()}>{children}</RouterLink>
  </Link>
);

/**
 * /unsubscribe?token=…: the weekly email's link. Works signed out (the token is signed for this one purpose);
 * opening the page changes nothing (mail scanners open links too), only the button does.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const { _ } = useLingui();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  // Catalogue texts are kept as they come and translated when shown, so a change of language reaches them.
  const [problem, setProblem] = useState<string | null>(token ? null : 'settings.unsubscribeIncomplete');

  const unsubscribe = async () => {
    setState('busy');
    try {
      const out = await apiJson<{ message: string }>('POST', `/api/summaries/unsubscribe?token=${encodeURIComponent(token)}`, {});
      setMessage(out.message);
      setState('done');
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? 'settings.somethingWrong');
      setState('idle');
    }
  };

  return (
    <AuthShell title={_('settings.unsubscribeTitle')}>
      <Stack gap="4" textAlign="center">
        {problem ? (
          <Text role="alert">{problem.startsWith('settings.') ? _(problem) : translateKnown(problem)}</Text>
        ) : state === 'done' ? (
          <Text role="status">{translateKnown(message ?? '')}</Text>
        ) : (
          <>
            <Text>{_('settings.unsubscribeQuestion')}</Text>
            <Button colorPalette="teal" loading={state === 'busy'} loadingText={_('settings.unsubscribing')} onClick={unsubscribe}>
              {_('settings.unsubscribe')}
            </Button>
          </>
        )}
        <Text fontSize="sm" color="fg.muted">
          <Trans id="settings.turnOnAgain" components={{ 0: <SettingsLink /> }} />
        </Text>
      </Stack>
    </AuthShell>
  );
}

export default UnsubscribeScreen;

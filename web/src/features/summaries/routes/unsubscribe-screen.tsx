import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiJson, serverErrorMessage } from '../../../lib/api-client';
import { AuthShell } from '../../../components/ui/auth-shell';

/**
 * /unsubscribe?token=…: the weekly email's link. Works signed out (the token is signed for this one purpose);
 * opening the page changes nothing (mail scanners open links too), only the button does.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : 'This unsubscribe link is not complete. Copy the whole link from the email.');

  const unsubscribe = async () => {
    setState('busy');
    try {
      const out = await apiJson<{ message: string }>('POST', `/api/summaries/unsubscribe?token=${encodeURIComponent(token)}`, {});
      setMessage(out.message);
      setState('done');
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? 'Something went wrong. Please try again.');
      setState('idle');
    }
  };

  return (
    <AuthShell title="Weekly summary email">
      <Stack gap="4" textAlign="center">
        {problem ? (
          <Text role="alert">{problem}</Text>
        ) : state === 'done' ? (
          <Text role="status">{message}</Text>
        ) : (
          <>
            <Text>Stop the Sunday summary of your family's week?</Text>
            <Button colorPalette="teal" loading={state === 'busy'} loadingText="Unsubscribing..." onClick={unsubscribe}>
              Unsubscribe
            </Button>
          </>
        )}
        <Text fontSize="sm" color="fg.muted">
          You can turn it on again in{' '}
          <Link asChild color="teal.800">
            <RouterLink to={paths.settings.getHref()}>Settings</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </AuthShell>
  );
}

export default UnsubscribeScreen;

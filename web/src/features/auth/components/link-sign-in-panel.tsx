import { Button, Stack, Text } from '@chakra-ui/react';
import { AuthShell } from '../../../components/ui/auth-shell';

interface LinkSignInPanelProps {
  title: string;
  subtitle: string;
  state: 'idle' | 'busy' | 'done';
  /** What the page says before the button is pressed. */
  prompt: string;
  action: string;
  loadingText: string;
  /** What the page says once signed in, while it moves on to the dashboard. */
  doneText: string;
  onAction: () => void;
}

/** The page of a sign-in link: one line, one button that uses the link, then a status line. */
export function LinkSignInPanel({ title, subtitle, state, prompt, action, loadingText, doneText, onAction }: LinkSignInPanelProps) {
  return (
    <AuthShell title={title} subtitle={subtitle}>
      <Stack gap="4" textAlign="center">
        {state === 'done' ? (
          <Text role="status">{doneText}</Text>
        ) : (
          <>
            <Text>{prompt}</Text>
            <Button onClick={onAction} loading={state === 'busy'} loadingText={loadingText}>
              {action}
            </Button>
          </>
        )}
      </Stack>
    </AuthShell>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { AuthShell } from '../../../components/ui/auth-shell';

export const LINK_PROBLEM_TITLE = 'This link can no longer be used';

/** The page for a missing, used, expired or invalid emailed link, with a way to get a new one. */
export function LinkProblem({ message, children }: { message: string; children: ReactNode }) {
  useLingui();
  return (
    <AuthShell title={translateKnown(LINK_PROBLEM_TITLE)}>
      <Stack gap="5">
        <Text role="alert" textAlign="center">
          {translateKnown(message)}
        </Text>
        {children}
      </Stack>
    </AuthShell>
  );
}

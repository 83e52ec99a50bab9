import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of fields inside a member dialog. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

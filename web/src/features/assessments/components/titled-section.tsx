import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A section named by its h2, with its content below. */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

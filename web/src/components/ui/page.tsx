import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A signed-in screen: one h1, an optional intro line and actions, then the content. */
export function Page({ title, description, actions, children }: PageProps) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {description && <Text color="fg.muted">{description}</Text>}
          </Stack>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

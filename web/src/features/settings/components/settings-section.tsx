import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled card of the settings page. */
export function SettingsSection({ title, description, children, tone }: { title: string; description?: string; children: ReactNode; tone?: 'danger' }) {
  const headingId = useId();
  return (
    <Card.Root as="section" bg="white" borderColor={tone === 'danger' ? 'red.300' : undefined} aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId} color={tone === 'danger' ? 'red.700' : undefined}>
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

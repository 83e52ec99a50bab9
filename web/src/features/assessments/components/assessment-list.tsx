import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { StatusBadge } from './status-badge';

/** A list of assessment rows, or the empty text. */
export function AssessmentList<T extends { id: string }>({ assessments, empty, row }: { assessments: T[]; empty: string; row: (a: T) => ReactNode }) {
  if (assessments.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {assessments.map((a) => (
        <Fragment key={a.id}>{row(a)}</Fragment>
      ))}
    </Stack>
  );
}

/** One row: the member's name and status, the details below, the actions at the end. */
export function AssessmentRowCard({ name, status, details, actions }: { name: string; status: string; details: ReactNode; actions: ReactNode }) {
  return (
    <Card.Root as="li" bg="white" size="sm">
      <Card.Body>
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
          <Stack gap="1">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h3" size="sm">
                {name}
              </Heading>
              <StatusBadge status={status} />
            </Flex>
            {details}
          </Stack>
          {actions}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

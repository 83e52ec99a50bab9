import { Card, Text } from '@chakra-ui/react';

/** A number with its label (and an optional caption); `term` marks it up as a dt/dd pair for use inside a dl. */
export function StatCard({ label, value, caption, term = false }: { label: string; value: number; caption?: string; term?: boolean }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1">
        <Text as={term ? 'dt' : undefined} fontSize="sm" fontWeight="medium" color="fg.muted">
          {label}
        </Text>
        <Text as={term ? 'dd' : undefined} fontSize="3xl" fontWeight="bold" lineHeight="1.1">
          {value}
        </Text>
        {caption && (
          <Text fontSize="xs" color="fg.muted">
            {caption}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

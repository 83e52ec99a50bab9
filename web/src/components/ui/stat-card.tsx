import { Card, Text } from '@chakra-ui/react';

/**
 * A number with its label (and an optional caption). `term` marks it up as a dt/dd pair for use inside a
 * dl: the card itself is then the dl's group (a div holding the dt and dd directly, as HTML requires).
 */
export function StatCard({ label, value, caption, term = false }: { label: string; value: number; caption?: string; term?: boolean }) {
  const content = (
    <>
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
    </>
  );
  return term ? (
    <Card.Root size="sm" variant="outline" p="4" gap="1">
      {content}
    </Card.Root>
  ) : (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1">{content}</Card.Body>
    </Card.Root>
  );
}

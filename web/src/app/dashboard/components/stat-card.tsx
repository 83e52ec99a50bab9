import { Card, Text } from '@chakra-ui/react';

/** A number with its label (and an optional caption). */
export function StatCard({ label, value, caption }: { label: string; value: number; caption?: string }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1">
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
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

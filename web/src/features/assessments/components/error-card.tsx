import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The red card of a failed load (docs/decisions/0004). */
export function ErrorCard({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Card.Root role="alert" bg="red.50" borderColor="red.300" borderWidth="1px">
      <Card.Body gap="3">
        <Text color="red.800" fontWeight="medium">
          {message}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

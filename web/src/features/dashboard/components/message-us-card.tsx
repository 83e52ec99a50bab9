import { Button, Card, Text } from '@chakra-ui/react';
import { supportChatHref, supportNumberLabel } from '../lib/support';

/** Message us on WhatsApp (2.3): the chat opens in a new tab. */
export function MessageUsCard() {
  return (
    <Card.Root as="section" aria-label="Message us on WhatsApp" variant="outline">
      <Card.Body gap="2">
        <Card.Title as="h2">Message us on WhatsApp</Card.Title>
        <Text color="fg.muted">Chat with the Simplify assistant and our team. Our number: {supportNumberLabel()}</Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="green" bg="green.700" color="white">
          <a href={supportChatHref()} target="_blank" rel="noopener noreferrer">
            Message us on WhatsApp
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

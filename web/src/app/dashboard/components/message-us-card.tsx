import { Button, Card, Text } from '@chakra-ui/react';
import { useAppConfig } from '../../../lib/app-config';
import { supportChatHref, supportNumberLabel } from '../lib/support';

/** Message us on WhatsApp (2.3): the chat opens in a new tab; the number is the one the server serves. */
export function MessageUsCard() {
  const { supportWhatsapp, error } = useAppConfig();
  return (
    <Card.Root as="section" aria-label="Message us on WhatsApp" variant="outline">
      <Card.Body gap="2">
        <Card.Title as="h2">Message us on WhatsApp</Card.Title>
        <Text color="fg.muted">
          Chat with the Simplify assistant and our team.
          {supportWhatsapp && ` Our number: ${supportNumberLabel(supportWhatsapp)}`}
          {error && !supportWhatsapp && ' Our number could not be loaded right now. Please refresh the page.'}
        </Text>
      </Card.Body>
      {supportWhatsapp && (
        <Card.Footer>
          <Button asChild colorPalette="green" bg="green.700" color="white">
            <a href={supportChatHref(supportWhatsapp)} target="_blank" rel="noopener noreferrer">
              Message us on WhatsApp
            </a>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

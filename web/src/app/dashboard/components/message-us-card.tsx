import { Button, Card, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useAppConfig } from '../../../lib/app-config';
import { supportChatHref, supportNumberLabel } from '../lib/support';

/** Message us on WhatsApp (2.3): the chat opens in a new tab; the number is the one the server serves. */
export function MessageUsCard() {
  const { _ } = useLingui();
  const { supportWhatsapp, error } = useAppConfig();
  return (
    <Card.Root as="section" aria-label={_('home.messageUs')} variant="outline">
      <Card.Body gap="2">
        <Card.Title as="h2">{_('home.messageUs')}</Card.Title>
        <Text color="fg.muted">
          {_('home.messageUsBody')}
          {supportWhatsapp && ` ${_('home.ourNumber', { number: supportNumberLabel(supportWhatsapp) })}`}
          {error && !supportWhatsapp && ` ${_('home.numberFailed')}`}
        </Text>
      </Card.Body>
      {supportWhatsapp && (
        <Card.Footer>
          <Button asChild colorPalette="green" bg="green.700" color="white">
            <a href={supportChatHref(supportWhatsapp)} target="_blank" rel="noopener noreferrer">
              {_('home.messageUs')}
            </a>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

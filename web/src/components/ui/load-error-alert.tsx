import { Alert, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';

/** "We couldn't load ..." with Try again; the connection hint shows only when the read failed with an error. */
export function LoadErrorAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { _ } = useLingui();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{error ? _('common.networkErrorBody') : null}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {_('common.tryAgain')}
      </Button>
    </Alert.Root>
  );
}

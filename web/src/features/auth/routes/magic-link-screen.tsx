import { Button, Field, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../lib/auth-rules';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { isNetworkError, serverErrorMessage } from '../../../lib/api-client';
import { emailField } from '../../../lib/form-schemas';
import { requestMagicLink } from '../api/email-requests';
import { AuthShell } from '../../../components/ui/auth-shell';
import { translateKnown } from '../../../i18n/known-text';

const emailRule = emailField();

function BackToSignIn() {
  const { _ } = useLingui();
  return (
    <Link asChild color="teal.800" fontWeight="medium">
      <RouterLink to={paths.auth.getHref()}>{_('magic.back')}</RouterLink>
    </Link>
  );
}

/** /auth/magic-link: request a one-time sign-in link by email. */
export function MagicLinkScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { _ } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address) {
      notify({ title: _('magic.requiredTitle'), description: _('magic.requiredBody'), type: 'destructive' });
      return;
    }
    if (!emailRule.isValidSync(address)) {
      setError(translateKnown(MESSAGES.email));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const res = await requestMagicLink(address);
      if (res && res.success === false) throw new Error(`400: ${JSON.stringify({ error: res.message ?? '' })}`);
      notify({ title: _('magic.sentTitle'), description: _('magic.sentBody', { email: address }), type: 'success' });
      setSentTo(address);
    } catch (err) {
      if (isNetworkError(err)) {
        notify({ title: _('common.networkError'), description: _('common.networkErrorBody'), type: 'destructive' });
      } else {
        notify({ title: _('common.error'), description: serverErrorMessage(err) ?? _('magic.failed'), type: 'destructive' });
      }
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <AuthShell title={_('common.checkEmail')} footer={<BackToSignIn />}>
        <Stack gap="5" textAlign="center">
          <Text role="status">
            <Trans id="magic.sentTo" values={{ email: sentTo }} components={{ 0: <strong dir="ltr" /> }} />
          </Text>
          <Text color="fg.muted">{_('magic.expires')}</Text>
          <Button
            variant="outline"
            onClick={() => {
              setSentTo(null);
              setEmail('');
            }}
          >
            {_('magic.different')}
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={_('magic.title')} subtitle={_('magic.subtitle')} footer={<BackToSignIn />}>
      <Stack gap="6">
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>{_('common.email')}</Field.Label>
              <Input
                type="email"
                dir="ltr"
                autoComplete="email"
                placeholder={_('common.emailPlaceholder')}
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" loading={sending} loadingText={_('magic.submitting')} w="full">
              {_('magic.submit')}
            </Button>
          </Stack>
        </form>
        <Stack gap="2">
          <Text fontWeight="medium">{_('magic.why')}</Text>
          <List.Root gap="1" ps="5" color="fg.muted">
            <List.Item>{_('magic.noPassword')}</List.Item>
            <List.Item>{_('magic.oneTime')}</List.Item>
            <List.Item>{_('magic.whatsapp')}</List.Item>
          </List.Root>
        </Stack>
      </Stack>
    </AuthShell>
  );
}

export default MagicLinkScreen;

import { Button, Field, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../lib/auth-rules';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { isNetworkError, serverErrorMessage } from '../../../lib/api-client';
import { emailField } from '../../../lib/form-schemas';
import { requestMagicLink } from '../api/email-requests';
import { AuthShell } from '../../../components/ui/auth-shell';

const emailRule = emailField();

function BackToSignIn() {
  return (
    <Link asChild color="teal.800" fontWeight="medium">
      <RouterLink to={paths.auth.getHref()}>Back to sign in</RouterLink>
    </Link>
  );
}

/** /auth/magic-link: request a one-time sign-in link by email. */
export function MagicLinkScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address) {
      notify({ title: 'Email Required', description: 'Please enter your email address.', type: 'destructive' });
      return;
    }
    if (!emailRule.isValidSync(address)) {
      setError(MESSAGES.email);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const res = await requestMagicLink(address);
      if (res && res.success === false) throw new Error(`400: ${JSON.stringify({ error: res.message ?? '' })}`);
      notify({ title: 'Magic Link Sent!', description: `Check ${address} for your sign-in link.`, type: 'success' });
      setSentTo(address);
    } catch (err) {
      if (isNetworkError(err)) {
        notify({ title: 'Network Error', description: 'Please check your connection and try again.', type: 'destructive' });
      } else {
        notify({ title: 'Error', description: serverErrorMessage(err) ?? 'Failed to send magic link', type: 'destructive' });
      }
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <AuthShell title="Check Your Email" footer={<BackToSignIn />}>
        <Stack gap="5" textAlign="center">
          <Text role="status">
            We sent a sign-in link to <strong>{sentTo}</strong>.
          </Text>
          <Text color="fg.muted">The link expires in 15 minutes and works once. Open it on this device to sign in.</Text>
          <Button
            variant="outline"
            onClick={() => {
              setSentTo(null);
              setEmail('');
            }}
          >
            Send to Different Email
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Sign in with a Magic Link" subtitle="We email you a link that signs you in, no password needed." footer={<BackToSignIn />}>
      <Stack gap="6">
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>Email</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" loading={sending} loadingText="Sending Magic Link..." w="full">
              Send Magic Link
            </Button>
          </Stack>
        </form>
        <Stack gap="2">
          <Text fontWeight="medium">Why use a magic link?</Text>
          <List.Root gap="1" ps="5" color="fg.muted">
            <List.Item>No password to remember or type.</List.Item>
            <List.Item>Secure one-time access: each link works once and expires after 15 minutes.</List.Item>
            <List.Item>Works well if you mostly use Simplify through WhatsApp.</List.Item>
          </List.Root>
        </Stack>
      </Stack>
    </AuthShell>
  );
}

export default MagicLinkScreen;

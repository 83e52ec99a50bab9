import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useUser } from '../../../lib/user';
import { useRefreshBilling } from '../api/subscription';
import { useActivateFromQuery } from '../hooks/use-activate-from-query';
import { PAYMENT_REDIRECT_SECONDS, SUCCESS_REDIRECT_MS, planNameFromQuery, welcomePlanName, whatsappChatUrl } from '../lib/plan-catalog';
import { redirectTo } from '../lib/browser';
import { hasStoredToken } from '../lib/session';

function SuccessShell({ children }: { children: ReactNode }) {
  return (
    <Container maxW="lg" py="16">
      <Stack gap="5" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          Payment Successful!
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * Variant A (/success?plan=…): a 5 s countdown, then the WhatsApp chat with a prefilled activation message.
 * The assistant's number is served by GET /api/config, so the countdown starts once it is known.
 */
export function WhatsAppActivation({ plan }: { plan: string }) {
  const { supportWhatsapp, error } = useAppConfig();
  const [secondsLeft, setSecondsLeft] = useState(PAYMENT_REDIRECT_SECONDS);
  const url = supportWhatsapp ? whatsappChatUrl(plan, supportWhatsapp) : null;

  useEffect(() => {
    if (!url) return;
    const timer = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [url]);

  useEffect(() => {
    if (url && secondsLeft === 0) redirectTo(url);
  }, [secondsLeft, url]);

  return (
    <SuccessShell>
      <Text>
        Thank you for choosing <strong>{planNameFromQuery(plan)}</strong>. To activate your plan, send us the prefilled message on WhatsApp.
      </Text>
      {url ? (
        <>
          <Text color="fg.muted" aria-live="polite" aria-atomic="true">
            {secondsLeft > 0 ? `Opening WhatsApp in ${secondsLeft} second${secondsLeft === 1 ? '' : 's'}...` : 'Opening WhatsApp...'}
          </Text>
          <Button asChild bg="green.700" color="white" _hover={{ bg: 'green.800' }}>
            <a href={url}>Open WhatsApp now</a>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Support number: <strong>+{supportWhatsapp}</strong>
          </Text>
        </>
      ) : (
        <Text color="fg.muted" role="status">
          {error ? 'Our WhatsApp number could not be loaded right now. Please refresh the page.' : 'Getting our WhatsApp number...'}
        </Text>
      )}
    </SuccessShell>
  );
}

/** Variant B (/upgrade-success, /success): refresh the user, then go to / after 2 s. */
export function PaymentConfirmed() {
  const navigate = useNavigate();
  const [signedIn] = useState(hasStoredToken);
  const { user } = useUser();
  const refreshBilling = useRefreshBilling();
  const activation = useActivateFromQuery();
  const [updating, setUpdating] = useState(signedIn);
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn || activation === 'pending' || started.current) return;
    started.current = true;
    void refreshBilling().then(() => setUpdating(false));
    // refreshBilling changes identity each render; this runs once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, activation]);

  useEffect(() => {
    if (!signedIn || updating) return;
    const timer = window.setTimeout(() => navigate(paths.home.getHref()), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, updating, navigate]);

  return (
    <SuccessShell>
      {updating ? (
        <Stack direction="row" align="center" gap="2" role="status">
          <Spinner size="sm" aria-hidden="true" />
          <Text color="fg.muted">Updating your account...</Text>
        </Stack>
      ) : (
        <Text role="status">
          Welcome to {welcomePlanName(user?.subscription_type)}! Your payment went through and your new features are ready.
          {signedIn && ' Taking you to your dashboard...'}
        </Text>
      )}
      <Button bg="blue.700" color="white" _hover={{ bg: 'blue.800' }} disabled={updating} onClick={() => navigate(paths.home.getHref())}>
        {updating ? 'Please wait...' : 'Continue to Dashboard'}
      </Button>
    </SuccessShell>
  );
}

/** /success and /upgrade-success (docs/decisions/0006); open to visitors. */
export function PaymentSuccessScreen() {
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  return plan ? <WhatsAppActivation plan={plan} /> : <PaymentConfirmed />;
}

export default PaymentSuccessScreen;

import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useUser } from '../../../lib/user';
import { useRefreshBilling } from '../api/subscription';
import { useActivateFromQuery } from '../hooks/use-activate-from-query';
import { PAYMENT_REDIRECT_SECONDS, PLAN_LABEL_KEYS, SUCCESS_REDIRECT_MS, planNameFromQuery, welcomePlanKey, whatsappChatUrl } from '../lib/plan-catalog';
import { redirectTo } from '../lib/browser';
import { hasStoredToken } from '../lib/session';

function SuccessShell({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  return (
    <Container maxW="lg" py="16">
      <Stack gap="5" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          {_('plans.success.title')}
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
  const { _ } = useLingui();

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
        <Trans
          id="plans.success.thanks"
          values={{ plan: planNameFromQuery(plan, (type) => _(PLAN_LABEL_KEYS[type])) }}
          components={{ 0: <strong dir="auto" /> }}
        />
      </Text>
      {url ? (
        <>
          <Text color="fg.muted" aria-live="polite" aria-atomic="true">
            {secondsLeft > 0 ? _('plans.success.countdown', { seconds: secondsLeft }) : _('plans.success.opening')}
          </Text>
          <Button asChild bg="green.700" color="white" _hover={{ bg: 'green.800' }}>
            <a href={url}>{_('plans.success.openNow')}</a>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            <Trans id="plans.success.support" values={{ number: supportWhatsapp }} components={{ 0: <strong dir="ltr" /> }} />
          </Text>
        </>
      ) : (
        <Text color="fg.muted" role="status">
          {error ? _('plans.success.numberFailed') : _('plans.success.gettingNumber')}
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
  const { _ } = useLingui();

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
          <Text color="fg.muted">{_('plans.success.updating')}</Text>
        </Stack>
      ) : (
        <Text role="status">
          {_('plans.success.welcome', { plan: _(welcomePlanKey(user?.subscription_type)) })}
          {signedIn && _('plans.success.taking')}
        </Text>
      )}
      <Button bg="blue.700" color="white" _hover={{ bg: 'blue.800' }} disabled={updating} onClick={() => navigate(paths.home.getHref())}>
        {updating ? _('plans.success.wait') : _('plans.success.continue')}
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

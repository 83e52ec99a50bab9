import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SubscriptionType } from '../../../../../shared/constants';
import { notify } from '../../../components/ui/toaster';
import { PLAN_LABEL_KEYS } from '../lib/plan-catalog';
import { hasStoredToken } from '../lib/session';
import { activateSubscription, useRefreshBilling } from '../api/subscription';

export type ActivationState = 'idle' | 'pending' | 'done';

const PARAMS = ['setup_intent', 'payment_intent'] as const;

/**
 * Activation after a payment setup (docs/decisions/0006): when the address carries setup_intent or
 * payment_intent, POST /api/activate-subscription once, toast the outcome, refresh the user and the
 * subscription status, and drop the parameters from the address. 'pending' until it is over.
 */
export function useActivateFromQuery(): ActivationState {
  const [searchParams, setSearchParams] = useSearchParams();
  const setupIntent = searchParams.get('setup_intent') ?? undefined;
  const paymentIntent = searchParams.get('payment_intent') ?? undefined;
  const wanted = Boolean((setupIntent || paymentIntent) && hasStoredToken());
  const [state, setState] = useState<ActivationState>(wanted ? 'pending' : 'idle');
  const started = useRef<string | null>(null);
  const refreshBilling = useRefreshBilling();
  const { _ } = useLingui();

  useEffect(() => {
    if (!wanted) return;
    const key = `${setupIntent ?? ''}|${paymentIntent ?? ''}`;
    if (started.current === key) return;
    started.current = key;
    setState('pending');
    const body: { setup_intent?: string; payment_intent?: string } = {};
    if (setupIntent) body.setup_intent = setupIntent;
    if (paymentIntent) body.payment_intent = paymentIntent;
    void (async () => {
      try {
        const { subscriptionType } = await activateSubscription(body);
        const key = subscriptionType ? PLAN_LABEL_KEYS[subscriptionType as SubscriptionType] : undefined;
        const description = subscriptionType ? _('plans.activatedBody', { plan: key ? _(key) : subscriptionType }) : _('plans.activatedNew');
        notify({ title: _('plans.activatedTitle'), description, type: 'success' });
      } catch {
        notify({ title: _('plans.activationFailedTitle'), description: _('plans.activationFailedBody'), type: 'destructive' });
      }
      await refreshBilling();
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const name of PARAMS) next.delete(name);
          next.delete('redirect_status');
          return next;
        },
        { replace: true },
      );
      setState('done');
    })();
    // refreshBilling and setSearchParams are new each render; the request depends on the intents only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, setupIntent, paymentIntent]);

  return state;
}

import type Stripe from 'stripe';
import { logStripeNotConfigured, secret, stripeConfigProblem } from '../adapters/secrets';
import { processStripeEvent } from '../billing/stripe-events';
import { stripe } from '../billing/payments';
import { badRequest, serviceUnavailable } from '../errors';
import { route } from '../http';

/**
 * Stripe's webhook. While the stack's random placeholders are in place (the secret is not `whsec_...`,
 * or the key not `sk_`/`rk_`), every event is refused with 503 and an error line the stack alarms on:
 * Stripe retries for three days, so nothing is lost once the real values are put. Then the signature is
 * verified on the exact raw body (300 s tolerance) before anything is read.
 */
export const handler = route({ rawBody: true }, async ({ rawBody, headers }) => {
  const problem = await stripeConfigProblem();
  if (problem) {
    logStripeNotConfigured(problem);
    throw serviceUnavailable('Payments are not configured yet.');
  }
  const signature = headers['stripe-signature'];
  if (!signature) throw badRequest('Missing Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = await (await stripe()).webhooks.constructEventAsync(rawBody, signature, await secret('stripeWebhook'), 300);
  } catch {
    throw badRequest('The Stripe signature does not match this payload (or it is too old).');
  }
  const outcome = await processStripeEvent(event);
  if (outcome.result === 'ignored') return { received: true, duplicate: false, ignored: outcome.reason };
  return { received: true, duplicate: outcome.result === 'duplicate' };
});

import type Stripe from 'stripe';
import { secret } from '../adapters/secrets';
import { processStripeEvent } from '../billing/stripe-events';
import { stripe } from '../billing/payments';
import { badRequest } from '../errors';
import { route } from '../http';

/** Stripe's webhook: the signature is verified on the exact raw body (300 s tolerance) before anything is read. */
export const handler = route({ rawBody: true }, async ({ rawBody, headers }) => {
  const signature = headers['stripe-signature'];
  if (!signature) throw badRequest('Missing Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = await (await stripe()).webhooks.constructEventAsync(rawBody, signature, await secret('stripeWebhook'), 300);
  } catch {
    throw badRequest('The Stripe signature does not match this payload (or it is too old).');
  }
  const outcome = await processStripeEvent(event);
  return { received: true, duplicate: outcome === 'duplicate' };
});

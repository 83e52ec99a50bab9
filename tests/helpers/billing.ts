import { checkoutSession, event, sessionIdOf, signed } from '../../scripts/local/stripe-events';
import { call, api } from './api';
import { allItems } from './table';

/** Give a signed-in user the Assessment Pack the way production does: checkout, then Stripe's signed webhook. */
export async function buyAssessmentPack(user: { token: string; user: { id: string } }) {
  const checkout = await api.post('/api/create-checkout-session', { subscriptionType: 'assessment_pack' }, { token: user.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === user.user.id)!.stripe_customer_id);
  const res = await deliverStripeEvent(
    event('checkout.session.completed', checkoutSession({ id: sessionIdOf(checkout.body.url), customer, userId: user.user.id, plan: 'assessment_pack' })),
  );
  if (res.status !== 200) throw new Error(`webhook failed ${res.status} ${res.text}`);
}

/** Post a Stripe-signed event to the real webhook route, as Stripe would. */
export async function deliverStripeEvent(evt: object, opts: { secret?: string; timestamp?: number } = {}) {
  const { payload, header } = signed(evt, opts.secret ?? process.env.STRIPE_WEBHOOK_SECRET!, opts.timestamp);
  return call('POST', '/api/stripe/webhook', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
}

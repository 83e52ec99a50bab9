import * as z from 'zod';
import { PAID_PLANS, subscriptionType } from '../../shared/plans';
import { ensureCustomer, recordCheckout } from '../billing/records';
import { payments } from '../billing/payments';
import { appUrl } from '../config';
import { requireUser } from '../data/users';
import { conflict } from '../errors';
import { route, signedIn } from '../http';

const Body = z.object({ subscriptionType: z.enum(PAID_PLANS, 'Choose one of the plans: simplify, simplify_plus or assessment_pack') });

export const handler = route({ body: Body }, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  const plan = input.body.subscriptionType;
  const state = { subscriptions: user.subscriptions, assessment_pack: user.assessment_pack };
  if (plan === 'assessment_pack' ? state.assessment_pack : subscriptionType(state) === plan) throw conflict('You already have this plan.');
  const customerId = await ensureCustomer(user);
  const base = appUrl();
  const checkout = await payments().createCheckout({
    customerId,
    userId: user.id,
    plan,
    successUrl: `${base}/upgrade-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/upgrade`,
  });
  // The webhook applies only sessions recorded here, with the plan and price chosen here.
  await recordCheckout({ id: checkout.id, userId: user.id, customer: customerId, plan, price: checkout.price });
  return { url: checkout.url };
});

import * as z from 'zod';
import { subscriptionType } from '../../shared/plans';
import { applyBilling } from '../billing/billing';
import { payments } from '../billing/payments';
import { requireUser } from '../data/users';
import { badRequest, notFound } from '../errors';
import { route, signedIn } from '../http';

const IntentId = z.string().regex(/^(pi|seti)_[A-Za-z0-9_]{3,250}$/, 'That is not a Stripe intent id');
const Body = z
  .object({ setup_intent: IntentId.optional(), payment_intent: IntentId.optional() })
  .refine((b) => b.setup_intent || b.payment_intent, { message: 'Send setup_intent or payment_intent.' });

/** After a payment setup, confirm with Stripe that the intent is this account's and has succeeded. */
export const handler = route({ body: Body }, async (input) => {
  const { userId } = signedIn(input);
  const user = await requireUser(userId);
  const [kind, id] = input.body.payment_intent ? (['payment', input.body.payment_intent] as const) : (['setup', input.body.setup_intent!] as const);
  const intent = await payments().retrieveIntent(kind, id);
  if (!intent || !user.stripe_customer_id || intent.customer !== user.stripe_customer_id) throw notFound('We could not find that payment on your account.');
  if (intent.status !== 'succeeded') throw badRequest('That payment has not completed yet.');
  if (intent.metadata.plan === 'assessment_pack') await applyBilling(userId, (s) => (s.assessment_pack ? null : { ...s, assessment_pack: true }));
  const after = await requireUser(userId);
  return { subscriptionType: subscriptionType({ subscriptions: after.subscriptions, assessment_pack: after.assessment_pack }) };
});

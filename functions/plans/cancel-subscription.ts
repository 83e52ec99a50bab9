import { currentSubscription } from '../../shared/plans';
import { applyBilling, mirrorSubscription, subscriptionStatus } from '../billing/billing';
import { payments } from '../billing/payments';
import { requireUser } from '../data/users';
import { badRequest } from '../errors';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => {
  const { userId } = signedIn(input);
  const user = await requireUser(userId);
  const current = currentSubscription({ subscriptions: user.subscriptions ?? {} });
  if (!current) throw badRequest('There is no active subscription to cancel.');
  const [id, sub] = current;
  if (!sub.cancel_at_period_end) {
    const updated = await payments().setCancelAtPeriodEnd(id, true);
    await applyBilling(userId, mirrorSubscription({ ...updated, plan: sub.plan }, Math.floor(Date.now() / 1000)));
  }
  const after = await requireUser(userId);
  return { success: true, message: 'Your subscription will remain active until the end of the current billing period.', ...subscriptionStatus(after) };
});

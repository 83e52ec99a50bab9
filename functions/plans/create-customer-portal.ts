import { payments } from '../billing/payments';
import { appUrl } from '../config';
import { requireUser } from '../data/users';
import { badRequest } from '../errors';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  if (!user.stripe_customer_id) throw badRequest("No active subscription found. You'll need an active subscription to access the billing portal.");
  const url = await payments().createPortal({ customerId: user.stripe_customer_id, returnUrl: appUrl('/settings') });
  return { url };
});

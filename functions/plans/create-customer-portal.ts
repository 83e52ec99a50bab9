import type { StoredBilling } from '../billing/billing';
import { payments } from '../billing/payments';
import { config } from '../config';
import { getUser, type UserItem } from '../data/users';
import { badRequest, unauthorized } from '../errors';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => {
  const user = (await getUser(signedIn(input).userId)) as (UserItem & StoredBilling) | null;
  if (!user) throw unauthorized();
  if (!user.stripe_customer_id) throw badRequest("No active subscription found. You'll need an active subscription to access the billing portal.");
  const url = await payments().createPortal({ customerId: user.stripe_customer_id, returnUrl: `${config().APP_URL.replace(/\/$/, '')}/settings` });
  return { url };
});

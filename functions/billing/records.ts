import type { PaidPlan } from '../../shared/plans';
import { queryAll } from '../data/batch';
import { db } from '../data/client';
import { getItem, putItem, updateItem } from '../data/commands';
import { isConditionFailed } from '../data/dynamo-errors';
import { asItem } from '../data/items';
import { keys } from '../data/keys';
import { getUser, isAccountGone, putForAccount, type UserItem } from '../data/users';
import { payments, type CheckoutPrice } from './payments';

// The account's Stripe customer, its checkout sessions, payments and charge adjustments (the subscription state: billing.ts).

export interface PaymentRecord {
  id: string;
  amount: number;
  currency: string;
  created: number;
  description: string;
  customer: string;
  plan: string;
}

/** The account's Stripe customer, created once: concurrent first checkouts converge on one customer. */
export async function ensureCustomer(user: UserItem): Promise<string> {
  if (user.stripe_customer_id) return user.stripe_customer_id;
  const customerId = await payments().createCustomer({ id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() });
  // Recorded only while the account exists (checked in the same write): an account deleted meanwhile has
  // already deleted the customers it knew of, so this one is deleted here instead of being left behind.
  await putForAccount(user.id, {
    Item: { ...keys.stripeCustomer(customerId), entity: 'stripeCustomer', userId: user.id, ...keys.userOwnedRef(user.id, `STRIPE#${customerId}`) },
  }).catch(async (error: unknown) => {
    if (isAccountGone(error)) await payments().deleteCustomer(customerId);
    throw error;
  });
  try {
    await db().send(
      updateItem({
        Key: keys.user(user.id),
        UpdateExpression: 'SET stripe_customer_id = :c',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(stripe_customer_id)',
        ExpressionAttributeValues: { ':c': customerId },
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const again = await getUser(user.id);
    return again?.stripe_customer_id ?? customerId;
  }
}

export async function userIdForCustomer(customerId: string): Promise<string | null> {
  const { Item } = await db().send(getItem({ Key: keys.stripeCustomer(customerId) }));
  return Item ? String(Item.userId) : null;
}

/** A checkout session as this API created it: the only sessions a webhook may apply. */
export interface CheckoutRecord {
  id: string;
  userId: string;
  customer: string;
  plan: PaidPlan;
  price: CheckoutPrice;
  createdAt: string;
}

/** Stripe keeps an open session for a day and retries a webhook for three; a month is ample. */
const CHECKOUT_DAYS = 30;

export async function recordCheckout(c: Omit<CheckoutRecord, 'createdAt'>) {
  const item = { ...c, createdAt: new Date().toISOString() };
  await db().send(
    putItem({
      Item: {
        ...keys.checkoutSession(c.id),
        entity: 'checkoutSession',
        ...item,
        ttl: Math.floor(Date.now() / 1000) + CHECKOUT_DAYS * 86400,
        ...keys.userOwnedRef(c.userId, `CHECKOUT#${c.id}`),
      },
    }),
  );
}

export async function findCheckout(sessionId: string): Promise<CheckoutRecord | null> {
  const { Item } = await db().send(getItem({ Key: keys.checkoutSession(sessionId) }));
  return Item ? asItem<CheckoutRecord>(Item) : null;
}

export async function findPayment(paymentId: string): Promise<PaymentRecord | null> {
  const { Item } = await db().send(getItem({ Key: keys.payment(paymentId) }));
  return Item ? asItem<PaymentRecord>(Item) : null;
}

/** The payments recorded since `since` (ISO time), from the by-date index. */
export const paymentsSince = (since: string) =>
  queryAll<PaymentRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p AND gsi1sk >= :since',
    ExpressionAttributeValues: { ':p': 'PAYMENTS', ':since': since },
  });

/**
 * Money taken back from one charge: `totalCents` is the whole amount refunded so far (Stripe sends the
 * running total) or the disputed amount. Recorded once per charge and kind; revenue is netted by the growth.
 */
export interface ChargeAdjustment {
  kind: 'refund' | 'dispute';
  chargeId: string;
  totalCents: number;
  currency: string;
  customer: string;
  /** What the charge paid for: subscription revenue is netted too unless it was the Assessment Pack. */
  plan: string;
  created: number;
}

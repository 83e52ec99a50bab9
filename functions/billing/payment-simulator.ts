import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomBytes } from 'node:crypto';
import { appUrl } from '../config';
import { deleteKeys, queryAll, type Key } from '../data/batch';
import { db, tableName } from '../data/client';
import { ignoreConditionFailed } from '../data/dynamo-errors';
import { keys } from '../data/keys';
import { checkoutPrice, type Payments, type SubscriptionSnapshot } from './payments';

/** Local simulator: checkout sessions and subscriptions are kept in the table under SIM# keys. */
const simKey = (kind: string, id: string) => ({ pk: `SIM#${kind}#${id}`, sk: kind });
export const simulatorKeys = {
  session: (id: string) => simKey('SESSION', id),
  subscription: (id: string) => simKey('SUBSCRIPTION', id),
  intent: (id: string) => simKey('INTENT', id),
  charge: (id: string) => simKey('CHARGE', id),
};

export const localSimulator: Payments = {
  async createCustomer(user) {
    return `cus_local_${createHash('sha256').update(user.id).digest('hex').slice(0, 14)}`;
  },
  async createCheckout({ customerId, userId, plan, successUrl, cancelUrl }) {
    const id = `cs_local_${randomBytes(12).toString('hex')}`;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...simulatorKeys.session(id),
          entity: 'simCheckout',
          id,
          customer: customerId,
          userId,
          plan,
          successUrl: successUrl.replace('{CHECKOUT_SESSION_ID}', id),
          cancelUrl,
          ttl: Math.floor(Date.now() / 1000) + 86400,
          ...keys.userOwnedRef(userId, `SIMSESSION#${id}`),
        },
      }),
    );
    return { id, url: appUrl(`/_local/checkout/${id}`), price: checkoutPrice(plan) };
  },
  async createPortal({ customerId, returnUrl }) {
    return `${appUrl('/_local/portal')}?customer=${encodeURIComponent(customerId)}&return_url=${encodeURIComponent(returnUrl)}`;
  },
  async setCancelAtPeriodEnd(id, cancel) {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: simulatorKeys.subscription(id),
        UpdateExpression: 'SET #o.cancel_at_period_end = :c, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#o': 'object' },
        ExpressionAttributeValues: { ':c': cancel, ':now': Date.now() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes!.object as SubscriptionSnapshot;
  },
  async cancelNow(id) {
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: simulatorKeys.subscription(id),
          UpdateExpression: 'SET #o.#s = :s',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#o': 'object', '#s': 'status' },
          ExpressionAttributeValues: { ':s': 'canceled' },
        }),
      )
      .catch(ignoreConditionFailed);
  },
  async deleteCustomer(id) {
    // The simulator's records of the customer: its subscriptions and payment intents (by customer).
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :c',
      ExpressionAttributeValues: { ':c': `SIMCUSTOMER#${id}` },
      ProjectionExpression: 'pk, sk',
    });
    await deleteKeys(items as Key[]);
  },
  async retrieveIntent(_kind, id) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: simulatorKeys.intent(id) }));
    return Item ? { customer: String(Item.customer), status: String(Item.status), metadata: (Item.metadata ?? {}) as Record<string, string> } : null;
  },
  async retrieveCharge(id) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: simulatorKeys.charge(id) }));
    return Item ? { customer: Item.customer ? String(Item.customer) : null, paymentIntent: Item.paymentIntent ? String(Item.paymentIntent) : null } : null;
  },
};

import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from '../../functions/adapters/mailer';
import { checkoutPrice, type Payments, type SubscriptionSnapshot } from '../../functions/billing/payments';
import { appUrl } from '../../functions/config';
import { deleteKeys, queryAll, type Key } from '../../functions/data/batch';
import { db, tableName } from '../../functions/data/client';
import { ignoreConditionFailed } from '../../functions/data/dynamo-errors';
import { keys, simulatorKeys } from '../../functions/data/keys';
import { PLANS, type PaidPlan } from '../../shared/plans';
import { checkoutSession, event, invoice, signed, subscription } from './stripe-events';
import type { LocalPage } from './server';

/**
 * The local payment simulator (only mounted by `npm start`, never deployed): a checkout page and a
 * billing-portal page that produce the events Stripe would send, signed with the webhook secret, and
 * post them to the real webhook route.
 */

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1a202c}.card{border:1px solid #cbd5e0;border-radius:12px;padding:24px}button{font-size:16px;padding:10px 18px;border-radius:8px;border:1px solid #2b6cb0;cursor:pointer;margin-right:8px}.pay{background:#2b6cb0;color:#fff}.note{color:#4a5568;font-size:14px}</style></head><body><main class="card">${body}</main><p class="note">Local payment simulator: no money moves. With STRIPE_SECRET_KEY set, real Stripe test mode is used instead.</p></body></html>`;

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
  res.end(html);
}
const redirect = (res: ServerResponse, to: string) => {
  res.writeHead(303, { location: to });
  res.end();
};
const price = (plan: PaidPlan) => `$${PLANS[plan].amountCents / 100}${PLANS[plan].interval ? ` per ${PLANS[plan].interval}` : ' one-time'}`;

export function paymentSimulator(opts: { apiBase: string; webhookSecret: () => string }): LocalPage {
  async function post(evt: object) {
    const { payload, header } = signed(evt, opts.webhookSecret());
    const res = await fetch(`${opts.apiBase}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
  }

  // The events name the session the API recorded (its id) and the customer the API stored, and carry
  // the plan's inline price: the only things the webhook trusts (functions/billing/stripe-events.ts).
  async function pay(session: Record<string, unknown>) {
    const customer = String(session.customer);
    const userId = String(session.userId);
    const plan = session.plan as PaidPlan;
    if (plan === 'assessment_pack') {
      const paymentIntent = `pi_local_${randomBytes(10).toString('hex')}`;
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...simulatorKeys.intent(paymentIntent),
            gsi1pk: `SIMCUSTOMER#${customer}`,
            gsi1sk: paymentIntent,
            customer,
            status: 'succeeded',
            metadata: { userId, plan },
          },
        }),
      );
      await post(event('checkout.session.completed', checkoutSession({ id: String(session.id), customer, userId, plan, paymentIntent })));
      return;
    }
    const sub = subscription({ customer, userId, plan });
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...simulatorKeys.subscription(sub.id), gsi1pk: `SIMCUSTOMER#${customer}`, gsi1sk: sub.id, object: sub },
      }),
    );
    await post(event('customer.subscription.created', sub));
    await post(event('checkout.session.completed', checkoutSession({ id: String(session.id), customer, userId, plan, subscription: sub.id })));
    await post(event('invoice.paid', invoice({ customer, subscription: sub, plan })));
  }

  async function checkoutPage(req: IncomingMessage, res: ServerResponse, id: string, action: string | undefined) {
    const { Item: session } = await db().send(new GetCommand({ TableName: tableName(), Key: simulatorKeys.session(id) }));
    if (!session) return send(res, 404, page('Checkout not found', '<h1>Checkout not found</h1><p>This checkout session does not exist or has expired.</p>'));
    const plan = session.plan as PaidPlan;
    if (req.method === 'POST' && action === 'pay') {
      if (!session.paidAt) {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: simulatorKeys.session(id),
            UpdateExpression: 'SET paidAt = :t',
            ExpressionAttributeValues: { ':t': Date.now() },
          }),
        );
        await pay(session);
      }
      return redirect(res, String(session.successUrl));
    }
    if (req.method === 'POST' && action === 'cancel') return redirect(res, String(session.cancelUrl));
    send(
      res,
      200,
      page(
        `Pay for ${PLANS[plan].name}`,
        `<h1>Checkout</h1><p><strong>${escapeHtml(PLANS[plan].name)}</strong>: ${escapeHtml(price(plan))}</p><p>${escapeHtml(PLANS[plan].description)}</p>
        <form method="post" action="/_local/checkout/${escapeHtml(id)}/pay" style="display:inline"><button class="pay" type="submit">Pay ${escapeHtml(price(plan))}</button></form>
        <form method="post" action="/_local/checkout/${escapeHtml(id)}/cancel" style="display:inline"><button type="submit">Cancel</button></form>`,
      ),
    );
  }

  async function portalPage(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
    const customer = url.searchParams.get('customer') ?? '';
    const returnUrl = url.searchParams.get('return_url') ?? '/';
    if (req.method === 'POST') {
      const form = new URLSearchParams(body.toString());
      const subId = form.get('subscription') ?? '';
      const cancel = form.get('action') === 'cancel';
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: simulatorKeys.subscription(subId) }));
      if (Item && (Item.object as { customer: string }).customer === customer) {
        const updated = { ...(Item.object as object), cancel_at_period_end: cancel };
        await db().send(new PutCommand({ TableName: tableName(), Item: { ...Item, object: updated } }));
        await post(event('customer.subscription.updated', updated));
      }
      return redirect(res, `/_local/portal?${url.searchParams.toString()}`);
    }
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :c',
        ExpressionAttributeValues: { ':c': `SIMCUSTOMER#${customer}` },
      }),
    );
    const rows = Items.map((i) => i.object as ReturnType<typeof subscription>)
      .filter((s) => s.status !== 'canceled')
      .map((s) => {
        const plan = s.metadata.plan as PaidPlan;
        const ends = new Date(s.current_period_end * 1000).toDateString();
        return `<section><h2>${escapeHtml(PLANS[plan].name)}</h2><p>${escapeHtml(price(plan))}. ${s.cancel_at_period_end ? `Cancels on ${escapeHtml(ends)}.` : `Renews on ${escapeHtml(ends)}.`}</p>
        <form method="post"><input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><input type="hidden" name="action" value="${s.cancel_at_period_end ? 'resume' : 'cancel'}"><button type="submit">${s.cancel_at_period_end ? 'Resume subscription' : 'Cancel at period end'}</button></form></section>`;
      });
    send(
      res,
      200,
      page(
        'Billing portal',
        `<h1>Billing portal</h1>${rows.join('') || '<p>No subscriptions.</p>'}<p><a href="${escapeHtml(returnUrl)}">Return to Simplify</a></p>`,
      ),
    );
  }

  return async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const checkout = /^\/_local\/checkout\/([A-Za-z0-9_]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (checkout) {
      await checkoutPage(req, res, checkout[1], checkout[2]);
      return true;
    }
    if (url.pathname === '/_local/portal') {
      await portalPage(req, res, url, body);
      return true;
    }
    return false;
  };
}

/**
 * The payments interface without Stripe: checkout sessions and subscriptions kept in the table under SIM# keys,
 * with the checkout and portal pages above standing in for Stripe's. The local stack installs it in billing.
 */
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

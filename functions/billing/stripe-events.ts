import type Stripe from 'stripe';
import { PLANS, type PaidPlan, type SubscriptionState } from '../../shared/plans';
import { applyBilling, mirrorSubscription, type BillingChange } from './billing';
import { findCheckout, findPayment, userIdForCustomer, type ChargeAdjustment, type PaymentRecord } from './records';
import { olderField, payments, planForPrice, type PriceFacts, snapshot } from './payments';
import { log } from '../log';

/**
 * Turn one verified Stripe event into a billing change and/or a money record, applied once.
 * Who: a checkout session this API recorded, or a customer id stored on an account; never metadata.
 * Which plan: the recorded session's plan, or the plan the price is (planForPrice); never metadata.
 * Anything else is ignored (answered 200 so Stripe stops retrying, and nothing is written).
 */

export type Outcome = { result: 'processed' | 'duplicate' } | { result: 'ignored'; reason: string };

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);
const subscriptionPlan = (plan: PaidPlan | null): SubscriptionState['plan'] | null => (plan === 'simplify' || plan === 'simplify_plus' ? plan : null);
const ignored = (reason: string): Outcome => ({ result: 'ignored', reason });

async function apply(
  userId: string | null,
  change: BillingChange | null,
  event: Stripe.Event,
  extra: { payment?: PaymentRecord; adjustment?: ChargeAdjustment } = {},
): Promise<Outcome> {
  return { result: (await applyBilling(userId, change, { eventId: event.id, ...extra })) ? 'processed' : 'duplicate' };
}

function invoiceSubscriptionId(inv: Stripe.Invoice): string | null {
  const legacy = olderField<string | { id: string } | null>(inv, 'subscription');
  const modern = inv.parent?.subscription_details?.subscription;
  return idOf(legacy ?? modern ?? null);
}

/** The plan an invoice line paid for: its price id, else (inline prices get a new id each time) its amount and period. */
function invoiceLinePlan(inv: Stripe.Invoice): PaidPlan | null {
  const line = inv.lines?.data?.[0];
  if (!line) return null;
  const legacy = olderField<PriceFacts | null>(line, 'price');
  const priceId = line.pricing?.price_details?.price;
  const byId = planForPrice(legacy ?? (priceId ? { id: typeof priceId === 'string' ? priceId : priceId.id } : null));
  if (byId) return byId;
  const yearly = line.period && line.period.end - line.period.start > 40 * 86400;
  return planForPrice({ unit_amount: line.amount, currency: inv.currency, recurring: { interval: yearly ? 'year' : 'month' } });
}

/** A charge is ours when it paid a recorded Assessment Pack (keyed by payment intent) or its customer is an account's. */
async function chargeOwner(customer: string | null, paymentIntent: string | null) {
  const packPayment = paymentIntent ? await findPayment(paymentIntent) : null;
  const userId = await userIdForCustomer(customer ?? packPayment?.customer ?? '');
  return { packPayment, userId, customer: customer ?? packPayment?.customer ?? '' };
}

export async function processStripeEvent(event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      const record = await findCheckout(s.id);
      const customer = idOf(s.customer);
      if (!record) return ignored('not a checkout session this API created');
      if ((s.client_reference_id && s.client_reference_id !== record.userId) || (customer && customer !== record.customer))
        return ignored('the session does not match the one this API created');
      const plan = record.plan;
      if (plan === 'assessment_pack') {
        if (s.mode !== 'payment' || s.payment_status !== 'paid') return apply(null, null, event);
        const payment = {
          id: idOf(s.payment_intent) ?? s.id,
          amount: (s.amount_total ?? PLANS.assessment_pack.amountCents) / 100,
          currency: s.currency ?? 'usd',
          created: event.created,
          description: PLANS.assessment_pack.name,
          customer: record.customer,
          plan,
        };
        return apply(record.userId, (state) => (state.assessment_pack ? null : { ...state, assessment_pack: true }), event, { payment });
      }
      const subId = idOf(s.subscription);
      if (s.mode !== 'subscription' || !subId) return apply(null, null, event);
      // Only fills a gap: any subscription event (even an earlier-delivered later one) wins over this.
      return apply(
        record.userId,
        (state) =>
          state.subscriptions?.[subId]
            ? null
            : {
                ...state,
                subscriptions: {
                  ...state.subscriptions,
                  [subId]: { plan, status: 'active', cancel_at_period_end: false, current_period_end: null, event_created: 0 },
                },
              },
        event,
      );
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const object = event.data.object;
      const sub = snapshot(object);
      const userId = await userIdForCustomer(sub.customer);
      if (!userId) return ignored('the customer is not an account of this API');
      const plan = subscriptionPlan(planForPrice(object.items?.data?.[0]?.price));
      if (!plan) return ignored('the price is not one of the plans');
      return apply(
        userId,
        mirrorSubscription({ ...sub, plan, status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status }, event.created),
        event,
      );
    }
    case 'invoice.paid': {
      const inv = event.data.object;
      const customer = idOf(inv.customer);
      const userId = customer ? await userIdForCustomer(customer) : null;
      if (!customer || !userId) return ignored('the customer is not an account of this API');
      const plan = invoiceLinePlan(inv) ?? 'simplify';
      const payment =
        inv.id && inv.amount_paid > 0
          ? {
              id: inv.id,
              amount: inv.amount_paid / 100,
              currency: inv.currency,
              created: inv.created ?? event.created,
              description: inv.description ?? `${PLANS[plan].name} subscription`,
              customer,
              plan,
            }
          : undefined;
      return apply(null, null, event, { payment });
    }
    case 'invoice.payment_failed': {
      const inv = event.data.object;
      const userId = await userIdForCustomer(idOf(inv.customer) ?? '');
      if (!userId) return ignored('the customer is not an account of this API');
      const subId = invoiceSubscriptionId(inv);
      if (!subId) return apply(null, null, event);
      return apply(
        userId,
        (state) => {
          const s = state.subscriptions?.[subId];
          if (!s || s.status === 'canceled' || s.event_created > event.created) return null;
          return { ...state, subscriptions: { ...state.subscriptions, [subId]: { ...s, status: 'past_due', event_created: event.created } } };
        },
        event,
      );
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const owner = await chargeOwner(idOf(charge.customer), idOf(charge.payment_intent));
      if (!owner.packPayment && !owner.userId) return ignored('not a charge of this API');
      const adjustment: ChargeAdjustment = {
        kind: 'refund',
        chargeId: charge.id,
        totalCents: charge.amount_refunded,
        currency: charge.currency,
        customer: owner.customer,
        plan: owner.packPayment?.plan ?? 'subscription',
        created: event.created,
      };
      return apply(null, null, event, { adjustment });
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const chargeId = idOf(dispute.charge);
      if (!chargeId) return ignored('the dispute names no charge');
      // A dispute names only the charge: ask Stripe whose it is.
      const charge = await payments().retrieveCharge(chargeId);
      const owner = await chargeOwner(charge?.customer ?? null, idOf(dispute.payment_intent) ?? charge?.paymentIntent ?? null);
      if (!owner.packPayment && !owner.userId) return ignored('not a charge of this API');
      const adjustment: ChargeAdjustment = {
        kind: 'dispute',
        chargeId,
        totalCents: dispute.amount,
        currency: dispute.currency,
        customer: owner.customer,
        plan: owner.packPayment?.plan ?? 'subscription',
        created: event.created,
      };
      // The disputed purchase ends: the pack it paid for, or the paid subscriptions.
      let ended: string[] = [];
      const change: BillingChange = (state) => {
        if (owner.packPayment) return state.assessment_pack ? { ...state, assessment_pack: false } : null;
        ended = Object.entries(state.subscriptions ?? {})
          .filter(([, s]) => s.status !== 'canceled')
          .map(([id]) => id);
        if (!ended.length) return null;
        const subscriptions = { ...state.subscriptions };
        for (const id of ended) subscriptions[id] = { ...subscriptions[id], status: 'canceled', cancel_at_period_end: false, event_created: event.created };
        return { ...state, subscriptions };
      };
      const outcome = await apply(owner.userId, change, event, { adjustment });
      // Stop billing the disputed subscriptions; their deletion events then find them already ended.
      if (outcome.result === 'processed') {
        for (const id of ended) {
          await payments()
            .cancelNow(id)
            .catch((error: Error) => log.error({ msg: `Could not cancel disputed subscription ${id} at Stripe: ${error.message}` }));
        }
      }
      return outcome;
    }
    default:
      return apply(null, null, event);
  }
}

import type Stripe from 'stripe';
import { PLANS, type SubscriptionState } from '../../shared/plans';
import { applyBilling, mirrorSubscription, userIdForCustomer, type BillingChange, type PaymentRecord } from './billing';
import { snapshot } from './payments';

/** Turn one verified Stripe event into a billing change and/or a payment record, applied once. */

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);
const subscriptionPlan = (plan: unknown): SubscriptionState['plan'] | null => (plan === 'simplify' || plan === 'simplify_plus' ? plan : null);

async function ownerOf(metadata: Record<string, string> | null | undefined, customer: string | null): Promise<string | null> {
  // The customer mapping is authoritative; metadata is a fallback for events that race the mapping.
  return (customer ? await userIdForCustomer(customer) : null) ?? metadata?.userId ?? null;
}

function invoiceSubscriptionId(inv: Stripe.Invoice): string | null {
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  const modern = (inv as unknown as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent?.subscription_details?.subscription;
  return idOf(legacy ?? modern ?? null);
}

export async function processStripeEvent(event: Stripe.Event): Promise<'processed' | 'duplicate'> {
  let userId: string | null = null;
  let change: BillingChange | null = null;
  let payment: PaymentRecord | undefined;

  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      const customer = idOf(s.customer);
      userId = await ownerOf(s.metadata as Record<string, string>, customer);
      const plan = s.metadata?.plan;
      if (s.mode === 'payment' && s.payment_status === 'paid' && plan === 'assessment_pack') {
        change = (state) => (state.assessment_pack ? null : { ...state, assessment_pack: true });
        payment = { id: idOf(s.payment_intent) ?? s.id, amount: (s.amount_total ?? PLANS.assessment_pack.amountCents) / 100, currency: s.currency ?? 'usd', created: event.created, description: PLANS.assessment_pack.name, customer: customer ?? '', plan };
      } else if (s.mode === 'subscription' && subscriptionPlan(plan)) {
        const subId = idOf(s.subscription);
        // Only fills a gap: any subscription event (even an earlier-delivered later one) wins over this.
        if (subId)
          change = (state) =>
            state.subscriptions?.[subId] ? null : { ...state, subscriptions: { ...state.subscriptions, [subId]: { plan: subscriptionPlan(plan)!, status: 'active', cancel_at_period_end: false, current_period_end: null, event_created: 0 } } };
      }
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = snapshot(event.data.object);
      userId = await ownerOf(sub.metadata, sub.customer);
      const plan = subscriptionPlan(sub.metadata.plan);
      if (plan) change = mirrorSubscription({ ...sub, plan, status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status }, event.created);
      break;
    }
    case 'invoice.paid': {
      const inv = event.data.object;
      const customer = idOf(inv.customer);
      userId = await ownerOf(null, customer);
      // Subscription metadata is copied onto the invoice lines; otherwise tell the plan by its interval.
      const line = inv.lines?.data?.[0];
      const plan = subscriptionPlan((line?.metadata as Record<string, string> | undefined)?.plan) ?? (line?.period && line.period.end - line.period.start > 40 * 86400 ? 'simplify_plus' : 'simplify');
      if (inv.id && inv.amount_paid > 0) {
        payment = { id: inv.id, amount: inv.amount_paid / 100, currency: inv.currency, created: inv.created ?? event.created, description: inv.description ?? `${PLANS[plan].name} subscription`, customer: customer ?? '', plan };
      }
      break;
    }
    case 'invoice.payment_failed': {
      const inv = event.data.object;
      userId = await ownerOf(null, idOf(inv.customer));
      const subId = invoiceSubscriptionId(inv);
      if (subId)
        change = (state) => {
          const s = state.subscriptions?.[subId];
          if (!s || s.status === 'canceled' || s.event_created > event.created) return null;
          return { ...state, subscriptions: { ...state.subscriptions, [subId]: { ...s, status: 'past_due', event_created: event.created } } };
        };
      break;
    }
    default:
      break;
  }
  const applied = await applyBilling(userId, change, { eventId: event.id, payment });
  return applied ? 'processed' : 'duplicate';
}

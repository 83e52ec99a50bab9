import * as z from 'zod';
import { subscriptionType } from '../../shared/plans';
import { paymentsSince } from '../billing/records';
import { readStats } from '../data/stats';
import { userPage } from '../data/users';
import { route } from '../http';

/**
 * The operators' dashboard. Figures come from counters kept in the same writes as the changes they
 * count, users from the sign-up index one page at a time, payments from the by-date index: no Scan,
 * and the reads do not grow with the number of users beyond the page size.
 */
export const REVENUE_WINDOW_DAYS = 90;

const Query = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(500).optional(),
  search: z.string().trim().toLowerCase().max(254).optional(),
});

const dollars = (cents: number) => Math.round(cents) / 100;
const count = (n: number | undefined) => Math.max(0, Number(n ?? 0));

export const handler = route({ query: Query }, async ({ query }) => {
  const since = new Date(Date.now() - REVENUE_WINDOW_DAYS * 86_400_000).toISOString();
  const [s, page, payments] = await Promise.all([readStats(), userPage(query.pageSize, query.cursor, query.search), paymentsSince(since)]);
  const mrr = dollars(s.mrrCents);
  return {
    users: page.users.map((u) => ({
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      subscription_type: subscriptionType(u),
      subscription_status: u.subscription_status ?? 'active',
      created_at: u.created_at,
      phone_number: u.phone_number ?? u.whatsapp_number ?? null,
    })),
    nextCursor: page.next,
    stats: {
      totalUsers: s.totalUsers,
      activeSubscriptions: s.activeSubscriptions,
      totalRevenue: dollars(s.revenueCents),
      freeUsers: s.plan_free,
      simplifyUsers: s.plan_simplify,
      simplifyPlusUsers: s.plan_simplify_plus,
      assessmentUsers: s.plan_assessment_pack,
      conversionRate: s.totalUsers ? Math.round((s.activeSubscriptions / s.totalUsers) * 10000) / 100 : 0,
    },
    revenue: {
      total: dollars(s.revenueCents),
      subscriptionRevenue: dollars(s.subscriptionRevenueCents),
      mrr,
      arr: Math.round(mrr * 12 * 100) / 100,
      recentPayments: payments
        .map((p) => ({
          id: p.id,
          amount: Number(p.amount),
          currency: p.currency,
          created: Number(p.created),
          description: p.description,
          customer: p.customer,
          plan: p.plan,
        }))
        .sort((a, b) => b.created - a.created),
    },
    usage: page.users.map((u) => ({
      user_id: u.id,
      email: u.email,
      calendar_events: count(u.calendar_event_count),
      whatsapp_sessions: count(u.whatsapp_session_count),
      whatsapp_messages: count(u.whatsapp_message_count),
      assessment_purchases: u.assessment_pack ? 1 : 0,
      last_active: u.last_active ?? null,
    })),
  };
});

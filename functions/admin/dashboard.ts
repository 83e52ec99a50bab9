import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { subscriptionType, type BillingState } from '../../shared/plans';
import { queryAll } from '../data/batch';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import type { UserItem } from '../data/users';
import { badRequest } from '../errors';
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

const encodeCursor = (key: Record<string, unknown> | undefined) => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null);
function decodeCursor(cursor: string | undefined, gsi1pk: string) {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (key?.gsi1pk !== gsi1pk || typeof key.pk !== 'string' || typeof key.sk !== 'string' || typeof key.gsi1sk !== 'string') throw new Error('bad');
    return { pk: key.pk, sk: key.sk, gsi1pk: key.gsi1pk, gsi1sk: key.gsi1sk };
  } catch {
    throw badRequest('That page cursor is not valid; start again from the first page.');
  }
}

const dollars = (cents: number) => Math.round(cents) / 100;

async function userPage(pageSize: number, cursor: string | undefined, search: string | undefined) {
  if (search) {
    // Email prefix search on the email uniqueness items, then the profiles in one batch.
    const page = await db().send(new QueryCommand({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :e AND begins_with(gsi1sk, :p)', ExpressionAttributeValues: { ':e': 'EMAILS', ':p': search }, Limit: pageSize, ExclusiveStartKey: decodeCursor(cursor, 'EMAILS') }));
    const ids = (page.Items ?? []).map((i) => String(i.userId));
    const users = ids.length
      ? ((await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: ids.map((id) => keys.user(id)) } } }))).Responses?.[tableName()] ?? [])
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return { users: ids.map((id) => byId.get(id)).filter(Boolean) as unknown as UserItem[], next: encodeCursor(page.LastEvaluatedKey) };
  }
  const page = await db().send(new QueryCommand({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :u', ExpressionAttributeValues: { ':u': 'USERS' }, ScanIndexForward: false, Limit: pageSize, ExclusiveStartKey: decodeCursor(cursor, 'USERS') }));
  return { users: (page.Items ?? []) as unknown as UserItem[], next: encodeCursor(page.LastEvaluatedKey) };
}

export const handler = route({ query: Query }, async ({ query }) => {
  const since = new Date(Date.now() - REVENUE_WINDOW_DAYS * 86_400_000).toISOString();
  const [statsOut, page, payments] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: keys.stats() })),
    userPage(query.pageSize, query.cursor, query.search),
    queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :p AND gsi1sk >= :since', ExpressionAttributeValues: { ':p': 'PAYMENTS', ':since': since } }),
  ]);
  const s = (statsOut.Item ?? {}) as Record<string, number>;
  const n = (k: string) => Number(s[k] ?? 0);
  const totalUsers = n('totalUsers');
  const activeSubscriptions = n('activeSubscriptions');
  const mrr = dollars(n('mrrCents'));
  return {
    users: page.users.map((u) => ({
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      subscription_type: subscriptionType(u as unknown as BillingState),
      subscription_status: u.subscription_status ?? 'active',
      created_at: u.created_at,
      phone_number: u.phone_number ?? u.whatsapp_number ?? null,
    })),
    nextCursor: page.next,
    stats: {
      totalUsers,
      activeSubscriptions,
      totalRevenue: dollars(n('revenueCents')),
      freeUsers: n('plan_free'),
      simplifyUsers: n('plan_simplify'),
      simplifyPlusUsers: n('plan_simplify_plus'),
      assessmentUsers: n('plan_assessment_pack'),
      conversionRate: totalUsers ? Math.round((activeSubscriptions / totalUsers) * 10000) / 100 : 0,
    },
    revenue: {
      total: dollars(n('revenueCents')),
      subscriptionRevenue: dollars(n('subscriptionRevenueCents')),
      mrr,
      arr: Math.round(mrr * 12 * 100) / 100,
      recentPayments: payments
        .map((p) => ({ id: p.id, amount: Number(p.amount), currency: p.currency, created: Number(p.created), description: p.description, customer: p.customer, plan: p.plan }))
        .sort((a, b) => b.created - a.created),
    },
    usage: page.users.map((u) => ({
      user_id: u.id,
      email: u.email,
      calendar_events: Math.max(0, Number((u as unknown as { calendar_event_count?: number }).calendar_event_count ?? 0)),
      whatsapp_sessions: Math.max(0, Number((u as unknown as { whatsapp_session_count?: number }).whatsapp_session_count ?? 0)),
      whatsapp_messages: Math.max(0, Number((u as unknown as { whatsapp_message_count?: number }).whatsapp_message_count ?? 0)),
      assessment_purchases: (u as unknown as BillingState).assessment_pack ? 1 : 0,
      last_active: (u as unknown as { last_active?: string }).last_active ?? null,
    })),
  };
});

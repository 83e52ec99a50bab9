import { randomUUID } from 'node:crypto';
import type { PublicUser } from '../../shared/schemas/auth';
import {
  ARABIC_DIALECTS,
  DEFAULT_LANGUAGE,
  DEFAULT_RESPONSE_STYLE,
  DEFAULT_TIMEZONE,
  LANGUAGES,
  RESPONSE_STYLES,
  type ArabicDialect,
  type Language,
  type ResponseStyle,
} from '../../shared/constants';
import { currentSubscription, subscriptionType, type BillingState, type SubscriptionState } from '../../shared/plans';
import { config } from '../config';
import { badRequest, HttpError, unauthorized } from '../errors';
import { batchGet } from './batch';
import { db } from './client';
import { getItem, query, table, transact, updateItem, type WriteItem } from './commands';
import { setExpression } from './expressions';
import { failedAt } from './dynamo-errors';
import { asItem } from './items';
import { keys } from './keys';

/** A subscription as mirrored on the account, with the time of the Stripe event that last set it. */
export interface StoredSubscription extends SubscriptionState {
  event_created: number;
}

/** The billing state mirrored on the account from Stripe's events (functions/billing/billing.ts). */
export interface StoredBilling extends BillingState {
  subscriptions?: Record<string, StoredSubscription>;
  stripe_customer_id?: string;
  billing_version?: number;
}

/** The stored user record (docs/decisions/0002). The password hash never leaves this module's callers on the server. */
export interface UserItem extends StoredBilling {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  phone_number: string | null;
  whatsapp_number: string | null;
  /** Set while `whatsapp_number` is the account's verified assistant connection (functions/whatsapp/connections.ts). */
  whatsapp_verified_at?: string | null;
  /** SHA-256 of the account's one live WhatsApp connection code. */
  whatsapp_code_hash?: string | null;
  location: string;
  timezone: string;
  preferred_language: string;
  arabic_dialect?: string | null;
  response_style: string;
  is_main_account_holder: boolean;
  auth_method: string;
  email_verified: boolean;
  password_hash: string;
  subscription_type?: PublicUser['subscription_type'];
  subscription_status?: string;
  /** The summaries the parent asked for (Settings; off unless turned on): see functions/jobs/summaries.ts. */
  daily_push_enabled?: boolean;
  weekly_email_enabled?: boolean;
  /** An email change waiting for the new address to confirm it (the change id is in its link). */
  pending_email?: string | null;
  pending_email_id?: string | null;
  /** Epoch ms: one-time tokens issued before this (a password change or reset, an email change) are dead. */
  tokens_valid_after?: number;
  /** Set while the registration is unverified: it and its email/number claims expire (squatting guard). */
  ttl?: number;
  /** The calendar feed's current token is derived from the nonce; the hash finds the account (functions/calendar/feed.ts). */
  calendar_feed_nonce?: string;
  calendar_feed_hash?: string;
  /** A feed token stored in the clear by an earlier version, until the feed is next regenerated. */
  calendar_feed_token?: string;
  /** Usage counters for the admin table, moved in the same writes as what they count. */
  calendar_event_count?: number;
  /** Calendars the family follows (functions/subscriptions): 0 or absent lets readers skip the subscribed events. */
  calendar_subscription_count?: number;
  whatsapp_session_count?: number;
  whatsapp_message_count?: number;
  /** The last sign-in (ISO time). */
  last_active?: string;
  /** What the bell listed when the parent last opened it, and when (functions/notifications). */
  notifications_read?: string[];
  notifications_read_at?: string;
  created_at: string;
  updated_at: string;
}

/** Items carrying a past `ttl` are gone for the product even before DynamoDB's lazy TTL deletion runs. */
const expired = (item: Record<string, unknown> | undefined) => typeof item?.ttl === 'number' && item.ttl * 1000 <= Date.now();

/** The one admin rule: the stored, verified address is on the configured list. Nothing else grants it. */
export const isAdminUser = (u: Pick<UserItem, 'email' | 'email_verified'>) => u.email_verified === true && config().adminEmails.has(u.email.toLowerCase());

export async function getUser(userId: string): Promise<UserItem | null> {
  const { Item } = await db().send(getItem({ Key: keys.user(userId) }));
  return Item && !expired(Item) ? (Item as UserItem) : null;
}

/** The signed-in caller's profile, or 401 when the account was deleted meanwhile. */
export async function requireUser(userId: string): Promise<UserItem> {
  const user = await getUser(userId);
  if (!user) throw unauthorized(ACCOUNT_GONE);
  return user;
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const { Item } = await db().send(getItem({ Key: keys.emailUnique(email) }));
  return Item && !expired(Item) ? String(Item.userId) : null;
}

export async function getUserByEmail(email: string): Promise<UserItem | null> {
  const id = await findUserIdByEmail(email);
  return id ? getUser(id) : null;
}

export function toPublicUser(u: UserItem): PublicUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    profile_image_url: u.profile_image_url ?? null,
    subscription_type: subscriptionType(u),
    subscription_status: currentSubscription(u)?.[1].status ?? 'active',
    is_admin: isAdminUser(u),
    email_verified: u.email_verified,
    pending_email: u.pending_email ?? null,
    whatsapp_number: u.whatsapp_number ?? null,
    phone_number: u.phone_number ?? null,
    location: u.location ?? '',
    timezone: u.timezone ?? DEFAULT_TIMEZONE,
    preferred_language: (LANGUAGES as readonly string[]).includes(u.preferred_language) ? (u.preferred_language as Language) : DEFAULT_LANGUAGE,
    arabic_dialect: (ARABIC_DIALECTS as readonly string[]).includes(u.arabic_dialect ?? '') ? (u.arabic_dialect as ArabicDialect) : null,
    response_style: (RESPONSE_STYLES as readonly string[]).includes(u.response_style) ? (u.response_style as ResponseStyle) : DEFAULT_RESPONSE_STYLE,
    daily_push_enabled: u.daily_push_enabled === true,
    weekly_email_enabled: u.weekly_email_enabled === true,
    created_at: u.created_at,
  };
}

/**
 * A transaction item that holds only while the account exists: writes that create an account's items
 * carry it, so a write racing the account's deletion cannot bring an item back.
 */
export const accountExists = (userId: string) => ({
  ConditionCheck: table({ Key: keys.user(userId), ConditionExpression: 'attribute_exists(pk)' }),
});
export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';
/** The refusal `createForAccount` throws when the account is gone (deleted, or replaced by a newer registration). */
export const isAccountGone = (error: unknown) => error instanceof HttpError && error.statusCode === 401 && error.message === ACCOUNT_GONE;
/** For `.catch`: an account gone meanwhile is as if it had not been found; any other error is rethrown. */
export const ignoreAccountGone = (error: unknown) => {
  if (!isAccountGone(error)) throw error;
};

/** Put an item of the account only while the account exists; 401 when it is gone, any other refusal as DynamoDB gave it. */
export async function putForAccount(userId: string, put: NonNullable<WriteItem['Put']>) {
  try {
    await db().send(transact([accountExists(userId), { Put: put }]));
  } catch (error) {
    if (failedAt(error, 0)) throw unauthorized(ACCOUNT_GONE);
    throw error;
  }
}

/** Create an item of the account (none may have its key yet) only while the account exists; 401 when it is gone. */
export const createForAccount = (userId: string, item: object) => putForAccount(userId, { Item: item, ConditionExpression: 'attribute_not_exists(pk)' });

/** A transaction item that moves the account's stored-event count (the admin usage table) by `by`. */
export const eventCountChange = (userId: string, by: number) => ({
  Update: table({
    Key: keys.user(userId),
    UpdateExpression: 'ADD calendar_event_count :n',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':n': by },
  }),
});

export async function setUserFields(userId: string, fields: Partial<UserItem>) {
  await db().send(
    updateItem({
      Key: keys.user(userId),
      ConditionExpression: 'attribute_exists(pk)',
      ...setExpression({ ...fields, updated_at: new Date().toISOString() }),
    }),
  );
}

export const NOTHING_PENDING = 'There is no email change waiting for confirmation.';

/** Start (a new id) or cancel (null) an email change waiting for confirmation from the new address. */
export async function setPendingEmail(userId: string, email: string | null): Promise<string | null> {
  const id = email ? randomUUID() : null;
  await setUserFields(userId, { pending_email: email, pending_email_id: id });
  return id;
}

/** A page cursor is the index position DynamoDB returned, opaque to the client; one from another listing is refused. */
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

/**
 * One page of accounts for the operators, newest sign-up first, or those whose email starts with `search`
 * (the email uniqueness items, then the profiles in one batch). One Query per page, never a Scan.
 */
export async function userPage(pageSize: number, cursor: string | undefined, search: string | undefined): Promise<{ users: UserItem[]; next: string | null }> {
  if (search) {
    const page = await db().send(
      query({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :e AND begins_with(gsi1sk, :p)',
        ExpressionAttributeValues: { ':e': 'EMAILS', ':p': search },
        Limit: pageSize,
        ExclusiveStartKey: decodeCursor(cursor, 'EMAILS'),
      }),
    );
    const ids = (page.Items ?? []).map((i) => String(i.userId));
    const byId = new Map((ids.length ? await batchGet<UserItem>(ids.map((id) => keys.user(id))) : []).map((u) => [u.id, u]));
    return { users: ids.flatMap((id) => byId.get(id) ?? []), next: encodeCursor(page.LastEvaluatedKey) };
  }
  const page = await db().send(
    query({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :u',
      ExpressionAttributeValues: { ':u': 'USERS' },
      ScanIndexForward: false,
      Limit: pageSize,
      ExclusiveStartKey: decodeCursor(cursor, 'USERS'),
    }),
  );
  return { users: (page.Items ?? []).map((u) => asItem<UserItem>(u)), next: encodeCursor(page.LastEvaluatedKey) };
}

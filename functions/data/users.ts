import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

/** One item of a DynamoDB write transaction. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
import { randomUUID } from 'node:crypto';
import type { PublicUser } from '../../shared/schemas/auth';
import { ARABIC_DIALECTS, DEFAULT_LANGUAGE, DEFAULT_RESPONSE_STYLE, DEFAULT_TIMEZONE, LANGUAGES, RESPONSE_STYLES, type ArabicDialect, type Language, type ResponseStyle } from '../../shared/constants';
import { currentSubscription, subscriptionType, type BillingState } from '../../shared/plans';
import { config } from '../config';
import { conflict, unauthorized } from '../errors';
import { db, tableName } from './client';
import { setExpression } from './expressions';
import { keys } from './keys';
import { contribution, statsUpdate } from './stats';
import { cancellationReasons, ignoreConditionFailed } from './dynamo-errors';

/** The stored user record (part 1, 3.1). The password hash never leaves this module's callers on the server. */
export interface UserItem {
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
  created_at: string;
  updated_at: string;
}

/** How long an unverified registration holds its email and WhatsApp number. */
export const UNVERIFIED_REGISTRATION_SECONDS = 7 * 24 * 3600;

/** Items carrying a past `ttl` are gone for the product even before DynamoDB's lazy TTL deletion runs. */
const expired = (item: Record<string, unknown> | undefined) => typeof item?.ttl === 'number' && item.ttl * 1000 <= Date.now();

/** The one admin rule: the stored, verified address is on the configured list. Nothing else grants it. */
export const isAdminUser = (u: Pick<UserItem, 'email' | 'email_verified'>) => u.email_verified === true && config().adminEmails.has(u.email.toLowerCase());

export const EMAIL_TAKEN = 'An account with this email already exists';
export const WHATSAPP_TAKEN = 'WhatsApp number already registered';

export async function getUser(userId: string): Promise<UserItem | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return Item && !expired(Item) ? (Item as UserItem) : null;
}

/** The signed-in caller's profile, or 401 when the account was deleted meanwhile. */
export async function requireUser(userId: string): Promise<UserItem> {
  const user = await getUser(userId);
  if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
  return user;
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailUnique(email) }));
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
    subscription_type: subscriptionType(u as BillingState),
    subscription_status: currentSubscription(u as BillingState)?.[1].status ?? 'active',
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

const uniqueEmailItem = (email: string, userId: string) => ({ ...keys.emailUnique(email), entity: 'emailIndex', userId, ...keys.emailsInOrder(email), ...keys.userOwnedRef(userId, `EMAIL#${email}`) });
export const uniqueWhatsappItem = (number: string, userId: string) => ({ ...keys.whatsappUnique(number), entity: 'whatsappIndex', userId, ...keys.userOwnedRef(userId, `WHATSAPP#${number}`) });

/** Which uniqueness rule each item of a profile transaction guards. */
type TransactionPart = 'email' | 'whatsapp' | 'whatsappMoved' | 'other';
export const WHATSAPP_MOVED = 'Your WhatsApp number was just connected to another account. Please reload the page and try again.';

/** Map a cancelled transaction to the uniqueness rule it broke; any other failure is rethrown. */
function uniquenessConflict(error: unknown, order: TransactionPart[]): never {
  const failed = order[cancellationReasons(error).indexOf('ConditionalCheckFailed')];
  if (failed === 'email') throw conflict(EMAIL_TAKEN);
  if (failed === 'whatsapp') throw conflict(WHATSAPP_TAKEN);
  if (failed === 'whatsappMoved') throw conflict(WHATSAPP_MOVED);
  throw error;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  whatsappNumber: string;
  location: string;
  timezone: string;
  passwordHash: string;
}

/** One transaction writes the user and claims the email and WhatsApp number, so concurrent sign-ups cannot share either. */
export async function createUser(input: NewUser): Promise<UserItem> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const user: UserItem = {
    id,
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    profile_image_url: null,
    phone_number: null,
    whatsapp_number: input.whatsappNumber,
    location: input.location,
    timezone: input.timezone || DEFAULT_TIMEZONE,
    preferred_language: DEFAULT_LANGUAGE,
    response_style: 'standard',
    is_main_account_holder: true,
    auth_method: 'email',
    email_verified: false,
    password_hash: input.passwordHash,
    subscription_type: 'free',
    subscription_status: 'active',
    ttl: Math.floor(Date.now() / 1000) + UNVERIFIED_REGISTRATION_SECONDS,
    created_at: now,
    updated_at: now,
  };
  // A claim left by an expired unverified registration may still be stored (TTL deletion is lazy): it is free.
  const free = { ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now', ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) } };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...uniqueEmailItem(input.email, id), ttl: user.ttl }, ...free } },
          { Put: { TableName: tableName(), Item: { ...uniqueWhatsappItem(input.whatsappNumber, id), ttl: user.ttl }, ...free } },
          { Put: { TableName: tableName(), Item: { ...keys.user(id), entity: 'user', ...keys.usersBySignup(now, id), ...user }, ConditionExpression: 'attribute_not_exists(pk)' } },
          statsUpdate(contribution({}))!,
        ],
      }),
    );
  } catch (error) {
    uniquenessConflict(error, ['email', 'whatsapp', 'other']);
    throw error;
  }
  return user;
}

/**
 * A transaction item that holds only while the account exists: writes that create an account's items
 * carry it, so a write racing the account's deletion cannot bring an item back.
 */
export const accountExists = (userId: string) => ({
  ConditionCheck: { TableName: tableName(), Key: keys.user(userId), ConditionExpression: 'attribute_exists(pk)' },
});
export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';

/** Kept for the jobs that still import it from here; new code imports it from ./dynamo-errors. */
export { failedAt } from './dynamo-errors';

/** A transaction item that moves the account's stored-event count (the admin usage table) by `by`. */
export const eventCountChange = (userId: string, by: number) => ({
  Update: { TableName: tableName(), Key: keys.user(userId), UpdateExpression: 'ADD calendar_event_count :n', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':n': by } },
});

export async function setUserFields(userId: string, fields: Partial<UserItem>) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ConditionExpression: 'attribute_exists(pk)',
      ...setExpression({ ...fields, updated_at: new Date().toISOString() }),
    }),
  );
}

/**
 * The address is proven (verification link, magic link, reset): the registration stops expiring, and so
 * do its email and number claims. `extra` fields are written in the same update; `first` items (the use of
 * the emailed token that proves it) lead the same transaction, so neither happens without the other.
 */
export async function markEmailVerified(user: UserItem, extra: Partial<UserItem> = {}, first: TransactItem[] = []) {
  const set = setExpression({ ...extra, email_verified: true, updated_at: new Date().toISOString() });
  const removeTtl = (key: Record<string, string>, condition: string, values: Record<string, unknown>) => ({
    Update: { TableName: tableName(), Key: key, ConditionExpression: condition, UpdateExpression: 'REMOVE #ttl', ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: values },
  });
  const items: TransactItem[] = [
    ...first,
    { Update: { TableName: tableName(), Key: keys.user(user.id), ConditionExpression: 'attribute_exists(pk)', UpdateExpression: `${set.UpdateExpression} REMOVE #ttl`, ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#ttl': 'ttl' }, ExpressionAttributeValues: set.ExpressionAttributeValues } },
    ...(user.ttl !== undefined ? [removeTtl(keys.emailUnique(user.email), 'userId = :id', { ':id': user.id })] : []),
  ];
  await db().send(new TransactWriteCommand({ TransactItems: items }));
  // The number claim may have moved to an account that proved the number on WhatsApp: then it is not ours to keep.
  if (user.ttl !== undefined && user.whatsapp_number) {
    await db()
      .send(new UpdateCommand(removeTtl(keys.whatsappUnique(user.whatsapp_number), 'userId = :id', { ':id': user.id }).Update))
      .catch(ignoreConditionFailed);
  }
}

export const NOTHING_PENDING = 'There is no email change waiting for confirmation.';

/** Start (a new id) or cancel (null) an email change waiting for confirmation from the new address. */
export async function setPendingEmail(userId: string, email: string | null): Promise<string | null> {
  const id = email ? randomUUID() : null;
  await setUserFields(userId, { pending_email: email, pending_email_id: id });
  return id;
}

/**
 * Apply a profile change. A new email or WhatsApp number is claimed and the old one released in the
 * same transaction as the user update. An email reaches here only once its new address confirmed the
 * change: it is verified, the pending change ends, and every one-time token issued before it dies.
 * `first` items (the confirmation link's use) lead the same transaction.
 */
export async function updateUserProfile(user: UserItem, changes: Partial<Pick<UserItem, 'first_name' | 'last_name' | 'email' | 'whatsapp_number' | 'location' | 'timezone' | 'preferred_language' | 'arabic_dialect' | 'response_style' | 'daily_push_enabled' | 'weekly_email_enabled'>>, first: TransactItem[] = []): Promise<UserItem> {
  const next: UserItem = { ...user, ...changes, updated_at: new Date().toISOString() };
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  const whatsappChanged = changes.whatsapp_number !== undefined && (changes.whatsapp_number || null) !== (user.whatsapp_number || null);
  if (emailChanged) Object.assign(next, { email_verified: true, pending_email: null, pending_email_id: null, tokens_valid_after: Date.now() });
  if (whatsappChanged) Object.assign(next, { whatsapp_number: changes.whatsapp_number || null, whatsapp_verified_at: null });
  const items: TransactItem[] = [...first];
  const order: TransactionPart[] = first.map(() => 'other' as const);
  if (emailChanged) {
    items.push({ Put: { TableName: tableName(), Item: uniqueEmailItem(next.email, user.id), ConditionExpression: 'attribute_not_exists(pk)' } }, { Delete: { TableName: tableName(), Key: keys.emailUnique(user.email), ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': user.id } } });
    order.push('email', 'other');
  }
  if (whatsappChanged) {
    if (next.whatsapp_number) {
      items.push({ Put: { TableName: tableName(), Item: uniqueWhatsappItem(next.whatsapp_number, user.id), ConditionExpression: 'attribute_not_exists(pk)' } });
      order.push('whatsapp');
    }
    if (user.whatsapp_number) {
      // Only our own: a verified connection may have moved the number to another account meanwhile.
      items.push({ Delete: { TableName: tableName(), Key: keys.whatsappUnique(user.whatsapp_number), ConditionExpression: 'attribute_not_exists(pk) OR userId = :id', ExpressionAttributeValues: { ':id': user.id } } });
      order.push('whatsappMoved');
    }
  }
  const set: Record<string, unknown> = { ...changes, updated_at: next.updated_at };
  if (emailChanged) Object.assign(set, { email_verified: true, pending_email: null, pending_email_id: null, tokens_valid_after: next.tokens_valid_after });
  // A new (or cleared) number ends a verified assistant connection: its uniqueness item goes above.
  if (whatsappChanged) Object.assign(set, { whatsapp_number: next.whatsapp_number, whatsapp_verified_at: null });
  items.push({ Update: { TableName: tableName(), Key: keys.user(user.id), ConditionExpression: 'attribute_exists(pk)', ...setExpression(set) } });
  order.push('other');
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    uniquenessConflict(error, order);
    throw error;
  }
  return next;
}

import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { PublicUser } from '../../shared/schemas/auth';
import { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE } from '../../shared/constants';
import { currentSubscription, subscriptionType, type BillingState } from '../../shared/plans';
import { config } from '../config';
import { conflict } from '../errors';
import { deleteKeys, queryAll, type Key } from './batch';
import { db, tableName } from './client';
import { setExpression } from './expressions';
import { keys } from './keys';
import { contribution, difference, statsUpdate } from './stats';

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
  response_style: string;
  is_main_account_holder: boolean;
  auth_method: string;
  email_verified: boolean;
  password_hash: string;
  subscription_type?: PublicUser['subscription_type'];
  subscription_status?: string;
  created_at: string;
  updated_at: string;
}

export const EMAIL_TAKEN = 'An account with this email already exists';
export const WHATSAPP_TAKEN = 'WhatsApp number already registered';

export async function getUser(userId: string): Promise<UserItem | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return (Item as UserItem | undefined) ?? null;
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailUnique(email) }));
  return Item ? String(Item.userId) : null;
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
    is_admin: config().adminEmails.has(u.email) && u.email_verified,
    email_verified: u.email_verified,
    whatsapp_number: u.whatsapp_number ?? null,
    phone_number: u.phone_number ?? null,
    location: u.location ?? '',
    timezone: u.timezone ?? DEFAULT_TIMEZONE,
    preferred_language: u.preferred_language ?? DEFAULT_LANGUAGE,
    created_at: u.created_at,
  };
}

const uniqueEmailItem = (email: string, userId: string) => ({ ...keys.emailUnique(email), entity: 'emailIndex', userId, ...keys.emailsInOrder(email), ...keys.userOwnedRef(userId, `EMAIL#${email}`) });
export const uniqueWhatsappItem = (number: string, userId: string) => ({ ...keys.whatsappUnique(number), entity: 'whatsappIndex', userId, ...keys.userOwnedRef(userId, `WHATSAPP#${number}`) });

/** Map a cancelled transaction to the uniqueness rule it broke. */
type TransactionPart = 'email' | 'whatsapp' | 'whatsappMoved' | 'other';
export const WHATSAPP_MOVED = 'Your WhatsApp number was just connected to another account. Please reload the page and try again.';

function uniquenessConflict(error: unknown, order: TransactionPart[]): never {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  const failed = order[reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed')];
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
    created_at: now,
    updated_at: now,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: uniqueEmailItem(input.email, id), ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName(), Item: uniqueWhatsappItem(input.whatsappNumber, id), ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName(), Item: { ...keys.user(id), entity: 'user', ...keys.usersBySignup(now, id), ...user }, ConditionExpression: 'attribute_not_exists(pk)' } },
          statsUpdate(contribution({}))!,
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') uniquenessConflict(error, ['email', 'whatsapp', 'other']);
    throw error;
  }
  return user;
}

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
 * Apply a profile change. A new email or WhatsApp number is claimed and the old one released in the
 * same transaction as the user update; a new email must be verified again.
 */
export async function updateUserProfile(user: UserItem, changes: Partial<Pick<UserItem, 'first_name' | 'last_name' | 'email' | 'whatsapp_number' | 'location' | 'timezone'>>): Promise<UserItem> {
  const next: UserItem = { ...user, ...changes, updated_at: new Date().toISOString() };
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  const whatsappChanged = changes.whatsapp_number !== undefined && (changes.whatsapp_number || null) !== (user.whatsapp_number || null);
  if (emailChanged) next.email_verified = false;
  if (whatsappChanged) Object.assign(next, { whatsapp_number: changes.whatsapp_number || null, whatsapp_verified_at: null });
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [];
  const order: TransactionPart[] = [];
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
  if (emailChanged) set.email_verified = false;
  // A new (or cleared) number ends a verified assistant connection: its uniqueness item goes above.
  if (whatsappChanged) Object.assign(set, { whatsapp_number: next.whatsapp_number, whatsapp_verified_at: null });
  items.push({ Update: { TableName: tableName(), Key: keys.user(user.id), ConditionExpression: 'attribute_exists(pk)', ...setExpression(set) } });
  order.push('other');
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') uniquenessConflict(error, order);
    throw error;
  }
  return next;
}

/** Every item of an account: its partition (profile, sessions, family, ...) and what it owns elsewhere. */
export async function listAccountItemKeys(userId: string): Promise<Key[]> {
  const [own, refs] = await Promise.all([
    queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.userPartition(userId) }, ProjectionExpression: 'pk, sk, linkId, otherUserId' }),
    queryAll({ IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :o', ExpressionAttributeValues: { ':o': keys.ownerIndexKey(userId) }, ProjectionExpression: 'pk, sk' }),
  ]);
  // A link ends with either account: its item and the other account's side go too.
  const links = own.filter((i) => String(i.sk).startsWith(keys.linkSidePrefix) && typeof i.linkId === 'string');
  const linkKeys = links.flatMap((i) => [keys.link(String(i.linkId)), ...(typeof i.otherUserId === 'string' ? [keys.linkSide(i.otherUserId, String(i.linkId))] : [])]);
  const all = [...own, ...refs, ...linkKeys].map((k) => ({ pk: String(k.pk), sk: String(k.sk) }));
  return [...new Map(all.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
}

/** Remove the profile and take the account out of the counters in one transaction, then delete the rest. */
export async function deleteAccountItems(userId: string) {
  const user = await getUser(userId);
  if (user) {
    const counters = statsUpdate(difference({}, contribution(user as unknown as BillingState)));
    await db().send(
      new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: tableName(), Key: keys.user(userId), ConditionExpression: 'attribute_exists(pk)' } }, ...(counters ? [counters] : [])] }),
    ).catch((error) => {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    });
  }
  await deleteKeys(await listAccountItemKeys(userId));
}

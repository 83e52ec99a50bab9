import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE, type Language } from '../../shared/constants';
import { conflict } from '../errors';
import { db } from './client';
import { table, transact } from './commands';
import { cancellationReasons, failedAt, ignoreConditionFailed } from './dynamo-errors';
import { setExpression } from './expressions';
import type { TransactItem } from './items';
import { keys } from './keys';
import { contribution, statsUpdate } from './stats';
import { getUser, type UserItem } from './users';

/**
 * The account writes that claim or release its email address and WhatsApp number: sign-up, a proven
 * address, a profile change. Each claim is a uniqueness item written in the same transaction as the user.
 */

/** How long an unverified registration holds its email and WhatsApp number. */
export const UNVERIFIED_REGISTRATION_SECONDS = 7 * 24 * 3600;

export const EMAIL_TAKEN = 'An account with this email already exists';
export const WHATSAPP_TAKEN = 'WhatsApp number already registered';

const uniqueEmailItem = (email: string, userId: string) => ({
  ...keys.emailUnique(email),
  entity: 'emailIndex',
  userId,
  ...keys.emailsInOrder(email),
  ...keys.userOwnedRef(userId, `EMAIL#${email}`),
});
export const uniqueWhatsappItem = (number: string, userId: string) => ({
  ...keys.whatsappUnique(number),
  entity: 'whatsappIndex',
  userId,
  ...keys.userOwnedRef(userId, `WHATSAPP#${number}`),
});

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
  preferredLanguage?: Language;
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
    preferred_language: input.preferredLanguage ?? DEFAULT_LANGUAGE,
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
  const free = {
    ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
  };
  try {
    await db().send(
      transact([
        { Put: { Item: { ...uniqueEmailItem(input.email, id), ttl: user.ttl }, ...free } },
        { Put: { Item: { ...uniqueWhatsappItem(input.whatsappNumber, id), ttl: user.ttl }, ...free } },
        {
          Put: {
            Item: { ...keys.user(id), entity: 'user', ...keys.usersBySignup(now, id), ...user },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]),
    );
  } catch (error) {
    uniquenessConflict(error, ['email', 'whatsapp', 'other']);
    throw error;
  }
  return user;
}

/**
 * The address is proven (verification link, magic link, reset): the registration stops expiring, and so
 * do its email and number claims. `extra` fields are written in the same update; `first` items (the use of
 * the emailed token that proves it) lead the same transaction, so neither happens without the other.
 * The account enters the counters here, in the same transaction, only on its first proof.
 */
export async function markEmailVerified(user: UserItem, extra: Partial<UserItem> = {}, first: TransactItem[] = []): Promise<void> {
  const set = setExpression({ ...extra, email_verified: true, updated_at: new Date().toISOString() });
  const counters = user.email_verified ? null : statsUpdate(contribution({ ...user, email_verified: true }));
  const removeTtl = (key: Record<string, string>, condition: string, values: Record<string, unknown>) => ({
    Update: table({
      Key: key,
      ConditionExpression: condition,
      UpdateExpression: 'REMOVE #ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: values,
    }),
  });
  const items: TransactItem[] = [
    ...first,
    {
      Update: table({
        Key: keys.user(user.id),
        // Counted once: a proof racing another one (that counted it) is refused and retried as already verified.
        ConditionExpression: counters ? 'attribute_exists(pk) AND email_verified <> :yes' : 'attribute_exists(pk)',
        UpdateExpression: `${set.UpdateExpression} REMOVE #ttl`,
        ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#ttl': 'ttl' },
        ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ...(counters ? { ':yes': true } : {}) },
      }),
    },
    ...(user.ttl !== undefined ? [removeTtl(keys.emailUnique(user.email), 'userId = :id', { ':id': user.id })] : []),
    ...(counters ? [counters] : []),
  ];
  try {
    await db().send(transact(items));
  } catch (error) {
    if (!counters || !failedAt(error, first.length)) throw error;
    const again = await getUser(user.id);
    if (!again?.email_verified) throw error;
    return markEmailVerified(again, extra, first);
  }
  // The number claim may have moved to an account that proved the number on WhatsApp: then it is not ours to keep.
  if (user.ttl !== undefined && user.whatsapp_number) {
    await db()
      .send(new UpdateCommand(removeTtl(keys.whatsappUnique(user.whatsapp_number), 'userId = :id', { ':id': user.id }).Update))
      .catch(ignoreConditionFailed);
  }
}

/**
 * Apply a profile change. A new email or WhatsApp number is claimed and the old one released in the
 * same transaction as the user update. An email reaches here only once its new address confirmed the
 * change: it is verified, the pending change ends, and every one-time token issued before it dies.
 * `first` items (the confirmation link's use) lead the same transaction.
 */
export async function updateUserProfile(
  user: UserItem,
  changes: Partial<
    Pick<
      UserItem,
      | 'first_name'
      | 'last_name'
      | 'email'
      | 'whatsapp_number'
      | 'location'
      | 'timezone'
      | 'preferred_language'
      | 'arabic_dialect'
      | 'response_style'
      | 'daily_push_enabled'
      | 'weekly_email_enabled'
    >
  >,
  first: TransactItem[] = [],
): Promise<UserItem> {
  const next: UserItem = { ...user, ...changes, updated_at: new Date().toISOString() };
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  const whatsappChanged = changes.whatsapp_number !== undefined && (changes.whatsapp_number || null) !== (user.whatsapp_number || null);
  if (emailChanged) Object.assign(next, { email_verified: true, pending_email: null, pending_email_id: null, tokens_valid_after: Date.now() });
  if (whatsappChanged) Object.assign(next, { whatsapp_number: changes.whatsapp_number || null, whatsapp_verified_at: null });
  const items: TransactItem[] = [...first];
  const order: TransactionPart[] = first.map(() => 'other' as const);
  if (emailChanged) {
    items.push(
      { Put: table({ Item: uniqueEmailItem(next.email, user.id), ConditionExpression: 'attribute_not_exists(pk)' }) },
      {
        Delete: table({
          Key: keys.emailUnique(user.email),
          ConditionExpression: 'userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        }),
      },
    );
    order.push('email', 'other');
  }
  if (whatsappChanged) {
    if (next.whatsapp_number) {
      items.push({ Put: table({ Item: uniqueWhatsappItem(next.whatsapp_number, user.id), ConditionExpression: 'attribute_not_exists(pk)' }) });
      order.push('whatsapp');
    }
    if (user.whatsapp_number) {
      // Only our own: a verified connection may have moved the number to another account meanwhile.
      items.push({
        Delete: table({
          Key: keys.whatsappUnique(user.whatsapp_number),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        }),
      });
      order.push('whatsappMoved');
    }
  }
  const set: Record<string, unknown> = { ...changes, updated_at: next.updated_at };
  if (emailChanged) Object.assign(set, { email_verified: true, pending_email: null, pending_email_id: null, tokens_valid_after: next.tokens_valid_after });
  // A new (or cleared) number ends a verified assistant connection: its uniqueness item goes above.
  if (whatsappChanged) Object.assign(set, { whatsapp_number: next.whatsapp_number, whatsapp_verified_at: null });
  items.push({ Update: table({ Key: keys.user(user.id), ConditionExpression: 'attribute_exists(pk)', ...setExpression(set) }) });
  order.push('other');
  try {
    await db().send(transact(items));
  } catch (error) {
    uniquenessConflict(error, order);
    throw error;
  }
  return next;
}

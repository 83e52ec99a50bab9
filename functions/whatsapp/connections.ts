import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { WHATSAPP_PATTERN } from '../../shared/constants';
import { hashToken } from '../accounts/one-time-tokens';
import { countFailure, LIMITS, lockedOut } from '../accounts/rate-limits';
import { config } from '../config';
import { db } from '../data/client';
import { getItem, table, transact } from '../data/commands';
import { keys } from '../data/keys';
import { getUser, requireUser } from '../data/users';
import { conflict } from '../errors';
import { isRefusedTransaction } from '../data/dynamo-errors';
import { uniqueWhatsappItem } from '../data/user-claims';
import { CODE_LIFETIME_SECONDS, canonicalCode, connectMessage, display, newCode } from './connect-code';

/**
 * Connecting a WhatsApp number to an account. The number typed at registration is only a contact detail
 * (anyone can type anyone's number); a number becomes the account's assistant connection when a message
 * carrying the account's one-time code arrives from it. Only that verified connection is trusted.
 *
 * Storage: the code lives under its SHA-256 (`keys.whatsappConnectCode`) and the user item holds the hash
 * of its one live code; the number's uniqueness item (`keys.whatsappUnique`) gets `verified_at` when the
 * number is connected, so "which account answers for this number" is one GetItem.
 */

const toE164 = (digits: string) => `+${digits}`;
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The assistant's own number, digits only (wa.me wants no +). */
export const assistantNumber = () => digitsOnly(config().SUPPORT_WHATSAPP);

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/**
 * Issue a fresh code for the account. The previous code (if any) is deleted in the same transaction,
 * so each account has at most one live code.
 */
export async function startConnection(userId: string): Promise<{ code: string; message: string; url: string; expiresAt: string }> {
  const user = await requireUser(userId);
  const code = newCode();
  const hash = hashToken(code);
  const expiresAt = Math.floor(Date.now() / 1000) + CODE_LIFETIME_SECONDS;
  const previous = user.whatsapp_code_hash ?? null;
  const items: TransactItems = [
    {
      Put: table({
        Item: {
          ...keys.whatsappConnectCode(hash),
          entity: 'whatsappCode',
          userId,
          expiresAt,
          ttl: expiresAt + 86400,
          ...keys.userOwnedRef(userId, `WACODE#${hash}`),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    },
    {
      Update: table({
        Key: keys.user(userId),
        UpdateExpression: 'SET whatsapp_code_hash = :new',
        // Two starts at once: only one may replace the code the other one read.
        ConditionExpression: previous
          ? 'attribute_exists(pk) AND whatsapp_code_hash = :old'
          : 'attribute_exists(pk) AND (attribute_not_exists(whatsapp_code_hash) OR whatsapp_code_hash = :null)',
        ExpressionAttributeValues: previous ? { ':new': hash, ':old': previous } : { ':new': hash, ':null': null },
      }),
    },
  ];
  if (previous) items.push({ Delete: table({ Key: keys.whatsappConnectCode(previous) }) });
  try {
    await db().send(transact(items));
  } catch (error) {
    if (isRefusedTransaction(error)) throw conflict('A connection code was requested twice at the same moment. Please try again.');
    throw error;
  }
  const message = connectMessage(code);
  return {
    code: display(code),
    message,
    url: `https://wa.me/${assistantNumber()}?text=${encodeURIComponent(message)}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * Use a code sent from `fromDigits` (Meta's `from`: digits, no +). Single use: the transaction requires the
 * account's live code to still be this one and clears it. The number becomes the account's verified
 * number; whoever held it before (typed at registration, or even verified, since this message proves who
 * holds the phone now) loses it in the same transaction. Returns null for an unknown, expired or used code.
 */
export async function completeConnection(code: string, fromDigits: string): Promise<{ userId: string } | null> {
  const canonical = canonicalCode(code);
  const number = toE164(digitsOnly(fromDigits));
  if (!canonical || !WHATSAPP_PATTERN.test(number)) return null;
  const hash = hashToken(canonical);
  // A concurrent change to the number's owner cancels the transaction; read again and retry a few times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { Item: codeItem } = await db().send(getItem({ Key: keys.whatsappConnectCode(hash), ConsistentRead: true }));
    const now = Math.floor(Date.now() / 1000);
    if (!codeItem || Number(codeItem.expiresAt) <= now) return null;
    const userId = String(codeItem.userId);
    const user = await getUser(userId);
    if (!user || user.whatsapp_code_hash !== hash) return null;
    const { Item: held } = await db().send(getItem({ Key: keys.whatsappUnique(number), ConsistentRead: true }));
    const previousOwner = held ? String(held.userId) : null;
    const previousUser = previousOwner && previousOwner !== userId ? await getUser(previousOwner) : null;
    const at = new Date().toISOString();
    const items: TransactItems = [
      {
        Update: table({
          Key: keys.user(userId),
          UpdateExpression: 'SET whatsapp_number = :n, whatsapp_verified_at = :at, whatsapp_code_hash = :null, updated_at = :at',
          ConditionExpression: 'attribute_exists(pk) AND whatsapp_code_hash = :h',
          ExpressionAttributeValues: { ':n': number, ':at': at, ':null': null, ':h': hash },
        }),
      },
      {
        Delete: table({
          Key: keys.whatsappConnectCode(hash),
          ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      },
      {
        Put: table({
          Item: { ...uniqueWhatsappItem(number, userId), verified_at: at },
          ...(previousOwner
            ? { ConditionExpression: 'userId = :prev', ExpressionAttributeValues: { ':prev': previousOwner } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      },
    ];
    // The account's previous number (a different one) is released.
    if (user.whatsapp_number && user.whatsapp_number !== number) {
      items.push({
        Delete: table({
          Key: keys.whatsappUnique(user.whatsapp_number),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
          ExpressionAttributeValues: { ':me': userId },
        }),
      });
    }
    // The account that held the number keeps everything else; its number is cleared.
    if (previousUser && previousUser.whatsapp_number === number) {
      items.push({
        Update: table({
          Key: keys.user(previousUser.id),
          UpdateExpression: 'SET whatsapp_number = :null, whatsapp_verified_at = :null, updated_at = :at',
          ConditionExpression: 'attribute_exists(pk) AND whatsapp_number = :n',
          ExpressionAttributeValues: { ':null': null, ':at': at, ':n': number },
        }),
      });
    }
    try {
      await db().send(transact(items));
      return { userId };
    } catch (error) {
      if (!isRefusedTransaction(error)) throw error;
    }
  }
  return null;
}

export type CodeOutcome = { outcome: 'connected'; userId: string } | { outcome: 'invalid' | 'blocked' | 'silent' };

/**
 * A connect code sent from WhatsApp. Codes can be guessed only by sending many: a number that sent
 * LIMITS.connectCodesPerNumber wrong codes in an hour is blocked for an hour, its codes not even tried.
 * 'blocked' is the wrong code that started the block (answered once, saying so); 'silent' any message
 * while it lasts (no answer: answering each would let the guesser make us send without limit).
 */
export async function connectWithCode(code: string, fromDigits: string): Promise<CodeOutcome> {
  const sender = digitsOnly(fromDigits);
  if (await lockedOut(LIMITS.connectCodesPerNumber, sender)) return { outcome: 'silent' };
  const done = await completeConnection(code, fromDigits);
  if (done) return { outcome: 'connected', userId: done.userId };
  return { outcome: (await countFailure(LIMITS.connectCodesPerNumber, sender)) === 'locked' ? 'blocked' : 'invalid' };
}

/** The account whose VERIFIED connection is this number, else null (a typed number is never enough). */
export async function accountForNumber(fromDigits: string): Promise<string | null> {
  const digits = digitsOnly(fromDigits);
  if (!digits) return null;
  const { Item } = await db().send(getItem({ Key: keys.whatsappUnique(toE164(digits)) }));
  return Item && Item.verified_at ? String(Item.userId) : null;
}

export async function getConnection(userId: string): Promise<{ connected: boolean; number: string | null }> {
  const user = await getUser(userId);
  const connected = Boolean(user?.whatsapp_verified_at && user.whatsapp_number);
  return { connected, number: connected ? user!.whatsapp_number : null };
}

/** End the connection; the number stays on the profile as a contact detail. */
export async function disconnect(userId: string): Promise<void> {
  const user = await getUser(userId);
  if (!user) return;
  const items: TransactItems = [
    {
      Update: table({
        Key: keys.user(userId),
        UpdateExpression: 'SET whatsapp_verified_at = :null, whatsapp_code_hash = :null, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':null': null, ':at': new Date().toISOString() },
      }),
    },
  ];
  if (user.whatsapp_number) {
    items.push({
      Update: table({
        Key: keys.whatsappUnique(user.whatsapp_number),
        UpdateExpression: 'REMOVE verified_at',
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    });
  }
  if (user.whatsapp_code_hash) items.push({ Delete: table({ Key: keys.whatsappConnectCode(user.whatsapp_code_hash) }) });
  try {
    await db().send(transact(items));
  } catch (error) {
    // The number moved to another account meanwhile: nothing of ours is left to disconnect.
    if (!isRefusedTransaction(error)) throw error;
    await db().send(transact([items[0]]));
  }
}

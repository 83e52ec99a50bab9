import { isLive } from '../../shared/plans';
import { payments } from '../billing/payments';
import { files, userFilesPrefix } from '../adapters/storage';
import { forgetItemAuthor } from '../lists/lists';
import { deleteKeys, queryAll, type Key } from './batch';
import { db } from './client';
import { transact, updateItem } from './commands';
import { keys } from './keys';
import { contribution, difference, statsUpdate } from './stats';
import { getUser, type UserItem } from './users';
import { ignoreConditionFailed, isTransactionCancelled } from './dynamo-errors';

/**
 * Closing an account: Stripe first (subscriptions cancelled, the customer deleted), so a failure there
 * leaves the account whole for a retry; then the data. The profile goes first, in one transaction with
 * the counters: from then on every write that creates an item of the account is refused (each is
 * conditional on the profile, see createMember, saveTodo, putEvent, ...), so nothing listed afterwards
 * can come back. Then every item that holds the person's data is deleted (and the stored files under
 * the account's prefix), and the payment records lose who paid (amounts and dates stay for the revenue figures).
 */
export async function deleteAccount(userId: string) {
  const user = await getUser(userId);
  const customers = await stripeCustomersOf(userId, user);
  for (const [id, sub] of Object.entries(user?.subscriptions ?? {})) if (isLive(sub)) await payments().cancelNow(id);
  for (const customer of customers) await payments().deleteCustomer(customer);
  await anonymisePayments(customers);
  await deleteAccountItems(userId, user);
  // Stored files (school documents) after their records: everything under the account's prefix.
  await (await files()).deletePrefix(userFilesPrefix(userId));
}

async function stripeCustomersOf(userId: string, user: UserItem | null): Promise<string[]> {
  const refs = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :o AND begins_with(gsi2sk, :s)',
    ExpressionAttributeValues: { ':o': keys.ownerIndexKey(userId), ':s': 'STRIPE#' },
    ProjectionExpression: 'pk',
  });
  const ids = [user?.stripe_customer_id, ...refs.map((r) => String(r.pk).slice('STRIPE#'.length))].filter((c): c is string => Boolean(c));
  return [...new Set(ids)];
}

/**
 * Remove the profile and take the account out of the counters in one transaction, then delete the rest.
 * `receivedInvitations: false` keeps invitations addressed to the email (a replaced pending registration:
 * the address's owner may still want them).
 */
export async function deleteAccountItems(userId: string, known?: UserItem | null, { receivedInvitations = true } = {}) {
  const user = known === undefined ? await getUser(userId) : known;
  if (user) {
    const counters = statsUpdate(difference({}, contribution(user)));
    await db()
      .send(transact([{ Delete: { Key: keys.user(userId), ConditionExpression: 'attribute_exists(pk)' } }, ...(counters ? [counters] : [])]))
      .catch((error) => {
        if (!isTransactionCancelled(error)) throw error;
      });
  }
  const { keys: all, linkedOwners } = await listAccountItems(userId, receivedInvitations ? user?.email : undefined);
  await forgetAssessmentTaker(userId, linkedOwners);
  await forgetItemAuthor(userId, linkedOwners);
  await deleteKeys(all);
}

/**
 * Every item of an account: its partition (profile, sessions, family, assessments, events, reminders,
 * to-dos, lists and their items, the aisle choices, link sides), what it owns elsewhere (gsi2 OWNER#: email
 * and number claims, tokens, feed, Stripe customer, invitations sent), both sides of its links, and the
 * invitations it received (gsi1 INVITED#email) with their tokens and the inviter's side.
 */
export async function listAccountItems(userId: string, email?: string): Promise<{ keys: Key[]; linkedOwners: string[] }> {
  const [own, refs, received] = await Promise.all([
    // Consistent: an item written just before the profile was deleted is seen.
    queryAll({
      KeyConditionExpression: 'pk = :pk',
      ConsistentRead: true,
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
      ProjectionExpression: 'pk, sk, linkId, otherUserId, #s',
      ExpressionAttributeNames: { '#s': 'status' },
    }),
    queryAll({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :o',
      ExpressionAttributeValues: { ':o': keys.ownerIndexKey(userId) },
      ProjectionExpression: 'pk, sk',
    }),
    email
      ? queryAll({
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :i',
          ExpressionAttributeValues: { ':i': keys.invitedIndexKey(email) },
          ProjectionExpression: 'id, initiatorId, recipientId, targetEmail, tokenHash',
        })
      : Promise.resolve([]),
  ]);
  // A link ends with either account: its item and the other account's side go too.
  const sides = own.filter((i) => String(i.sk).startsWith(keys.linkSidePrefix) && typeof i.linkId === 'string');
  const linkKeys = sides.flatMap((i) => [
    keys.link(String(i.linkId)),
    ...(typeof i.otherUserId === 'string' ? [keys.linkSide(i.otherUserId, String(i.linkId))] : []),
  ]);
  const receivedKeys = received.flatMap((l) => {
    const id = String(l.id);
    const initiator = String(l.initiatorId);
    return [
      keys.link(id),
      keys.linkSide(initiator, id),
      keys.pendingInvite(initiator, String(l.targetEmail)),
      ...(typeof l.recipientId === 'string' ? [keys.linkSide(l.recipientId, id)] : []),
      ...(typeof l.tokenHash === 'string' ? [keys.token(l.tokenHash)] : []),
    ];
  });
  const all = [...own, ...refs, ...linkKeys, ...receivedKeys].map((k) => ({ pk: String(k.pk), sk: String(k.sk) }));
  const linkedOwners = sides.filter((i) => i.status === 'accepted' && typeof i.otherUserId === 'string').map((i) => String(i.otherUserId));
  return { keys: [...new Map(all.map((k) => [`${k.pk}|${k.sk}`, k])).values()], linkedOwners: [...new Set(linkedOwners)] };
}

/** Assessments this person took on a linked account's children stay with that child, without the taker's id. */
async function forgetAssessmentTaker(userId: string, owners: string[]) {
  for (const owner of owners) {
    for (const prefix of ['VARK#', 'DISC#']) {
      const taken = await queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
        FilterExpression: 'taken_by = :me',
        ExpressionAttributeValues: { ':pk': keys.userPartition(owner), ':k': prefix, ':me': userId },
        ProjectionExpression: 'pk, sk',
      });
      for (const item of taken) {
        await db()
          .send(
            updateItem({
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'REMOVE taken_by',
              ConditionExpression: 'attribute_exists(pk)',
            }),
          )
          .catch(ignoreConditionFailed);
      }
    }
  }
}

/**
 * Payment records stay for the revenue figures but lose who paid. They are found by the account's Stripe
 * customer ids among all payments (gsi1 PAYMENTS): a read of every payment record, acceptable for a
 * rare operation at this product's size.
 */
async function anonymisePayments(customers: string[]) {
  if (!customers.length) return;
  const names = Object.fromEntries(customers.map((c, i) => [`:c${i}`, c]));
  const records = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p',
    FilterExpression: `customer IN (${Object.keys(names).join(', ')})`,
    ExpressionAttributeValues: { ':p': 'PAYMENTS', ...names },
    ProjectionExpression: 'pk, sk',
  });
  for (const r of records) {
    await db().send(
      updateItem({
        Key: { pk: r.pk, sk: r.sk },
        UpdateExpression: 'SET anonymised = :t REMOVE customer, userId, user_id, email, customer_email, #n, customer_name',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':t': true },
      }),
    );
  }
}

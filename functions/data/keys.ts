/**
 * Key builders: the one place that knows how each entity is laid out in the table.
 * Every item also carries an `entity` attribute naming its kind.
 */
export type SummaryKind = 'daily' | 'weekly';

/**
 * The due indexes (reminders, summaries) are spread over this many partitions, by account: at the 07:00 peak
 * of a million families one partition would take thousands of index writes a second (docs/scale.md), over
 * DynamoDB's 1,000 per partition. A job reads all of them (and the unsharded key items written before).
 */
export const DUE_SHARDS = 32;
export const STATS_SHARDS = 16;
/** FNV-1a of the account id: stable, so an account's items always sit in the same partition. */
export function dueShard(userId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) h = Math.imul(h ^ userId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % DUE_SHARDS;
}
const shardKeys = (base: string) => [base, ...Array.from({ length: DUE_SHARDS }, (_, i) => `${base}#${i}`)];

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** Everything an account owns shares this partition, so deleting an account is one Query + batch deletes. */
  userPartition: (userId: string) => `USER#${userId}`,
  /**
   * Sessions and link sides share the ACCESS# prefix of the user's partition, so the session check is one
   * Query that also brings the caller's account links: who the caller is and whose children they may see.
   */
  accessPrefix: 'ACCESS#',
  session: (userId: string, sessionId: string) => ({ pk: `USER#${userId}`, sk: `ACCESS#SESSION#${sessionId}` }),
  sessionPrefix: 'ACCESS#SESSION#',
  emailUnique: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  /**
   * One account per WhatsApp number (`+digits`). The item also records whether the number is that account's
   * verified assistant connection (`verified_at`): the worker trusts only that, never the typed number.
   */
  whatsappUnique: (number: string) => ({ pk: `WHATSAPP#${number}`, sk: 'WHATSAPP' }),
  /** A pending WhatsApp connection code, stored under the SHA-256 of the code (one live code per account). */
  whatsappConnectCode: (codeHash: string) => ({ pk: `WACODE#${codeHash}`, sk: 'CODE' }),
  /** One-time tokens are stored under the SHA-256 of the token, never the token itself. */
  token: (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  rateLimit: (bucket: string, subject: string, window: number) => ({
    pk: `RATE#${bucket}#${subject}`,
    sk: `WINDOW#${window}`,
  }),
  /**
   * Items outside the user's partition that still belong to the user (uniqueness items, tokens) carry
   * this index key, so deleting an account finds them with one Query on gsi2.
   */
  userOwnedRef: (userId: string, what: string) => ({ gsi2pk: `OWNER#${userId}`, gsi2sk: what }),
  ownerIndexKey: (userId: string) => `OWNER#${userId}`,
  /** Users by sign-up time (admin list). */
  usersBySignup: (createdAt: string, userId: string) => ({ gsi1pk: 'USERS', gsi1sk: `${createdAt}#${userId}` }),
  /** Email addresses in order (admin search by prefix), on the email uniqueness items. */
  emailsInOrder: (email: string) => ({ gsi1pk: 'EMAILS', gsi1sk: email }),
  member: (userId: string, memberId: string) => ({ pk: `USER#${userId}`, sk: `MEMBER#${memberId}` }),
  memberPrefix: 'MEMBER#',
  /**
   * Everything that belongs to a family member (assessments, reports, ...) carries this index key,
   * so deleting a member is one Query on gsi2 plus a batch of deletes.
   */
  memberOwned: (memberId: string, what: string) => ({ gsi2pk: `MEMBER#${memberId}`, gsi2sk: what }),
  memberOwnedIndexKey: (memberId: string) => `MEMBER#${memberId}`,
  stripeCustomer: (customerId: string) => ({ pk: `STRIPE#${customerId}`, sk: 'CUSTOMER' }),
  stripeEvent: (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'EVENT' }),
  /** A checkout session this API created (who, which plan, which price): webhooks apply only to these. */
  checkoutSession: (sessionId: string) => ({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' }),
  /** Money taken back from a charge (refund or dispute): nets the revenue figures once per charge and kind. */
  chargeAdjustment: (kind: 'refund' | 'dispute', chargeId: string) => ({ pk: `ADJUST#${kind.toUpperCase()}#${chargeId}`, sk: 'ADJUSTMENT' }),
  payment: (paymentId: string) => ({ pk: `PAYMENT#${paymentId}`, sk: 'PAYMENT' }),
  /** Payments by date (admin revenue). */
  paymentsByDate: (createdIso: string, paymentId: string) => ({ gsi1pk: 'PAYMENTS', gsi1sk: `${createdIso}#${paymentId}` }),
  assessment: (ownerId: string, kind: 'VARK' | 'DISC', id: string) => ({ pk: `USER#${ownerId}`, sk: `${kind}#${id}` }),
  event: (userId: string, eventId: string) => ({ pk: `USER#${userId}`, sk: `EVENT#${eventId}` }),
  eventPrefix: 'EVENT#',
  /** Events by the last date they happen on: a range read is one Query from the range start. */
  eventsByLastDate: (userId: string, last: string, eventId: string) => ({ gsi1pk: `CAL#${userId}`, gsi1sk: `${last}#${eventId}` }),
  calendarIndexKey: (userId: string) => `CAL#${userId}`,
  /**
   * Calendar subscriptions (docs/decisions/0015), in the account's partition; each also sits in one of
   * SUBSCRIPTION_SHARDS refresh groups (`CALSUBS#<shard>` on gsi1), so a refresh run is one Query per group.
   */
  subscription: (userId: string, subId: string) => ({ pk: `USER#${userId}`, sk: `CALSUB#${subId}` }),
  subscriptionPrefix: 'CALSUB#',
  subscriptionsToRefresh: (shard: number, userId: string, subId: string) => ({ gsi1pk: `CALSUBS#${shard}`, gsi1sk: `${userId}#${subId}` }),
  subscriptionShardKey: (shard: number) => `CALSUBS#${shard}`,
  /** One item per subscribed occurrence, by the subscription and the occurrence's key; by last date on gsi1. */
  subscribedEvent: (userId: string, subId: string, occurrenceKey: string) => ({ pk: `USER#${userId}`, sk: `CALSUBEV#${subId}#${occurrenceKey}` }),
  subscribedEventPrefix: (subId: string) => `CALSUBEV#${subId}#`,
  subscribedByLastDate: (userId: string, last: string, subId: string, occurrenceKey: string) => ({
    gsi1pk: `SUBCAL#${userId}`,
    gsi1sk: `${last}#${subId}#${occurrenceKey}`,
  }),
  subscribedIndexKey: (userId: string) => `SUBCAL#${userId}`,
  /** An occurrence of an imported .ics file (by its UID and date): importing the file again skips it. */
  importedEvent: (userId: string, occurrenceKey: string) => ({ pk: `USER#${userId}`, sk: `ICSIMPORT#${occurrenceKey}` }),
  reminder: (userId: string, eventId: string) => ({ pk: `USER#${userId}`, sk: `REMINDER#${eventId}` }),
  /** The last reminder sent for an event whose reminder item is gone (TTL two days): an edit racing the send checks it. */
  reminderSent: (userId: string, eventId: string) => ({ pk: `USER#${userId}`, sk: `REMINDERSENT#${eventId}` }),
  /** Pending reminders by due time (a sparse index: sent ones leave it). */
  remindersDue: (dueAt: string, userId: string, eventId: string) => ({ gsi1pk: `REMINDERS#${dueShard(userId)}`, gsi1sk: `${dueAt}#${userId}#${eventId}` }),
  /** Every partition of the reminders' due index, the unsharded one first. */
  remindersDueIndexKeys: () => shardKeys('REMINDERS'),
  /** A scheduled job's lock: one live run at a time. */
  jobLock: (job: string) => ({ pk: `JOB#${job}`, sk: 'LOCK' }),
  /** Up to which due instant a fanned-out job has handed items to its workers. */
  jobWatermark: (job: string) => ({ pk: `JOB#${job}`, sk: 'DISPATCHED' }),
  /** A reminder given up after its last send attempt failed: one item per occurrence, in the account's partition. */
  reminderFailure: (userId: string, eventId: string, occurrence: string) => ({ pk: `USER#${userId}`, sk: `REMINDERFAILED#${eventId}#${occurrence}` }),
  /** Failed reminders by time, for the operator (`gsi1pk = REMINDER_FAILURES`). */
  reminderFailuresByTime: (failedAt: string, userId: string, eventId: string) => ({ gsi1pk: 'REMINDER_FAILURES', gsi1sk: `${failedAt}#${userId}#${eventId}` }),
  todo: (userId: string, todoId: string) => ({ pk: `USER#${userId}`, sk: `TODO#${todoId}` }),
  todoPrefix: 'TODO#',
  /**
   * Shared lists (docs/decisions/0014), in the owning family's partition. A list and its items sort together
   * (`LIST#<listId>`, then `LIST#<listId>#ITEM#<itemId>`), so one Query between `listWithItems`' bounds reads
   * the list and everything on it; list ids never contain `#` or `~`, so no other list falls in between.
   */
  list: (ownerId: string, listId: string) => ({ pk: `USER#${ownerId}`, sk: `LIST#${listId}` }),
  listItem: (ownerId: string, listId: string, itemId: string) => ({ pk: `USER#${ownerId}`, sk: `LIST#${listId}#ITEM#${itemId}` }),
  listWithItems: (ownerId: string, listId: string) => ({ pk: `USER#${ownerId}`, from: `LIST#${listId}`, to: `LIST#${listId}#ITEM#~` }),
  listPrefix: 'LIST#',
  /** A family's lists without their items (on the list items only: a sparse index), for the overview. */
  familyLists: (ownerId: string, listId: string) => ({ gsi1pk: `LISTS#${ownerId}`, gsi1sk: listId }),
  familyListsIndexKey: (ownerId: string) => `LISTS#${ownerId}`,
  /** The aisles a family chose for item texts (one item per family: text key → aisle). */
  aisleChoices: (ownerId: string) => ({ pk: `USER#${ownerId}`, sk: 'AISLES' }),
  /**
   * A school document (the spec's homework_documents) in the account's partition; it also carries
   * memberOwned(memberId, sk), so the member's documents are one Query on gsi2 and leave with the member.
   * Its file is stored under documentFile (the account's `users/<id>/` prefix in the file store).
   */
  document: (userId: string, documentId: string) => ({ pk: `USER#${userId}`, sk: `DOC#${documentId}` }),
  documentPrefix: 'DOC#',
  documentFile: (userId: string, documentId: string) => `users/${userId}/documents/${documentId}`,
  calendarFeed: (tokenHash: string) => ({ pk: `FEED#${tokenHash}`, sk: 'FEED' }),
  link: (linkId: string) => ({ pk: `LINK#${linkId}`, sk: 'LINK' }),
  /** Each side's copy of a link (status, the other account's name), in its own partition; see accessPrefix. */
  linkSide: (userId: string, linkId: string) => ({ pk: `USER#${userId}`, sk: `ACCESS#LINK#${linkId}` }),
  linkSidePrefix: 'ACCESS#LINK#',
  /** Links by the address invited (on the link item): deleting that person's account finds the invitations they received. */
  invitedEmail: (email: string, linkId: string) => ({ gsi1pk: `INVITED#${email}`, gsi1sk: linkId }),
  invitedIndexKey: (email: string) => `INVITED#${email}`,
  /** One pending invitation per inviter and address. */
  pendingInvite: (initiatorId: string, email: string) => ({ pk: `INVITE#${initiatorId}#${email}`, sk: 'PENDING' }),
  /**
   * WhatsApp: one item per inbound message id (TTL 7 days), written with a condition before queueing so a
   * repeated delivery changes nothing. Once the sender is known to be an account it carries userOwnedRef.
   */
  whatsappInbound: (messageId: string) => ({ pk: `WAMSG#${messageId}`, sk: 'INBOUND' }),
  /** An unknown number's one answer per 24 h (TTL), outside any account: it has none. */
  whatsappStranger: (digits: string) => ({ pk: `WASTRANGER#${digits}`, sk: 'NOTICE' }),
  /** The account's conversation records, all in its partition (account deletion removes them). */
  whatsappState: (userId: string) => ({ pk: `USER#${userId}`, sk: 'WA#STATE' }),
  whatsappSession: (userId: string, sessionId: string) => ({ pk: `USER#${userId}`, sk: `WA#SESSION#${sessionId}` }),
  whatsappSessionPrefix: 'WA#SESSION#',
  whatsappMessage: (userId: string, atIso: string, id: string) => ({ pk: `USER#${userId}`, sk: `WA#MSG#${atIso}#${id}` }),
  whatsappMessagePrefix: 'WA#MSG#',
  /** Assistant requests on one calendar day of the account's timezone (the daily cap; TTL). */
  whatsappDay: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `WA#DAY#${day}` }),
  /** The assistant's last change, kept for "undo": one item per account (ttl a day), in its partition so account deletion takes it. */
  assistantUndo: (userId: string) => ({ pk: `USER#${userId}`, sk: 'ASSISTANT#UNDO' }),
  /**
   * Summaries (daily WhatsApp agenda, weekly email): one schedule item per account and kind while the toggle
   * is on, in the sparse `SUMMARIES#<kind>` index by its next due instant (UTC), so a run is one Query.
   */
  summarySchedule: (userId: string, kind: SummaryKind) => ({ pk: `USER#${userId}`, sk: `SUMMARY#${kind}` }),
  summariesDue: (kind: SummaryKind, dueAt: string, userId: string) => ({ gsi1pk: `SUMMARIES#${kind}#${dueShard(userId)}`, gsi1sk: `${dueAt}#${userId}` }),
  /** Every partition of a summary kind's due index, the unsharded one first. */
  summariesDueIndexKeys: (kind: SummaryKind) => shardKeys(`SUMMARIES#${kind}`),
  /** One delivery record per account, kind and period (local date; the Sunday for the weekly email): the send's claim. */
  summaryDelivery: (userId: string, kind: SummaryKind, period: string) => ({ pk: `USER#${userId}`, sk: `SUMMARYSENT#${kind}#${period}` }),
  /** Business counters for the admin dashboard, updated in the same transaction as the change they count. */
  /**
   * The admin counters, spread over STATS_SHARDS items with their own partition keys: every registration,
   * verification and payment adds to one picked at random, and the dashboard sums them (with the single item
   * written before), so no one item takes every write at a sign-up peak.
   */
  stats: (shard: number) => ({ pk: `STATS#${shard}`, sk: 'GLOBAL' }),
  statsItems: () => [{ pk: 'STATS', sk: 'GLOBAL' }, ...Array.from({ length: STATS_SHARDS }, (_, i) => ({ pk: `STATS#${i}`, sk: 'GLOBAL' }))],
  /** Health check probe: a key that never exists. */
  healthProbe: () => ({ pk: 'HEALTH', sk: 'PROBE' }),
} as const;

/**
 * The local payment simulator's records (scripts/local/payment-simulator.ts): checkout sessions, subscriptions,
 * intents and charges it stands in for Stripe with, under SIM# keys. Never written in AWS, where Stripe keeps them.
 */
const simKey = (kind: string, id: string) => ({ pk: `SIM#${kind}#${id}`, sk: kind });
export const simulatorKeys = {
  session: (id: string) => simKey('SESSION', id),
  subscription: (id: string) => simKey('SUBSCRIPTION', id),
  intent: (id: string) => simKey('INTENT', id),
  charge: (id: string) => simKey('CHARGE', id),
};

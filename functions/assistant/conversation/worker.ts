import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { PLAN_LABELS, subscriptionType } from '../../../shared/plans';
import { AssistantJobSchema, type AssistantJob } from '../../adapters/queue';
import { sendText } from '../../adapters/whatsapp';
import { appUrl } from '../../config';
import { getUser } from '../../data/users';
import { logLine, withLogContext, type LogLevel } from '../../log';
import { accountForNumber, connectWithCode } from '../../whatsapp/connections';
import { findConnectCode } from '../../whatsapp/connect-code';
import { readState, recordInbound, recordSent } from '../../whatsapp/conversation';
import { claim, release, storePendingReply } from '../../whatsapp/inbound';
import { countRequest, firstStrangerNotice } from '../../whatsapp/limits';
import { answer, answerFollowUp, replyLanguage, upgradeAnswer } from './assistant';
import { sayIn } from '../replies/say';
import { householdOf } from './household';
import { isAssistantPending } from './follow-up';
import { answerPending, receiveMedia, type Pending } from '../../documents/chat';
import { listMembersByUser } from '../../data/members';
import type { AssistantPending } from '../understanding/types';

/**
 * The assistant queue's worker: one inbound WhatsApp message per record, each handled once (the inbound
 * item is claimed first), answered through the one sender. Failed records are reported back to SQS
 * (partial batch failure); after one fails, the later records of the same sender fail too so that the
 * FIFO order of a conversation holds on the retry.
 */

export const texts = {
  stranger: () =>
    `Hello from Simplify, the family assistant. This WhatsApp number is not connected to a Simplify account yet.\n\n` +
    `New here? Sign up at ${appUrl('/register')}\n` +
    `Already have an account? Sign in, open Settings (${appUrl('/settings')}), choose "Connect WhatsApp" and send the message it gives you.`,
  connected: () => `Your WhatsApp number is now connected to Simplify. Send "help" to see what I can do.`,
  codeInvalid: () =>
    `That connection code is not valid or has expired (codes last 15 minutes). Open Settings (${appUrl('/settings')}), choose "Connect WhatsApp" and send the new message.`,
  codeBlocked: () =>
    `That connection code is not valid either. After 10 wrong codes this number is blocked from connecting for an hour; please wait, then open Settings (${appUrl('/settings')}), choose "Connect WhatsApp" and send the new message.`,
  textOnly: () => sayIn('en').textOnly,
  dailyCap: (limit: number, planName: string, timezone: string) => sayIn('en').dailyCap(limit, planName, timezone),
};

/** Types we never answer: a reaction to our own message is not a request, and answering it invites a loop. */
const SILENT_TYPES = new Set(['reaction']);

interface Decision {
  reply: { text: string; tool: string | null } | null;
  /** The account the message belongs to; null for unknown numbers (nothing is stored for them). */
  userId: string | null;
  /** Connection messages carry a one-time code: their text is not kept. */
  redact?: boolean;
  /** The conversation state, read while the reply is worked out. */
  state?: Promise<Record<string, unknown> | undefined>;
  /** What the next message may answer (a document's member question or date proposal, the assistant's question); absent: dropped. */
  pending?: Pending | AssistantPending;
}

/** Documents and photos go to the school-documents flow; other media get the text-only answer. */
const MEDIA_TYPES = new Set(['document', 'image']);

/** `owner`: the sender's account as read alongside the claim (null: unknown number). */
async function decide(job: AssistantJob, now: Date, owner: string | null): Promise<Decision> {
  if (SILENT_TYPES.has(job.type)) return { reply: null, userId: owner };
  const text = job.type === 'text' ? (job.text ?? '') : null;
  const code = text ? findConnectCode(text) : null;
  if (code) {
    const used = await connectWithCode(code, job.from);
    if (used.outcome === 'connected') return { reply: { text: texts.connected(), tool: null }, userId: used.userId, redact: true };
    const text = used.outcome === 'invalid' ? texts.codeInvalid() : used.outcome === 'blocked' ? texts.codeBlocked() : null;
    return { reply: text ? { text, tool: null } : null, userId: owner, redact: true };
  }
  const userId = owner;
  const [user, state] = userId ? [getUser(userId), readState(userId)] : [Promise.resolve(null), undefined];
  state?.catch(() => undefined); // awaited later; an early failure must not go unhandled meanwhile
  const decided = await decideFor(job, now, userId, await user, text, state);
  return { ...decided, state };
}

async function decideFor(
  job: AssistantJob,
  now: Date,
  userId: string | null,
  user: Awaited<ReturnType<typeof getUser>>,
  text: string | null,
  state?: Promise<Record<string, unknown> | undefined>,
): Promise<Decision> {
  if (!userId || !user) {
    return { reply: (await firstStrangerNotice(job.from, now)) ? { text: texts.stranger(), tool: null } : null, userId: null };
  }
  const media = MEDIA_TYPES.has(job.type) && job.media ? job.media : null;
  const say = sayIn(replyLanguage(user, text ?? ''));
  if (!media && (text === null || !text.trim())) return { reply: { text: say.textOnly, tool: null }, userId };
  // A linked adult on the family's plan counts against the family's cap (the payer's day).
  const household = await householdOf(user);
  const cap = await countRequest(household.payer ?? user, now);
  if (cap.state === 'silent') return { reply: null, userId };
  if (cap.state === 'notice') {
    const plan = PLAN_LABELS[subscriptionType(household.payer ?? user)];
    return { reply: { text: say.dailyCap(cap.limit, plan, cap.timezone), tool: null }, userId };
  }
  const paying = household.payer !== null;
  const waiting = paying ? ((await state)?.pending as Pending | AssistantPending | undefined) : undefined;
  if (isAssistantPending(waiting) && !media) {
    const out = await answerFollowUp(userId, text ?? '', waiting, now, household);
    if (out) return { reply: { text: out.text, tool: out.tool }, userId, pending: out.pending };
  }
  const pending = isAssistantPending(waiting) ? undefined : waiting;
  if (media || pending) {
    const ctx = { userId, user, members: await listMembersByUser(userId), now, message: { id: job.messageId, receivedAt: job.receivedAt } };
    if (media) {
      if (!paying) return { reply: { text: upgradeAnswer(), tool: 'document' }, userId };
      const out = await receiveMedia(ctx, { type: job.type, text: job.text, media });
      return { reply: { text: out.text, tool: out.tool }, userId, pending: out.pending };
    }
    const out = await answerPending(ctx, text ?? '', pending!);
    if (out) return { reply: { text: out.text, tool: out.tool }, userId, pending: out.pending };
  }
  const out = await answer(userId, text ?? '', now, household);
  return { reply: { text: out.text, tool: out.tool }, userId, pending: out.pending };
}

async function send(job: AssistantJob, to: { userId: string; sessionId: string } | null, reply: { text: string; tool: string | null }) {
  const ids = await sendText(job.from, reply.text);
  await recordSent(job.messageId, to, reply, ids, new Date());
}

/** Handle one queued message; throws when SQS should retry it. */
export async function handleJob(job: AssistantJob, now = new Date()): Promise<'answered' | 'silent' | 'duplicate' | 'resent'> {
  // The claim and the read of the sender's account go together (one round trip instead of two).
  const [claimed, owner] = await Promise.all([claim(job.messageId, now), accountForNumber(job.from)]);
  if (claimed !== 'new') {
    // A redelivery: send a reply that was decided but not sent; otherwise it is done.
    if (claimed.replyText === undefined || claimed.sentAt) return 'duplicate';
    const to = claimed.userId && claimed.sessionId ? { userId: claimed.userId, sessionId: claimed.sessionId } : null;
    await send(job, to, { text: claimed.replyText, tool: claimed.replyTool ?? null });
    return 'resent';
  }
  let decision: Decision;
  let sessionId: string | null = null;
  try {
    decision = await decide(job, now, owner);
    const stored = decision.redact ? { ...job, text: '[connection message]' } : job;
    if (decision.userId) sessionId = await recordInbound(decision.userId, stored, now, decision.reply, decision.state, decision.pending);
    else if (decision.reply) await storePendingReply(job.messageId, decision.reply.text);
  } catch (error) {
    await release(job.messageId).catch(() => undefined);
    throw error;
  }
  if (!decision.reply) return 'silent';
  await send(job, decision.userId && sessionId ? { userId: decision.userId, sessionId } : null, decision.reply);
  return 'answered';
}

function log({ level = 'info', ...line }: Record<string, unknown>) {
  logLine(level as LogLevel, { worker: 'assistant/worker', ...line });
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  const failedGroups = new Set<string>();
  for (const record of event.Records) {
    // Every line written for this message (worker, model, tools) carries the queue message's id.
    await withLogContext({ requestId: record.messageId, job: 'assistant/worker' }, () => handleRecord(record, batchItemFailures, failedGroups));
  }
  return { batchItemFailures };
}

async function handleRecord(record: SQSRecord, batchItemFailures: SQSBatchItemFailure[], failedGroups: Set<string>) {
  {
    const group = record.attributes?.MessageGroupId ?? record.messageId;
    if (failedGroups.has(group)) {
      batchItemFailures.push({ itemIdentifier: record.messageId });
      return;
    }
    let job: AssistantJob;
    try {
      job = AssistantJobSchema.parse(JSON.parse(record.body));
    } catch {
      // A body that can never be handled: retrying cannot help, so it is logged and dropped.
      log({ level: 'error', what: 'unreadable queue message', sqsMessageId: record.messageId });
      return;
    }
    const started = Date.now();
    try {
      const outcome = await handleJob(job);
      log({ level: 'info', outcome, type: job.type, ms: Date.now() - started });
    } catch (error) {
      log({
        level: 'error',
        what: 'assistant message failed',
        sqsMessageId: record.messageId,
        err: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
      failedGroups.add(group);
    }
  }
}

import { DOCUMENT_MAX_BYTES, type FoundDate } from '../../shared/schemas/documents';
import type { FamilyMember } from '../../shared/schemas/family';
import { downloadMedia, MediaTooLarge, WhatsAppSendError } from '../adapters/whatsapp';
import { displayDate, displayTime } from '../assistant/understanding/dates';
import { findMember } from '../assistant/understanding/en/member-mentions';
import { appUrl } from '../config';
import type { UserItem } from '../data/users';
import { addDocument, addDocumentDates, documentIdForMessage, getDocument, type DocumentItem } from './documents';
import { DocumentRefused, refusals } from './extract';

/**
 * School documents on WhatsApp. A document or photo is read for the member its caption names (or the
 * only member); otherwise the parent is asked whose it is. The dates found are proposed, and only a reply
 * of YES or numbers adds them. What is waiting (the member question or the proposal) is kept in the
 * conversation state and dropped by any other message.
 */

export type Pending =
  { kind: 'member'; media: { id: string; mimeType?: string; fileName?: string }; messageType: string } | { kind: 'dates'; documentId: string };

export interface ChatContext {
  userId: string;
  user: UserItem;
  members: FamilyMember[];
  now: Date;
  /** The queued message being answered: a document it carries keeps one record however often it is delivered. */
  message?: { id: string; receivedAt: string };
}

export interface ChatReply {
  text: string;
  tool: string;
  pending?: Pending;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0];
const when = (d: FoundDate) => `${displayDate(d.date)}${d.time ? ` ${displayTime(d.time)}` : ''}`;
export const dateLines = (dates: FoundDate[]) => dates.map((d, i) => `${i + 1}. ${d.title}, ${when(d)}`);

export const chatTexts = {
  noMembers: () => `Please add your family members in the Simplify app first (${appUrl()}), then send the document again, so I know whose it is.`,
  whose: (members: FamilyMember[]) => `Who is this document for? Reply with a name: ${members.map((m) => firstName(m.name)).join(', ')}.`,
  noDates: (doc: DocumentItem, member: string) => `I saved "${doc.file_name}" for ${member}. I didn't find any dates in it.`,
  proposal: (doc: DocumentItem, member: string) => {
    const n = doc.found_dates.length;
    return [
      `I found ${n} date${n > 1 ? 's' : ''} in "${doc.file_name}" for ${member}:`,
      ...dateLines(doc.found_dates),
      '',
      n > 1 ? 'Reply YES to add them all, or the numbers to add (e.g. 1 3).' : 'Reply YES to add it to the calendar.',
    ].join('\n');
  },
  added: (dates: FoundDate[], member: string) => [`Added to ${member}'s calendar:`, ...dates.map((d) => `• ${d.title}, ${when(d)}`)].join('\n'),
  alreadyAdded: () => 'Those dates are already in the calendar.',
  dropped: () => 'OK, I won’t add them.',
  downloadFailed: () => 'I couldn’t get that file from WhatsApp (it may have expired). Please send it again.',
  gone: () => 'That document is no longer there, so I didn’t add anything.',
};

/** A document or image message from a connected, paying account. */
export async function receiveMedia(
  ctx: ChatContext,
  job: { type: string; text?: string; media?: { id: string; mimeType?: string; fileName?: string } },
): Promise<ChatReply> {
  if (!job.media) return { text: refusals.unsupported(), tool: 'document' };
  if (!ctx.members.length) return { text: chatTexts.noMembers(), tool: 'document' };
  const named = job.text
    ? findMember(
        job.text,
        ctx.members.map((m) => m.name),
      )
    : null;
  const member = named?.member ? ctx.members.find((m) => m.name.trim() === named.member) : ctx.members.length === 1 ? ctx.members[0] : undefined;
  if (!member) return { text: chatTexts.whose(ctx.members), tool: 'document', pending: { kind: 'member', media: job.media, messageType: job.type } };
  return readFor(ctx, member, job.media, job.type);
}

async function readFor(ctx: ChatContext, member: FamilyMember, media: { id: string; fileName?: string }, messageType: string): Promise<ChatReply> {
  let bytes: Buffer;
  try {
    bytes = (await downloadMedia(media.id, DOCUMENT_MAX_BYTES)).bytes;
  } catch (error) {
    if (error instanceof MediaTooLarge) return { text: refusals.tooBig(error.size), tool: 'document' };
    // Meta no longer has the file (media ids expire) or refuses it: retrying cannot help, so say so.
    if (error instanceof WhatsAppSendError && error.status >= 400 && error.status < 500) return { text: chatTexts.downloadFailed(), tool: 'document' };
    throw error;
  }
  const fileName = media.fileName || (messageType === 'image' ? 'Photo' : 'Document');
  let doc: DocumentItem;
  try {
    doc = await addDocument({
      ...(ctx.message ? { id: documentIdForMessage(ctx.message.id, ctx.message.receivedAt) } : {}),
      userId: ctx.userId,
      memberId: member.id,
      fileName,
      bytes,
      source: 'whatsapp',
      timezone: ctx.user.timezone || 'UTC',
      now: ctx.now,
    });
  } catch (error) {
    if (error instanceof DocumentRefused) return { text: error.reason, tool: 'document' };
    throw error;
  }
  const name = firstName(member.name);
  if (doc.status === 'failed') return { text: doc.failure_reason ?? refusals.unsupported(), tool: 'document' };
  if (!doc.found_dates.length) return { text: chatTexts.noDates(doc, name), tool: 'document' };
  return { text: chatTexts.proposal(doc, name), tool: 'document', pending: { kind: 'dates', documentId: doc.id } };
}

const YES = /^(?:y|yes|yes please|yep|yeah|ok(?:ay)?,? add (?:them|it)(?: all)?|add (?:them|it)(?: all)?|all(?: of them)?)[.! ]*$/i;
const NO = /^(?:no|nope|no thanks|none|cancel|don'?t|do not)[.! ]*$/i;
const NUMBERS = /^(?:add\s+)?\d{1,2}(?:\s*(?:,|and|&|\s)\s*\d{1,2})*[.! ]*$/i;

/** A reply while something is pending: the outcome, or null when the message is about something else. */
export async function answerPending(ctx: ChatContext, text: string, pending: Pending): Promise<ChatReply | null> {
  const said = text.trim();
  if (pending.kind === 'member') {
    const found = findMember(
      said,
      ctx.members.map((m) => m.name),
    );
    const member = found.member ? ctx.members.find((m) => m.name.trim() === found.member) : undefined;
    // Only a reply that is (nearly) just a name: "Mia", "for Mia", "it's Mia's".
    if (!member || found.rest.replace(/\b(?:it'?s|it is|this is|for|please|the|one|document)\b/gi, '').replace(/[^\p{L}\p{N}]+/gu, '')) return null;
    return readFor(ctx, member, pending.media, pending.messageType);
  }
  const yes = YES.test(said);
  if (!yes && !NUMBERS.test(said) && !NO.test(said)) return null;
  if (NO.test(said)) return { text: chatTexts.dropped(), tool: 'documentDates' };
  const doc = await getDocument(ctx.userId, pending.documentId);
  if (!doc || doc.status !== 'ready') return { text: chatTexts.gone(), tool: 'documentDates' };
  const numbers = yes ? doc.found_dates.map((_d, i) => i + 1) : (said.match(/\d{1,2}/g) ?? []).map(Number);
  const wrong = numbers.filter((n) => n < 1 || n > doc.found_dates.length);
  if (wrong.length) {
    // Still waiting: the parent can send the right numbers.
    return {
      text: `There is no number ${wrong[0]}: choose from 1 to ${doc.found_dates.length}, or reply YES to add them all.`,
      tool: 'documentDates',
      pending,
    };
  }
  const added = await addDocumentDates(doc, numbers);
  const member = ctx.members.find((m) => m.id === doc.family_member_id);
  return { text: added.length ? chatTexts.added(added, member ? firstName(member.name) : 'the family') : chatTexts.alreadyAdded(), tool: 'documentDates' };
}

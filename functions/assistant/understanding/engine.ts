import { arbitrate, kindOf, type Reading } from './arbiter';
import { help, INTENTS, ROW_KINDS, sureCommand } from './en/intents';
import { english, splitRequests } from './en/language';
import { severalRequests } from './en/several-requests';
import { fixLearntSpelling } from './en/learnt-spelling';
import { eachInTurn, forEachMember, kidsNamed, sharedChange, withSonsAndDaughters } from './en/several-members';
import { readWhen } from './en/read-when';
import { wallClock } from './dates';
import { forEachDate, nextDays, sameButDay } from './en/several-dates';
import { plainRequest } from './en/plain-request';
import { candidatesOf, IMPERATIVE, pickReading, type Candidate } from './en/long-message';
import { withCorrections } from './en/self-correction';
import { comingOneFor, thisTimeOnly } from './en/event-cancel';
import { fixSpelling, spelledOut } from './en/spelling';
import { spellDayNames } from './en/date-spelling';
import { plainlyAsked } from './en/pleasantries';
import { readOfWhole, withToldDetails } from './en/told-details';
import { toldChange } from './en/told-change';
import { dayMoved } from './en/plain-told';
import { dayUnknown } from './en/day-unknown';
import { changeMarked } from './en/change-marked';
import { fromItsVerb } from './en/verb-first';
import { kindAsked } from './en/kind-asked';
import { byFamilyKind } from './en/family-kind';
import { withoutReason } from './en/reason-after';
import { questionAsked } from './en/question-asked';
import { withQuotedName } from './en/quoted-name';
import { listMeant } from './en/list-meant';
import { listAfter, moreAfter, tickedAfter } from './en/list-after';
import { addedAfterAll } from './en/added-after-all';
import { readEventDetails } from './en/event-details';
import { readAfterContext, requestAfterContext, requestThenDetails } from './en/request-after-context';
import { newsThenRequest } from './en/news-then-request';
import { findMember, SEVERAL_MEMBERS, withMembersApostrophes, withMembersNicknames, withoutKidsLeftOut, withoutOneNotMeant } from './en/member-mentions';
import { withAsides, withBoundaries, withForwardedNotice, withLineBreaks, withoutSameAsBefore, asYesNo } from './en/boundaries';
import { classify } from './intent';
import { readArabic } from './ar/read';
import { onSameList, splitArabic } from './ar/split';
import { writtenIn } from './written-in';
import { messageOf } from './en/read-message';
import { eventsInTurn } from './en/several-events';
import { MAX_TEXT, normaliseText, unreadable, type EngineContext } from './message';
import type { CreateEventInput, Interpretation } from './types';

/**
 * The built-in engine: one message in, one tool call (or a question back) out. Deterministic and offline.
 * It is a table of intents (en/intents.ts), each with its own reader and examples, tried in the table's order; slot
 * readers (read-when.ts, member-mentions.ts, event-phrases.ts, slots.ts) are shared by all of them. Every date is read
 * on the account's wall clock (its IANA timezone), never the server's. A new intent is a row before those that would take its messages.
 *
 * Choices (docs/behaviour.md; the date rules are in read-when.ts):
 * - An event needs a title, a day and a time (or "all day"); otherwise the engine asks, and the answer to
 *   that question completes it (follow-up-reader.ts). A time with no day is today if still ahead, else tomorrow.
 * - "remind me to X" with a time is an event with a reminder at its start, without one a to-do.
 * - Questions ("am i free…", "when is…", "what reminders…") never create anything.
 * - Cancel/change name the event by its words, day, time and member; the tools find it (event-search.ts).
 */

export function interpret(raw: string, ctx: EngineContext): Interpretation {
  if (typeof raw !== 'string') return help('not-understood');
  const full = normaliseText(raw);
  if (!full) return help('asked');
  const arabic = writtenIn(full) === 'ar';
  if (full.length > MAX_TEXT || unreadable(raw, full, arabic)) return help('not-understood');
  // Arabic has its own reader (ar/read.ts): the same tools and inputs, its questions back in Arabic.
  if (arabic) return interpretArabic(full, ctx);
  const english = englishOf(raw, ctx);
  const reread = (text: string) => interpretEnglish(plainRequest(text), ctx);
  // "the sleepover on friday is off. can u delete it.": a request that only points back is sure of what it asks
  const pointed =
    toldChange(english, ctx, reread) ?? dayMoved(english, reread) ?? listAfter(english, reread) ?? tickedAfter(english, reread) ?? moreAfter(english, reread);
  const candidates = pointed ? null : rankedReadings(english, ctx);
  const meant = pointed ?? (candidates ? readOfWhole(english, pickReading(candidates), ctx) : reread(english));
  const checked = fromItsVerb(english, withoutReason(english, ctx.memberNames, changeMarked(english, meant, reread), reread), reread);
  const changed = addedAfterAll(english, kindAsked(english, byFamilyKind(raw, checked, ctx.memberNames, reread, english)), reread);
  return questionAsked(english, thisTimeOnly(english, comingOneFor(english, withQuotedName(english, dayUnknown(english, changed, ctx), ctx))), reread);
}

/**
 * English as the readers meet it: its lines made sentences, members' "'s", short forms and slips spelled out, said plainly,
 * then the sender's own corrections applied.
 */
const englishOf = (raw: string, ctx: EngineContext) =>
  withCorrections(
    plainlyAsked(
      fixLearntSpelling(
        fixSpelling(
          spellDayNames(
            spelledOut(
              withMembersApostrophes(
                withMembersNicknames(
                  withoutOneNotMeant(
                    withoutKidsLeftOut(
                      withSonsAndDaughters(
                        withBoundaries(withAsides(asYesNo(withoutSameAsBefore(withForwardedNotice(normaliseText(withLineBreaks(raw))))), ctx.memberNames)),
                        ctx,
                      ),
                    ),
                    ctx.memberNames,
                  ),
                  ctx.memberNames,
                ),
                ctx.memberNames,
              ),
            ),
          ),
        ),
        ctx.memberNames,
      ),
    ),
  );

/** One message's readings of its parts, kept while its runs of sentences are read (they share most of their parts). */
let known: Map<string, Interpretation> | null = null;

function rankedReadings(full: string, ctx: EngineContext) {
  const outer = known;
  known = new Map();
  try {
    const read = (text: string) => interpretEnglish(plainRequest(text), ctx);
    return candidatesOf(full, () => read(full), ctx, read);
  } finally {
    known = outer;
  }
}

/** The readings of an English message of several sentences the ranker chooses between (its training reads them too). */
export function readingsOf(raw: string, ctx: EngineContext): Candidate[] | null {
  const full = normaliseText(raw);
  if (!full || writtenIn(full) === 'ar' || full.length > MAX_TEXT || unreadable(raw, full, false)) return null;
  const english = englishOf(raw, ctx);
  return rankedReadings(english, ctx)?.map((c) => ({ ...c, told: withToldDetails(english, c.reading, ctx) })) ?? null;
}

function interpretEnglish(full: string, ctx: EngineContext): Interpretation {
  // "Sam's got a party on Saturday at 10. Can you pop it in for him?": the request points back at what was told.
  // "football saturday 9am and ballet sunday 10am": an event after an event, each with its own day or time
  const inTurn = eventsInTurn(full, (text) => interpretOne(text, ctx));
  if (inTurn) return inTurn;
  const memberOf = (text: string) => findMember(text, ctx.memberNames).member;
  const after = requestAfterContext(full);
  const told = after && readAfterContext(after, (text) => interpretEnglish(text, ctx), memberOf);
  if (told) return told;
  const detailed = requestThenDetails(full, (text) => interpretOne(text, ctx));
  if (detailed) return detailed;
  // "sam has a game saturday at 8.30, then mia has netball at 11": each member's own event, in turn
  const wall = wallClock(ctx.timezone, ctx.now);
  const turns = eachInTurn(full, ctx, (part) => readWhen(part, wall, ctx.timezone)?.date)?.map((part) => interpretOne(part, ctx));
  if (turns?.every((t) => 'tool' in t && t.tool === 'createEvent')) return { ...turns[0], then: turns.slice(1) };
  // The same event for several members: read once per member, then one event for all of them when the readings agree.
  const perMember = forEachMember(full, ctx);
  // "add leo to mia's haircut", "put leo on the playdate instead of mia": one change between members, read whole.
  const whole = perMember ? readEventDetails(messageOf(kidsNamed(full, ctx), ctx)) : null;
  if (whole) return whole;
  // Several requests, members named in one of them: each request read whole ("add sunscreen to the beach list, and
  // put the kids' carnival in for thursday"), when the message starts with one (not news: "I need to take the car…")
  const several = perMember && IMPERATIVE.test(full) && severalRequests(full, (part) => interpretEnglish(plainRequest(part), ctx));
  if (several) return several;
  // "add swimming for mia and sam": the same question back for each of them, asked once (if nothing reads it whole)
  let once: Interpretation | null = null;
  if (perMember) {
    const [first, ...rest] = perMember.map((one) => interpretOne(one, ctx));
    once = askedOnce([first, ...rest]);
    if ('tool' in first && first.tool === 'createEvent' && rest.every((r) => 'tool' in r && r.tool === 'createEvent')) {
      const inputs = [first, ...rest].map((r) => (r as { input: CreateEventInput }).input);
      // Readings that differ only in the punctuation the other names leave ("photo day, mia and leo need…") agree.
      const key = (i: CreateEventInput) => JSON.stringify({ ...i, member: null, title: i.title.replace(/[^\p{L}\p{N}]+/gu, ' ').trim() });
      const same = inputs.every((i) => key(i) === key(inputs[0]));
      if (same) return { ...first, input: { ...inputs[0], alsoMembers: inputs.slice(1).flatMap((i) => (i.member ? [i.member] : [])) } };
      return { ...first, then: rest };
    }
    // "move mia and sam's swimming to wednesday": one change to the event they share, found by its name alone
    // (a search only for members named: "any dentist for the kids" is the family's calendar, read whole)
    const named = findMember(full, ctx.memberNames).several && splitRequests(full).length === 1;
    const shared = sharedChange([first, ...rest]);
    if (shared && (named || !('tool' in shared && shared.tool === 'findEvent'))) return shared;
    // "whats on for mia and sam this arvo", "are leo and sam free saturday": the question asked for each of them
    // (members named, not "the kids", which is the family's calendar; and one question, not two)
    const asked = (x: Interpretation) => 'tool' in x && ['agenda', 'freeBusy'].includes(x.tool) && x.tool === (first as { tool?: string }).tool;
    if (named && asked(first) && rest.every(asked)) return { ...first, then: rest };
  }
  const first = newsThenRequest(full, (text) => interpretOne(text, ctx), memberOf);
  if (first) return first;
  // "naplan wed 11 and thu 12 march", "no violin on the 9th or the 16th": the same request on each day
  const perDate = forEachDate(full);
  if (perDate) {
    const [first, second] = perDate.map((one) => interpretOne(one, ctx));
    if (sameButDay(first, second)) return nextDays(first, second) ?? { ...first, then: [second] };
  }
  const read = severalRequests(full, (part) => interpretOne(part, ctx)) ?? interpretOne(full, ctx);
  // (or when the whole message reads as nothing: "playdate for sam and leo")
  const unread = ('clarify' in read && read.clarify === SEVERAL_MEMBERS) || ('tool' in read && read.tool === 'help');
  return once && unread ? once : read;
}

/** The same question back about a new event for each member, as one question whose draft is for all of them. */
function askedOnce(readings: Interpretation[]): Interpretation | null {
  const drafts = readings.map((r) => ('clarify' in r && r.pending?.tool === 'createEvent' ? (r.pending.input as CreateEventInput) : null));
  const first = readings[0];
  if (!('clarify' in first) || !first.pending || drafts.some((d) => !d?.member)) return null;
  const key = (d: CreateEventInput | null) => JSON.stringify({ ...d, member: null });
  if (!drafts.every((d) => key(d) === key(drafts[0])) || !readings.every((r) => 'clarify' in r && r.clarify === first.clarify)) return null;
  const alsoMembers = drafts.slice(1).map((d) => d!.member!);
  return { ...first, pending: { ...first.pending, input: { ...drafts[0]!, alsoMembers } } };
}

/** An Arabic message, as one request or several ("شيل الصودا وأضف شاي"). */
function interpretArabic(full: string, ctx: EngineContext): Interpretation {
  const parts = splitArabic(full);
  if (parts.length > 1) {
    const [first, ...then] = onSameList(
      parts,
      parts.map((part) => readArabic(part, ctx)),
    );
    if ('tool' in first && first.tool !== 'help' && then.every((x) => 'tool' in x && x.tool !== 'help')) return { ...first, then };
  }
  return readArabic(full, ctx);
}

/** One request: every rule reading, then the arbiter with the intent model. */
function interpretOne(full: string, ctx: EngineContext): Interpretation {
  const seen = known?.get(full);
  if (seen) return seen;
  const read = readOne(full, ctx);
  known?.set(full, read);
  return read;
}

function readOne(full: string, ctx: EngineContext): Interpretation {
  const m = messageOf(full, ctx);
  const readings: Reading[] = [];
  for (const intent of INTENTS) {
    const read = intent.read(m);
    if (!read) continue;
    const meant = listMeant(read);
    // "Which one do you mean: Sam Okafor or Sam Lee?": the answer names one, and the message is read again with it.
    if (!readings.length && 'clarify' in meant && meant.clarify === m.member.clarify && /^Which one do you mean/.test(meant.clarify))
      return { clarify: meant.clarify, pending: { kind: 'assistant', ask: 'member', tool: 'help', input: { text: full }, at: ctx.now.toISOString() } };
    const rowKind = readings.length === 0 && sureCommand(m) ? null : (ROW_KINDS[intent.name] ?? null);
    readings.push({ row: intent.name, meant, kind: rowKind && kindOf(meant, rowKind) });
    if (!rowKind && readings.length === 1) break;
  }
  const lang = english(m);
  return lang.finish(arbitrate(readings, classify(m.text, ctx.memberNames), lang, ctx.now));
}

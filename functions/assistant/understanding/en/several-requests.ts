import { DateTime } from 'luxon';
import { saysADay } from './number-words';
import { sameList, splitRequests } from './language';
import { LIST_TOOLS, type Interpretation } from '../types';

type Target = Record<string, unknown> & { words?: string | null };
type Asked = Extract<Interpretation, { clarify: string }>;
type Done = Extract<Interpretation, { tool: string }>;
const targetOf = (x: Interpretation): Target | undefined => ('tool' in x ? (x.input as { target?: Target }).target : undefined);

/**
 * "move mia's piano to 5 and add sam to it": a later part that points back at the event the first one changes is about
 * that event ("it" is read as its name), and a second change to it joins the first.
 */
function aboutTheFirst(first: Interpretation, part: string): string {
  const words = 'tool' in first && first.tool === 'updateEvent' ? targetOf(first)?.words : null;
  return words ? part.replace(/\b(?:it|that one)\b(?!'s)/i, `the ${words}`) : part;
}

/**
 * "cancel swimming friday and add tennis instead at 4": a new event after a cancel, with no day of its own, is on the
 * cancelled one's day.
 */
function onTheDayOf(first: Interpretation, part: string, reading: Interpretation, read: (part: string) => Interpretation): Interpretation {
  const day = 'tool' in first && first.tool === 'cancelEvent' ? targetOf(first)?.fromDate : null;
  if (typeof day !== 'string' || !('tool' in reading) || reading.tool !== 'createEvent' || saysADay(part)) return reading;
  return read(`${part} on ${DateTime.fromISO(day).toFormat('d LLLL yyyy')}`);
}

type Change = { tool: 'updateEvent'; input: { target: Target; changes: Record<string, unknown> } };

function withChangesOf(first: Interpretation, later: Interpretation[]): [Interpretation, Interpretation[]] {
  if (!('tool' in first) || first.tool !== 'updateEvent') return [first, later];
  const input = (first as Change).input;
  const joins = (x: Interpretation): x is Change => {
    if (!('tool' in x) || x.tool !== 'updateEvent') return false;
    const { target, changes } = (x as Change).input;
    const sameEvent = target.words === input.target.words && Object.entries(target).every(([k, v]) => k === 'words' || v === null || v === input.target[k]);
    return sameEvent && Object.keys(changes).every((k) => !(k in input.changes));
  };
  const joined = later.filter(joins);
  if (!joined.length) return [first, later];
  const changes = Object.assign({}, input.changes, ...joined.map((x) => x.input.changes));
  return [{ ...first, input: { ...input, changes } }, later.filter((x) => !joins(x))];
}

/** Several requests in one message, each done ("take soda off and add tea"); null for one, or when one is not understood. */
export function severalRequests(full: string, read: (part: string) => Interpretation): Interpretation | null {
  const parts = splitRequests(full);
  if (parts.length < 2) return null;
  const first = read(parts[0]);
  const rest = parts.slice(1).map((part) => {
    const said = aboutTheFirst(first, part);
    return onTheDayOf(first, said, read(said), read);
  });
  // "we've stopped little aths, get rid of it": a later part that only points back at the first ("cancel it",
  // "undo") adds nothing to it.
  const pointsBack = (x: Interpretation) => {
    if (!('tool' in x) || !('tool' in first)) return false;
    const target = (x.input as { target?: Record<string, unknown> }).target;
    const firstTarget = (first.input as { target?: Record<string, unknown> }).target ?? {};
    // (or the same day the first named: "…is off thurs 9th, cancel just that day")
    const pronoun = (k: string, v: unknown) =>
      v === null ||
      (k === 'words' && (/^(?:it|that|this|them|those|these)$/i.test(String(v)) || v === firstTarget.words)) ||
      (/Date$/.test(k) && v === firstTarget[k]);
    // ("…, need it for the parenting plan form": why the first was asked, not a thing to buy)
    const items = (x.input as { items?: string[] }).items;
    if (x.tool === 'addListItems' && items?.some((i) => /^(?:it|that|this|them)\b/i.test(i))) return true;
    // ("we've got milk now, take it off": a cancel of nothing named, after a thing ticked, is that tick)
    const nothing = !!target && Object.values(target).every((v) => v === null || /^(?:it|that|this|them)$/i.test(String(v)));
    if (nothing && x.tool === 'cancelEvent' && LIST_TOOLS.has(first.tool)) return true;
    return x.tool === 'undo' || (x.tool === first.tool && !!target && Object.entries(target).every(([k, v]) => pronoun(k, v)));
  };
  // (a second change to the same event joins the first before anything that only points back at it is dropped)
  const [changed, later] = withChangesOf(first, sameList(first, parts.slice(1), rest));
  const then = later.filter((x) => !pointsBack(x));
  // "dads weekends are off, delete them all": the later part says it is every one of them
  const all = rest.some((x) => pointsBack(x) && 'tool' in x && x.tool === 'cancelEvent' && (x.input as { series: boolean }).series);
  const whole = all && 'tool' in changed && changed.tool === 'cancelEvent' ? { ...changed, input: { ...(changed.input as object), series: true } } : changed;
  if ('tool' in whole && whole.tool !== 'help' && then.every((x) => 'tool' in x && x.tool !== 'help')) return then.length ? { ...whole, then } : whole;
  return askedLast([first, ...rest], parts);
}

/** A part that asks for an event by name ("add Mia's haircut"), not for a to-do ("add to my to-dos: book …"). */
const EVENT_ASKED =
  /^(?:please |also |and )*(?:add|put|pop|stick|pencil|schedule)\b(?! (?:book|buy|call|ring|get|make|order|pay|email|text|send|pick|sort)\b)(?!.*\b(?:lists?|it|that|this|them)\b)/i;
const TO_DOS = /\b(?:to-?dos?|to do|tasks?)\b/i;

/**
 * "add Mia's haircut, and also add hairspray to the shopping list": the requests that are clear are done, and the one
 * question (the haircut's day) is asked after them, so its answer completes it. Not for two questions, nor when a part
 * is not understood.
 */
function askedLast(readings: Interpretation[], parts: string[]): Interpretation | null {
  const asking = readings.findIndex((x) => 'clarify' in x);
  if (asking < 0 || !EVENT_ASKED.test(parts[asking]) || parts.some((part) => TO_DOS.test(part))) return null;
  const asks = readings.filter((x): x is Asked => 'clarify' in x);
  const [first, ...rest] = readings.filter((x): x is Done => 'tool' in x);
  const pending = asks.length === 1 ? asks[0].pending : undefined;
  const title = (pending?.input as { title?: string } | undefined)?.title ?? '';
  // (a new event named by words, and no other part filing an event: the question may be about that one, its day said there)
  if (pending?.tool !== 'createEvent' || !/\p{L}{3}/u.test(title) || !first || [first, ...rest].some((x) => ['help', 'createEvent'].includes(x.tool)))
    return null;
  return { ...first, then: [...rest, ...asks] };
}

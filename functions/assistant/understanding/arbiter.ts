import { classOfTool, type IntentClass } from './intent-classes';
import type { IntentGuess } from './intent-model';
import type { AssistantPending, Interpretation } from './types';

/**
 * Which reading of a message wins: the rule readers' (in their table's order) or the intent model's (decision 0016).
 * - A rule that is sure of itself (thanks, help, undo, sign-in, the plan, homework, a member's facts) wins.
 * - When the first rule reading and the model name the same kind of request, that reading is the answer.
 * - When the model is confident and finds the rules' first reading unlikely, the first rule reading of the model's
 *   kind wins; else, when both only read (a question), the language's fallback reader for the model's kind.
 * - When they disagree and the model is fairly sure, one short either/or question built from the two best readings.
 * - A question back from the rules is replaced by the model's reading only when the model is sure of one (and not by a
 *   question when the message tells it to add something).
 * - When no rule reads it, the model's kind (if it is confident enough) goes to the fallback reader; otherwise the
 *   short "what I can do" answer.
 */

export interface Reading {
  /** The rule row that read it. */
  row: string;
  meant: Interpretation;
  /** The kind of request; null for a rule that is sure of itself and not the model's business. */
  kind: IntentClass | null;
}

export interface Language {
  /**
   * A reading for a kind no rule read, from the message alone (null when it cannot be done safely); `sure` when the model
   * is all but certain of the kind, so a thing the language does not know may be taken as one of it.
   */
  fallback(kind: IntentClass, sure?: boolean): Interpretation | null;
  /** What a reading would do, as a short clause ("add “meeting” to your calendar on Tuesday"). */
  describe(meant: Interpretation, kind: IntentClass): string | null;
  /** The either/or question from two clauses. */
  either(first: string, second: string): string;
  /** The question back when the kind is known but nothing could be read for it. */
  askFor(kind: IntentClass): string | null;
  notUnderstood: Interpretation;
  /** The message starts by telling it to add something ("add …", "put … in"): whatever else it says, it asks nothing. */
  ordersAnAdd: boolean;
  /** The last touches on the chosen reading (a yes/no question's answer starts with yes or no). */
  finish(meant: Interpretation): Interpretation;
}

/** The model's probability at or above which its kind overrides a rule reading it finds unlikely. */
export const CONFIDENT = 0.9;
/** At or above this, the model is all but certain: "add kids shoes" is something to buy, not an event to ask the day of. */
export const SURE = 0.99;
/** Below this probability for the rule's kind, the model finds that reading unlikely. */
export const UNLIKELY = 0.02;
/** At or above this for its own kind (and the rule's below DOUBT), the model's disagreement is asked about. */
export const ASK = 0.7;
/** At or above this for the rule's kind, the rule reading stands. */
export const DOUBT = 0.05;
/** At or above this for "other", a rule reading the model finds unlikely is not what was meant ("how do i cook rice"). */
export const OFF_TOPIC = 0.95;
/** At or above this, the model alone may choose a kind that no rule read. */
export const ALONE = 0.6;

/** Kinds whose fallback only reads: the model alone may choose them over a rule reading. */
const READ_ONLY = new Set<IntentClass>(['event_query', 'reminder_query', 'list_query']);

const REMOVALS = new Set<IntentClass>(['event_remove', 'list_remove']);
const LISTS = new Set<IntentClass>(['list_add', 'list_query', 'list_remove']);
const onADay = (meant: Interpretation) => 'tool' in meant && !!(meant.input as { target?: { fromDate?: string | null } }).target?.fromDate;
const ADDITIONS = new Set<IntentClass>(['event_add', 'reminder_add', 'list_add']);

/** Kinds that are the same request for this purpose ("remind me to call at 5" is an event with a reminder). */
const SAME: Partial<Record<IntentClass, IntentClass[]>> = {
  reminder_add: ['event_add', 'list_add'],
  event_add: ['reminder_add'],
  reminder_query: ['list_query'],
};
/**
 * A narrower kind inside a broader one: reminders are the calendar's events, so a rule's reading of the reminders
 * ("what are my reminders this week") stays plausible while the model reads a calendar question.
 */
const WITHIN: Partial<Record<IntentClass, IntentClass>> = { reminder_query: 'event_query' };

export const sameKind = (a: IntentClass, b: IntentClass) => a === b || (SAME[a]?.includes(b) ?? false) || (SAME[b]?.includes(a) ?? false);

export function kindOf(meant: Interpretation, rowKind: IntentClass): IntentClass {
  if (!('tool' in meant)) return rowKind;
  // "remind me to make a hair appointment": a to-do kept with the reminders is a reminder asked for (here, not in
  // classOfTool, whose kinds are also the intent model's training labels)
  if (meant.tool === 'addTodo' && (meant.input as { reminder?: boolean }).reminder) return 'reminder_add';
  const kind = classOfTool(meant.tool, meant.input);
  return kind === 'other' ? rowKind : kind;
}

const p = (guess: IntentGuess, kind: IntentClass) => guess.ranked.find((r) => r.label === kind)?.p ?? 0;

export function arbitrate(readings: Reading[], guess: IntentGuess, lang: Language, now: Date): Interpretation {
  const first = readings[0];
  if (first && first.kind === null) return first.meant;
  const top = guess.label;
  if (first && first.kind && sameKind(first.kind, top)) return first.meant;
  const ofTop = readings.find((r) => r.kind && sameKind(r.kind, top));
  if (first && first.kind) {
    const within = WITHIN[first.kind];
    const ruleP = p(guess, first.kind) + (within ? p(guess, within) : 0);
    // A question back is the rules not knowing: the model's reading of the same message, when it is sure of one.
    if ('clarify' in first.meant) {
      if (top === 'other') return guess.p >= OFF_TOPIC && ruleP < UNLIKELY && !first.meant.pending ? lang.notUnderstood : first.meant;
      // (a change the rules read, asking for one more thing, stands, as below: the model learnt changes from few rows)
      if (guess.p < CONFIDENT || ruleP >= DOUBT || (first.kind === 'event_change' && first.meant.pending) || (lang.ordersAnAdd && READ_ONLY.has(top)))
        return first.meant;
      return (ofTop && 'tool' in ofTop.meant ? ofTop.meant : null) ?? lang.fallback(top, guess.p >= SURE) ?? first.meant;
    }
    // A question the model is sure is about something else ("what is fifty five minus two") is not answered with the
    // day's calendar, which nobody asked for. (A search says honestly that it found nothing, so it stands.)
    if (top === 'other' && guess.p >= OFF_TOPIC && ruleP < UNLIKELY && 'tool' in first.meant && first.meant.tool === 'agenda') return lang.notUnderstood;
    // The model learnt changes from a few dozen rows and mostly calls them additions: a change the rules read stands,
    // and so does a removal ("get rid of tomorrow's reminder to water the garden" is no new reminder).
    // A removal from a named day is the calendar's: lists have no days ("get rid of the barbecue on sunday").
    if (
      top === 'other' ||
      ruleP >= DOUBT ||
      first.kind === 'event_change' ||
      (REMOVALS.has(first.kind) && (ADDITIONS.has(top) || (LISTS.has(top) && onADay(first.meant))))
    )
      return first.meant;
    // A fallback only stands in for a rule reading that only reads; against a change the rules read, only a sure
    // model's other change is offered, in the either/or question ("Cancel “errands”, or take errands off Shopping?").
    const offered = READ_ONLY.has(first.kind) || (guess.p >= CONFIDENT && !READ_ONLY.has(top));
    const theirs: Reading | null = ofTop ?? (offered ? withFallback(lang, top) : null);
    if (guess.p >= CONFIDENT && (ofTop || (READ_ONLY.has(top) && READ_ONLY.has(first.kind))) && theirs) return theirs.meant;
    return (guess.p >= ASK && theirs && eitherOr(first, theirs, lang, now)) || first.meant;
  }
  if (top !== 'other' && guess.p < ALONE) {
    // Neither the rules nor the model are sure: the model's two best readings, if both can be said.
    const second = guess.ranked[1];
    const a = withFallback(lang, top);
    const b = second.label !== 'other' && second.p >= 0.2 ? withFallback(lang, second.label) : null;
    const asked = a && b && eitherOr(a, b, lang, now);
    if (asked) return asked;
  }
  if (top === 'other' || guess.p < ALONE) return lang.notUnderstood;
  if (ofTop) return ofTop.meant;
  const ask = lang.askFor(top);
  return lang.fallback(top) ?? (ask ? { clarify: ask } : lang.notUnderstood);
}

const withFallback = (lang: Language, kind: IntentClass): Reading | null => {
  const meant = lang.fallback(kind);
  return meant ? { row: 'fallback', meant, kind } : null;
};

/** "Add “meeting” to your calendar on Tuesday, or look for one?": the two readings, kept for the answer. */
export function eitherOr(a: Reading, b: Reading, lang: Language, now: Date): Interpretation | null {
  if (!a.kind || !b.kind) return null;
  const first = lang.describe(a.meant, a.kind);
  const second = lang.describe(b.meant, b.kind);
  if (!first || !second || !('tool' in a.meant) || !('tool' in b.meant)) return null;
  const pending: AssistantPending = {
    kind: 'assistant',
    ask: 'either',
    tool: 'help',
    input: { choices: [a.meant, b.meant], kinds: [a.kind, b.kind] },
    at: now.toISOString(),
  };
  return { clarify: lang.either(first, second), pending };
}

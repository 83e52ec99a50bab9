import { kindOf, sameKind, SURE } from '../arbiter';
import { classify, familyKind } from '../intent';
import type { IntentClass } from '../intent-classes';
import type { Interpretation } from '../types';
import { ADDING } from './change-marked';
import { notUnderstood } from './intents';
import { ASK_FOR } from './language';
import { onlyPoints } from './list-phrases';

/** The model's probability at or above which its kind is tried against the rules' reading. */
export const KIND_SURE = 0.9;
/** At or above this, a message not understood gets the question of the model's kind (when no reading of it stands). */
export const KIND_ASKED = 0.7;
/** At or above this for a new event, the general model leans to the rules' reading. */
const LEANS = 0.5;
/** Each kind said plainly in front of the message, to read it again as that kind. */
const ASKED_AS: Partial<Record<IntentClass, string>> = {
  event_add: 'add',
  event_change: 'change',
  event_remove: 'cancel',
  reminder_add: 'remind me',
  list_remove: 'tick off',
};

/**
 * The kind of a reading the model may overrule: a question back, not understood, a new event. (A calendar question
 * stays: the public corpora's questions, which the model learnt none of, were read as new events or cancels.)
 */
function overruled(meant: Interpretation): IntentClass | 'ask' | 'none' | null {
  // (an either/or question is already asked between the rules' reading and the general model's: it stands)
  if ('clarify' in meant) return meant.pending?.ask === 'either' ? null : 'ask';
  if (notUnderstood(meant)) return 'none';
  if (meant.then || meant.tool === 'help') return null;
  const kind = kindOf(meant, 'other');
  return kind === 'event_add' ? kind : null;
}

const REQUEST_WORD = /^\s*(?:set|make|create|add|new|put|book|schedule)\s*$/;

/**
 * Whether the reading made with the kind's words in front stands: it is of that kind, its thing is more than the words
 * it was asked with ("change can" is no reading), and against a question back it does not take the leftovers as a new
 * name ("move the dentist to the afternoon" keeps "when should I move the dentist to?").
 */
function stands(again: Interpretation, kind: IntentClass, asked: string, theirs: string): boolean {
  if (!('tool' in again) || again.tool === 'help' || kindOf(again, 'other') !== kind) return false;
  const input = again.input as { target?: { words?: string | null }; text?: string; title?: string; changes?: { title?: string } };
  if (theirs === 'ask' && input.changes?.title) return false;
  // "tick off remove it from the list": an item that only points ("it", "this item") is no thing to take off
  if ((again.input as { items?: string[] }).items?.some(onlyPoints)) return false;
  const about = (input.target?.words ?? input.text ?? input.title ?? '').toLowerCase();
  // "set a reminder for 5pm" read again: "Set" is the asking, no thing to be reminded of
  if (REQUEST_WORD.test(about)) return false;
  return !asked.split(' ').some((w) => new RegExp(`\\b${w}\\b`).test(about));
}

/**
 * "the vet for ol' Buster needs movin' from Thursday to Monday", "Mia tuition rename to maths tuition", "the bbq, make
 * it 1 instead": when the family-kind model (intent.ts) is sure the message is another kind of request than the rules read (or
 * they read none, or asked back), the message is read again as that kind, and that reading stands when it is one.
 * A message that says to add something is never read as a change or a cancel, and a reading whose thing is only the
 * words it was asked with ("change can") is no reading. A message not understood that the model reads as a kind fairly
 * surely ("could you pop Leo's vaccinations in? the clinic said after Easter") is asked that kind's question.
 */
const DAY_OFF = /\bno (?:school|kindy|kinder|preschool|classes)\b(?! (?:bus|pick ?up|drop ?off|run|uniform|lunch))/i;

export function byFamilyKind(
  said: string,
  meant: Interpretation,
  memberNames: string[],
  read: (text: string) => Interpretation,
  // the message as the readers meet it (a pasted notice's source gone, politeness out), read again as the kind
  plain = said,
): Interpretation {
  const theirs = overruled(meant);
  if (!theirs) return meant;
  // ("football the following monday at 4pm": a day said so, whose word the model learnt from moves, is next week's)
  const guess = familyKind(said.replace(/\b(?:on )?the following (?=(?:mon|tue|wed|thu|fri|sat|sun)\w*\b)/gi, 'next '), memberNames);
  const asked = ASKED_AS[guess.label];
  // Not understood, and the model fairly sure of a request to do something: that kind's question rather than what the
  // assistant can do (a question not understood, "whats for dinner", is more often one outside the calendar and lists)
  const question = theirs === 'none' && guess.p >= KIND_ASKED && !guess.label.endsWith('_query') ? ASK_FOR[guess.label] : undefined;
  if (question && (guess.p < KIND_SURE || !asked)) return { clarify: question };
  if (guess.p < KIND_SURE || !asked || (theirs === 'event_add' && sameKind(theirs, guess.label))) return meant;
  // (a day off school, "no school on monday", is a day to mark, as the rules read it, not a cancel of something called school)
  if ((guess.label === 'event_change' || guess.label === 'event_remove') && (ADDING.test(said) || DAY_OFF.test(said))) return meant;
  // A whole new event the rules read is overruled only when the model is all but certain and the general model does not
  // lean to the new event too ("swim at 4pm", "dinner reservation at the italian place saturday 8pm" stay new).
  if (theirs === 'event_add' && (guess.p < SURE || classify(said, memberNames).ranked.find((r) => r.label === theirs)!.p >= LEANS)) return meant;
  const again = read(`${asked} ${plain}`);
  return stands(again, guess.label, asked, theirs) ? again : question ? { clarify: question } : meant;
}

import type { IntentClass } from '../intent-classes';
import type { Interpretation } from '../types';
import { notUnderstood } from './intents';
import { ASK_FOR } from './language';

/** The words that say which kind of request a message is, when nothing else in it says what it is about. */
const KINDS: Array<[IntentClass, RegExp]> = [
  ['event_remove', /\b(?:cancel(?:l?ed|s)?|scrap(?:ped)?|delete[ds]?|call(?:ed)? off|not happening)\b/i],
  ['event_change', /\b(?:change[ds]?|moved?|shift(?:ed)?|update[ds]?|reschedul(?:e[ds]?|ing)|push(?:ed)?|later|earlier)\b/i],
  ['event_add', /\b(?:add|put|pop|book)\b/i],
];
/** What points at something without naming it: "that one", "the thing", "you know the one" ("change it to a cooler tone" has one). */
const UNNAMED = /\b(?:thing|one|stuff|summat|whatever)\b/i;
/** A cancel's target made only of such words, or of an apology or a reason ("please cancel, sorry", "it is not possible"). */
const NO_TARGET = /^(?:(?:it|that|this|thing|one|the|sorry|not|possible|for|us|please|pls)\b\s*)+$/i;

/** "delete this event": the one the sender is looking at, which the tools find. */
const EVENT_NAMED = /\b(?:event|appointment|meeting|entry|booking)s?\b/i;
/** "delete my next event", "delete all my events": which ones is said. */
const WHICH = /\b(?:all|every|everything|next|last|first)\b/i;

function unnamedCancel(said: string, x: Interpretation): boolean {
  if (!('tool' in x) || x.tool !== 'cancelEvent' || WHICH.test(said)) return false;
  const { words, fromDate, time, member } = (x.input as { target: Record<string, string | null> }).target;
  return !fromDate && !time && !member && (words ? NO_TARGET.test(words) : UNNAMED.test(said) && !EVENT_NAMED.test(said));
}

/**
 * "moved.", "Tom says the thing changed, can you update it", "please cancel, sorry", "Mia's mum says to add the thing":
 * the kind of request is said and what it is about is not. The assistant asks which one, the question of that kind,
 * rather than saying what it can do ("cancel my gym membership", with its thing named, stays outside what it does).
 */
export function kindAsked(said: string, meant: Interpretation): Interpretation {
  const short = said.trim().split(/\s+/).length === 1;
  if (!(notUnderstood(meant) && (short || UNNAMED.test(said))) && !unnamedCancel(said, meant)) return meant;
  const kind = KINDS.find(([, re]) => re.test(said))?.[0];
  const ask = kind && ASK_FOR[kind];
  return ask ? { clarify: ask } : meant;
}

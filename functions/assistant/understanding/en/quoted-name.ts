import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { wallClock } from '../dates';
import { completeDraft, type EventDraft } from './event-draft';

/**
 * A name put in quotes is the name meant ("could you note that down as 'Nana minding'?", "Add 'library bag' every
 * Thursday for Sam"): a new event takes it as its title, whatever the message's other sentences tell; "'Nana minding'
 * sounds odd, rename it to 'Sleepover at Nana's'" changes the event quoted first. An apostrophe inside a word
 * ("Nana's") or after one ("the teddy bears' picnic") is no quote.
 */
const QUOTED = /(?<![\p{L}\p{N}])['‘"“]((?:[^'‘’"“”\n]|['’](?=\p{L}))+?)['’"”](?![\p{L}\p{N}])/gu;

/** ("add 'book Sam haircut' to my to-do list": a thing to do, whatever else the message asks) */
const ON_A_LIST = /^\s+(?:to|on|onto)\s+(?:my|the|our)\s+(?:[\p{L}-]+\s+){0,2}(?:list|to-?dos?|to do|tasks)\b/iu;

const quotedNames = (text: string) =>
  [...text.matchAll(QUOTED)]
    .filter((m) => !ON_A_LIST.test(text.slice(m.index + m[0].length)))
    .map((m) => m[1].trim())
    .filter((q) => /\p{L}/u.test(q) && q.length <= 60 && q.split(/\s+/).length <= 6);

const named = (q: string) => q.charAt(0).toUpperCase() + q.slice(1);

export function withQuotedName(said: string, meant: Interpretation, ctx: EngineContext): Interpretation {
  const names = quotedNames(said);
  if (!names.length) return meant;
  if ('clarify' in meant) {
    // "could you note that down as 'Nana minding'?": asked when, under its name
    const draft = meant.pending?.tool === 'createEvent' && meant.pending.ask === 'when' ? (meant.pending.input as EventDraft) : null;
    return draft && names.length === 1 ? completeDraft({ ...draft, title: named(names[0]) }, wallClock(ctx.timezone, ctx.now), ctx.timezone) : meant;
  }
  if (meant.then?.length) return meant;
  if (meant.tool === 'createEvent' && names.length === 1) return { ...meant, input: { ...(meant.input as object), title: named(names[0]) } };
  const input = meant.input as { target?: { words: string | null }; changes?: { title?: string } };
  // "rename Leo's party to 'Leo's dinosaur party', as the children call it": the name ends with its quote
  const renamed = input.changes?.title?.toLowerCase();
  // (a name that is itself in quotes stands: "rename to 'Partners' retreat briefing'")
  const quotedWhole = !!renamed && said.toLowerCase().includes(`'${renamed}'`);
  // ("rename Sat shift to 'Overtime - crowd control'": a name read short, cut at a dash, is the whole quote)
  const quote = names[0].toLowerCase();
  if (meant.tool === 'updateEvent' && names.length === 1 && !quotedWhole && renamed && (renamed.startsWith(quote) || quote.startsWith(renamed)))
    return { ...meant, input: { ...input, changes: { ...input.changes, title: named(names[0]) } } };
  if (meant.tool === 'updateEvent' && names.length === 2 && renamed === names[1].toLowerCase())
    return { ...meant, input: { ...input, target: { ...input.target, words: names[0] }, changes: { ...input.changes, title: named(names[1]) } } };
  return meant;
}

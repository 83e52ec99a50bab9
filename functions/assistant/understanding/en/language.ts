import type { Language } from '../arbiter';
import { displayDate, displayTime, isoOf } from '../dates';
import type { IntentClass } from '../intent-classes';
import type { Message } from '../message';
import { LIST_TOOLS, type Interpretation } from '../types';
import { askWhichOff, listRef, onlyPoints, splitItems } from './list-phrases';
import { readWhen } from './read-when';
import { agendaRange } from './agenda-range';
import { eventWords, rangeOf, withoutWhen } from './slots';
import { ONLY_WHEN, WEEKDAY } from './date-words';
import { aisleOf } from '../../../../shared/aisles';

/**
 * The English side of the arbiter (arbiter.ts): readings for a kind of request no rule read, the clauses of the
 * either/or question, and the short questions back. A fallback never files anything new: it reads, lists or takes
 * off what the account already has (ranked matching in the tools finds it), so a wrong guess costs nothing.
 */

const quote = (s: string) => `“${s}”`;
const LIST_WORDS = /\b(?:(?:the|my|our|a)\s+)?(?:shopping|grocery|groceries|to-?do|to do)?\s*list\b|\bgroceries\b|\bto-?dos?\b/gi;
const REQUEST_WORDS =
  /\b(?:take|took|get|got|put|remove|removing|delete|erase|scratch|cross|strike|tick|mark|drop|clear|from|off|out|on|in|of|the|my|our|please|anymore|any more|no longer|don'?t|do not|need|needs|have|already|bought|done|as|i|we|it|that|can|you|u|could|would|go ahead|and)\b/gi;

/** What is left of a list message once list names and request words are out ("take out the milk" → "milk"). */
const itemWords = (text: string) =>
  text
    .replace(LIST_WORDS, ' ')
    .replace(REQUEST_WORDS, ' ')
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Words that put a question about a list on the Shopping list when no list is named. */
const SHOPPING_SAID = /\b(?:lists?|shop\w*|grocer\w*|buy|get|need|store|supermarket|market|pick up)\b/;

function listOf(m: Message): { todo: boolean; name: string | null } {
  const ref = listRef(m.lower);
  return ref.todo ? { todo: true, name: null } : { todo: false, name: ref.name };
}

function fallback(m: Message, kind: IntentClass, sure = false): Interpretation | null {
  const when = readWhen(m.lower, m.wall, m.ctx.timezone);
  const member = m.member.member ?? null;
  switch (kind) {
    case 'reminder_query': {
      // "anything i need to remember tomorrow": the day said narrows the reminders
      const range = rangeOf(m.lower, when, m.wall);
      return { tool: 'listReminders', input: { fromDate: range?.fromDate ?? null, toDate: range?.toDate ?? null } };
    }
    case 'event_query': {
      const words = eventWords(withoutWhen(when, m.member.rest ?? m.lower));
      if (words && !when?.date) return { tool: 'findEvent', input: { words, member, fromDate: null, toDate: null } };
      return { tool: 'agenda', input: { ...agendaRange(m.lower, when, m.wall), member } };
    }
    case 'list_query': {
      const list = listOf(m);
      // "what are the things i have for today": no list and nothing to buy or eat named, so the to-dos, not Shopping
      const toDo = list.todo || (!list.name && !SHOPPING_SAID.test(m.lower) && m.lower.split(/[^\p{L}]+/u).every((w) => aisleOf(w) === 'other'));
      return toDo ? { tool: 'listTodos', input: {} } : { tool: 'showList', input: { list: list.name } };
    }
    case 'list_remove': {
      const list = listOf(m);
      const items = splitItems(itemWords(m.lower), !list.todo).filter(Boolean);
      // Leftover words of more than a few are not an item's name: nothing to offer.
      if (!items.length || items.some((i) => i.split(' ').length > 4 || !/\p{L}/u.test(i) || onlyPoints(i))) return null;
      // A to-do is ticked off by its words: the tool finds the closest open one, or says there is none.
      if (list.todo) return items.length === 1 ? { tool: 'completeTodo', input: { number: null, text: items[0] } } : null;
      // "tick it off the pharmacy list": ticked as got, kept on the list; "take it off" takes it away
      return { tool: 'tickListItems', input: { list: list.name, items, remove: !/\b(?:tick|mark)\b/.test(m.lower) } };
    }
    case 'list_add': {
      // "add nappies and wipes for leo": things a shop sells go on Shopping (or the list named); anything else is asked,
      // unless the model is all but certain it is something to buy ("add kids shoes")
      const list = listOf(m);
      const said = m.member.rest
        .replace(/^(?:please )?(?:(?:i |we )?(?:need|have|got|want) to )?(?:add|put|get|buy|grab|pick up)\b/i, '')
        // "… to the shopping for my week": where they go, and what for, are no part of the things
        .replace(/(?<=\S)\s+(?:to|on|onto|in|into) (?:the|my|our) (?:shopping|groceries|grocery|shop|list)\b.*$/i, '')
        .replace(/\s+(?:for|4)\s*$/i, '');
      const items = splitItems(said, true).map(itemWords).filter(Boolean);
      if (m.asking || /^(?:are|is|have|has|do|does|did)\b/i.test(m.text) || list.todo || !items.length || items.some((i) => i.split(' ').length > 4))
        return null;
      if (!list.name && !sure && !items.every((i) => aisleOf(i) !== 'other')) return null;
      return { tool: 'addListItems', input: { list: list.name, items } };
    }
    default:
      return null;
  }
}

export const ASK_FOR: Partial<Record<IntentClass, string>> = {
  event_add: 'What should I add, and when? For example: "dentist for Mia on Friday at 10am".',
  event_remove: 'Which event should I cancel? Tell me its name and day, e.g. "cancel swimming on Friday".',
  event_change: 'Which event should I change, and to when? For example: "move the dentist to Thursday at 3pm".',
  reminder_add: 'What should I remind you about, and when? For example: "remind me to call the school tomorrow at 9am".',
  list_add: 'What should I add, and to which list? For example: "add milk and eggs to Shopping".',
  list_remove: askWhichOff.clarify,
  list_query: 'Which list? For example: "what\'s on the shopping list".',
  event_query: 'Which day or event? For example: "what\'s on tomorrow" or "when is the dentist".',
};

function describe(meant: Interpretation): string | null {
  if (!('tool' in meant)) return null;
  const i = (meant.input ?? {}) as Record<string, unknown>;
  const on = (date: unknown, time: unknown) =>
    `${typeof date === 'string' ? ` on ${displayDate(date)}` : ''}${typeof time === 'string' ? ` at ${displayTime(time)}` : ''}`;
  const target = (i.target ?? {}) as Record<string, unknown>;
  const list = (name: unknown) => (typeof name === 'string' && name ? name[0].toUpperCase() + name.slice(1) : 'Shopping');
  const items = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
  switch (meant.tool) {
    case 'createEvent':
      return `add ${quote(String(i.title))} to your calendar${on(i.date, i.time)}`;
    case 'findEvent':
      return i.words ? `look for ${quote(String(i.words))} in your calendar` : 'look for it in your calendar';
    case 'agenda':
      return `show what's on${i.fromDate === i.toDate ? on(i.fromDate, null) : ''}`;
    case 'freeBusy':
      return `check whether you're free${on(i.date, i.fromTime)}`;
    case 'cancelEvent':
      return target.words ? `cancel ${quote(String(target.words))}` : 'cancel what is on that day';
    case 'updateEvent':
      return target.words ? `change ${quote(String(target.words))}` : 'change an event';
    case 'listReminders':
      return 'list your reminders';
    case 'addListItems':
      return `add ${items(i.items)} to ${list(i.list)}`;
    case 'addTodo':
      return `add ${items(i.tasks)} to your to-dos`;
    case 'tickListItems':
      return `take ${items(i.items)} off ${list(i.list)}`;
    case 'showList':
      return `show ${list(i.list)}`;
    case 'listTodos':
      return 'show your to-dos';
    case 'completeTodo':
      return i.text ? `tick ${quote(String(i.text))} off your to-dos` : 'tick it off your to-dos';
    default:
      return null;
  }
}

export function english(m: Message): Language {
  return {
    fallback: (kind, sure) => fallback(m, kind, sure),
    describe,
    either: (a, b) => `${a[0].toUpperCase()}${a.slice(1)}, or ${b}? Reply 1 or 2.`,
    askFor: (kind) => ASK_FOR[kind] ?? null,
    notUnderstood: { tool: 'help', input: { reason: 'not-understood' } },
    ordersAnAdd: /^(?:add|put|pop|stick|book|schedule|pencil|enter)\s(?!.*\?$)/i.test(m.text),
    finish: (meant) => pointedAt(m, YES_NO.test(m.lower) ? yesNo(m, meant) : meant),
  };
}

/**
 * "when is it again?", "is that still on?": a question about something only pointed at, with no name, day or member to
 * find it by, is asked back rather than answered with everything coming up.
 */
function pointedAt(m: Message, meant: Interpretation): Interpretation {
  if (!('tool' in meant) || meant.tool !== 'findEvent') return meant;
  const i = meant.input as { words: string | null; member: string | null; fromDate: string | null };
  if (i.words || i.member || i.fromDate || !/\b(?:it|that)\b/i.test(m.lower) || m.lower.split(/\s+/).length > 6) return meant;
  return { clarify: 'Which one do you mean? Tell me its name, for example "when is swimming?".' };
}

const YES_NO = /^(?:is|are|was|were|do|does|did|have|has|will|am|can you confirm)\b/;

/** "is the dentist on friday?": the event asked about, looked for on that day, the answer starting with yes or no. */
function yesNo(m: Message, meant: Interpretation): Interpretation {
  if (!('tool' in meant)) return meant;
  if (meant.tool === 'findEvent') return { ...meant, input: { ...(meant.input as object), yesNo: true } };
  if (meant.tool !== 'agenda') return meant;
  const when = readWhen(m.lower, m.wall, m.ctx.timezone);
  const asked = withoutWhen(when, m.member.rest ?? m.lower)
    .replace(YES_NO, ' ')
    .replace(/\b(?:there|i|we|you|anything|any|something|on|in|have|got|busy|free|plans?|him|her|them|us|me)\b/g, ' ');
  const names = new Set(m.names.map((n) => n.split(/\s+/)[0].toLowerCase()));
  const words = eventWords(asked)
    ?.split(' ')
    .filter((w) => !names.has(w))
    .join(' ');
  if (!words) return meant;
  const { fromDate, toDate, member } = meant.input as { fromDate: string; toDate: string; member: string | null };
  // "have i got the dentist on the calendar": no day said, so any day (the agenda's range is today only by default)
  const anyDay = !when && fromDate === toDate && fromDate === isoOf(m.wall.today) && !/\b(?:today|tonight)\b/.test(m.lower);
  return { tool: 'findEvent', input: { words, member, fromDate: anyDay ? null : fromDate, toDate: anyDay ? null : toDate, yesNo: true } };
}

/** Where one request ends and the next begins: "take soda off and add tea", "no eggs, but i do need milk". */
const NEXT_REQUEST =
  /(?<=^(?:please |pls )?(?:what|what's|whats|when|where|who|how|is|are|does|do|has|have|can|could|cancel|add|move|remind|put|delete|remove|show|tell|check)\b[^,;?]*)\s*[,;?]\s*(?:and |but |also ){0,2}(?!(?:is|does|has) (?:that|this|it)\b)(?=(?:is|are|does|do|has|have|when|where|which|who|how|whether)\s)|\s*(?:[,;]\s*(?:and |but |then |also |plus |oh,? ){0,2}|\.\s+(?:oh,? (?:and )?)?|\s(?:and|but|then|plus)(?: then| also)?\s)(?=(?:please |pls |also |and )?(?:(?:make|change|set|push|bring) (?:it|that|them)\b|add|put|remove|take|delete|cancel|move|reschedule|tick|cross|buy|get|remind|i (?:do |also |still )?need|we (?:do |also |still )?need|need(?! to\b)|what|what's|whats|when's|whens|show|tell me|let me know|(?:can|could|would|will) (?:you|u)|(?:is|are) (?:\p{L}+ )?(?:free|busy|around|available))\b)/iu;

/** "open the calendar and add lunch…": opening the app is not a request of its own. */
const OPENING = /^(?:(?:ok(?:ay)?|so|hey)[, ]+)?(?:open|bring up|pull up|go to|check) (?:the |my )?(?:google )?calendar(?: app)?$/i;

/** "…, add it if it's not": a request about "it" leans on the one before and is read with it. */
const LEANS_BACK =
  /^(?:(?:and|then|please|pls|can you|could you|go ahead and)\s+)*(?:(?:add|put|include|get)(?: (?:it|them|that|those|if)\b|$)|(?:remove|take off|drop) (?:him|her)[.!]*$|remind (?:me|us)\b(?!.*\bto\b).*\b(?:before|earlier|ahead|prior)\b)/i;

export function splitRequests(text: string): string[] {
  // "todo sign the slip, buy a card", "to-dos: a, b": one list of things, however each starts.
  if (OPENING.test(text.split(NEXT_REQUEST)[0].trim()) || /^(?:todo|to-?do|to do)\b|^[^:,.]{1,60}:\s/i.test(text)) return [text];
  const parts = text
    .split(NEXT_REQUEST)
    // ("…. also remove the cheese": the word that joins it to the one before is no part of it)
    .map((p, i) => (i ? p.trim().replace(/^(?:oh,? )?(?:and|also|then|plus)[,]?\s+(?=\S)/i, '') : p.trim()))
    .filter(Boolean);
  if (parts.some((p) => ONLY_WHEN.test(p))) return [text];
  // "remind me to renew the rego and get the bins out": more things to be reminded of, when no later part names a list or a day
  if (/^remind (?:me|us) to\b/i.test(parts[0] ?? '') && parts.slice(1).every((p) => !/\blist\b|\bshopping\b/i.test(p) && !DAY_OR_TIME.test(p))) return [text];
  // "…, add it please, and add a torch to the camping list": a request about "it" is read with the one before it
  const own = parts.reduce<string[]>((out, p, i) => (i && LEANS_BACK.test(p) ? [...out.slice(0, -1), `${out.at(-1)}, ${p}`] : [...out, p]), []);
  if (own.length < 2 || own.some((p) => p.split(/\s+/).length < 2)) return [text];
  // "what's sam got on fri, and is mia free that arvo": "that" is the day the first request named.
  const day = DAY_SAID.exec(own[0])?.[0];
  return day ? own.map((p, i) => (i ? p.replace(/\bthat (?:day\b|(?=(?:arvo|afternoon|morning|evening|night)\b))/i, `${day} `).trim() : p)) : own;
}

const DAY_SAID = new RegExp(`\\b(?:(?:this|next) )?(?:${WEEKDAY}(?:,? (?:the )?\\d{1,2}(?:st|nd|rd|th)?\\b)?|tomorrow|tmrw|today)\\b`, 'i');
const DAY_OR_TIME = new RegExp(`\\d|\\b(?:${WEEKDAY}|tomorrow|tmrw|today|tonight)\\b`, 'i');

const ADDING =
  /^(?:(?:and |also |please |then )*)(?:add|put|get|buy|(?:i|we) (?:do |also |still )?need)\s+(.+?)(?:\s+(?:on|in|down|on there|(?:on|to) (?:it|that|them)|too|as well|instead|please))*$/i;

const WHATS_LEFT = /\b(?:what'?s|what is|whats) (?:left|on (?:it|there)|still on)\b|\bshow (?:me )?(?:the |my )?(?:list|rest)\b/i;

/**
 * The requests after a list request stay on its list: "take soda off and add tea", "no eggs, but i do need milk"
 * add to the list the first one named, whatever "add tea" alone would have meant.
 */
export function sameList(first: Interpretation, parts: string[], rest: Interpretation[]): Interpretation[] {
  if (!('tool' in first) || !LIST_TOOLS.has(first.tool)) return rest;
  const list = (first.input as { list: string | null }).list;
  return rest.map((r, i) => {
    if (WHATS_LEFT.test(parts[i])) return { tool: 'showList', input: { list } };
    const adding = ADDING.exec(parts[i].replace(/[.!?]+$/, ''));
    // ("…to the beach list, and put swimming in for Thursday at 4": an event, with its day)
    if (!adding || ('tool' in r && r.tool === 'createEvent' && DAY_OR_TIME.test(parts[i]))) return r;
    const items = splitItems(adding[1].replace(/(?:^|\s+)(?:to|on|onto)\s+(?:the|my|our)\s+.*$/i, ''), true);
    return items.length ? { tool: 'addListItems', input: { list, items } } : r;
  });
}

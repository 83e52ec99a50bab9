import { aisleOf } from '../../../../shared/aisles';
import { add, askWhat, askWhichOff, isGrocery, onlyPoints, LIST_NAME, listOfNamed, listRef, splitItems } from './list-phrases';
import type { Message } from '../message';
import { readWhen } from './read-when';
import type { Interpretation } from '../types';

/** Adding to the to-do list or a shared list, and ticking things off (list-phrases.ts reads which list). */

const COUNTS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "item three", "the first item", "number 2" as the number "done N" takes; other text as it is. */
function itemNumber(what: string): string {
  const said = /^(?:item |number |no\.? |#)?(\d{1,3}|[a-z]+)(?: item| one)?$/i.exec(what.trim())?.[1].toLowerCase();
  if (!said) return what;
  if (/^\d+$/.test(said)) return said;
  const n = Math.max(COUNTS.indexOf(said), ORDINALS.indexOf(said));
  return n > 0 ? String(n) : what;
}

export function readCompleteTodo(m: Message): Interpretation | null {
  const { lower } = m;
  const done =
    /^(?:done|finished|completed?|(?:tick|check|cross)(?:ed)? off)\b\s*:?\s*(?:with (?:the |my )?)?(.*)$/i.exec(lower) ??
    /^mark\s+(.+?)\s+(?:as )?(?:done|complete|completed|finished)(?=$|\s+(?:on|in|from) .*list$)/i.exec(lower) ??
    // "what have i got on the house jobs list that's still not done" asks, it does not tick
    // and "remind me to get the car rego done" is a new one
    // ("she needs her hair done", "get the car done": something still to be done)
    (/^(?:what|which|how|is|are|do|does|did|have|has)\b|^(?:remind|todo|to do|add|i need to|need to)\b/.test(lower) ||
    /\b(?:needs?|get|gets|getting|have|has|having|wants?|to be)\b.*\bdone$/.test(lower)
      ? null
      : /^((?:number |no\.? |#)?\d{1,3}|.+?)(?:,|\.{2,}|…)?\s+(?:is |are )?(?:done|finished|completed|sorted|ticked off)$/i.exec(lower));
  // "signed the permission slip, cross it off my list", "fixed the gate finally, mark it done on my todos"
  const itOff =
    /^(?:i |we |i'?ve |we'?ve |\p{L}+ (?=\p{L}+ed\s))?(?:\p{L}+ed\s+|(?:got|bought|found|did|made|paid|sent|picked up)\s+)?(.+?),?\s+(?:(?:you can|please|pls|so) )?(?:cross|tick|check|mark) (?:it|that)(?: one)?(?: off(?: (?:my|the) (?:to-?do |to do )?list)?|(?: as)? done(?: (?:on|in) (?:my|the) (?:to-?dos?|to do list|(?:to-?do |to do )?list))?|(?<=,.*))$/iu.exec(
      m.text.replace(/[.!]+$/, ''),
    );
  if (itOff)
    return { tool: 'completeTodo', input: { number: null, text: itOff[1].replace(/^(?:the|my)\s+/i, '').replace(/\s+(?:finally|at (?:long )?last)$/i, '') } };
  if (done && /\blist\b/i.test(m.text) && !listRef(m.text).todo) {
    const items = splitItems(done[1].replace(/\s+(?:off|from|on|in) (?:my|the|our) .*list$/i, '').replace(/^(?:the|my)\s+/i, ''), true);
    if (items.length) return { tool: 'tickListItems', input: { list: (listRef(m.text) as { name: string | null }).name, items, remove: false } };
  }
  if (done) {
    const what = itemNumber(
      done[1]
        .replace(/^(?:number\b|no\b\.?|#)\s*/i, '')
        .replace(/\s+(?:off|from|on) (?:my|the|our) (?:.*list|to-?dos?|to do)$/i, '')
        .replace(/^(?:the|my)\s+/i, '')
        .trim(),
    );
    if (!what) return { clarify: 'Which to-do is done? Send "done 2" (the number from "my list") or "done buy milk".' };
    if (/^\d+$/.test(what)) return { tool: 'completeTodo', input: { number: Number(what), text: null } };
    // "tick off coffee", "cross off eggs and bread": groceries, with no list named, are Shopping's.
    const groceries = /\blist\b/i.test(m.text) ? [] : splitItems(what, true);
    if (groceries.length && groceries.every(isGrocery)) return { tool: 'tickListItems', input: { list: null, items: groceries, remove: false } };
    return { tool: 'completeTodo', input: { number: null, text: what } };
  }
  // "got the milk", "bought bread and eggs": off the Shopping list.
  const got = /^(?:(?:i|we)(?:'ve| have)? )?(?:already )?(?:got|bought|picked up|grabbed|have got|found)\s+(?:the |some )?(.+?)(?:\s+now)?$/i.exec(
    m.text.replace(/[.!]+$/, ''),
  );
  // "i've got a haircut saturday at ten thirty": an event of theirs, not shopping done.
  if (
    got &&
    !/\bat \d|\b(?:tomorrow|today|tonight|appointment|meeting|on the \d|on (?:mon|tue|wed|thu|fri|sat|sun))/i.test(got[1]) &&
    !readWhen(got[1], m.wall, m.ctx.timezone)
  ) {
    // "got everything on the list", "bought it all": the whole list, which is asked first
    if (/^(?:everything|it all|all of it|all of them|the lot|the whole lot)(?: (?:on|from) (?:the|my|our) [\p{L} ]*list)?$/iu.test(got[1]))
      return { tool: 'clearList', input: { list: (listRef(m.text) as { name: string | null }).name } };
    const items = splitItems(got[1].replace(/\s+(?:for|from|at) .*$/i, ''), true);
    return items.length ? { tool: 'tickListItems', input: { list: null, items, remove: false } } : null;
  }
  // "remove eggs from the shopping list", "take sun cream off the packing list", "cross 3 off my list"
  const off = new RegExp(
    `^(?:remove|delete|take|cross|tick|scratch|strike|check|erase|cut|drop|lose|clear|nix|ditch|axe|bin|dump|toss|zap|knock)\\s+(.+?)\\s+(?:off|of|from|out of)\\s+(${LIST_NAME}|(?:the |my )?(?:shopping|groceries|grocery))$`,
    'iu',
  ).exec(m.text.replace(/[.!]+$/, ''));
  if (off) {
    const ref = listRef(off[2]);
    // "clear all items from my to do list": the whole list.
    if (/^(?:all(?: (?:the|of the))?(?: items| things| tasks| of them)?|everything|every item)$/i.test(off[1].trim()))
      return ref.todo ? { tool: 'clearTodos', input: {} } : { tool: 'clearList', input: { list: ref.name } };
    const what = itemNumber(off[1].replace(/^(?:the|my|number|no\.?|#)\s+/i, '').trim());
    if (onlyPoints(what)) return askWhichOff;
    // "take bread off my list": groceries are on Shopping, as they went on it ("put milk on my list").
    const groceries = ref.todo && ref.plain && splitItems(what, true).every(isGrocery);
    if (ref.todo && !groceries)
      return /^\d+$/.test(what)
        ? { tool: 'completeTodo', input: { number: Number(what), text: null } }
        : { tool: 'completeTodo', input: { number: null, text: what } };
    const items = splitItems(what, true);
    return { tool: 'tickListItems', input: { list: ref.todo ? null : ref.name, items, remove: !/^(?:tick|check|cross)/i.test(m.text) } };
  }
  // "remove dallas from my travel itinerary": a named place that is not the calendar is a list.
  const from =
    /^(?:remove|delete|take|erase|drop|scratch)\s+(?:the |my )?(.+?)\s+(?:from|off|out of)\s+(?:my |the |our )?([\p{L}' ]{2,30}?)(?:\s+(?:please|now))?$/iu.exec(
      m.text.replace(/[.!]+$/, ''),
    );
  if (
    from &&
    !/\b(?:calendar|schedule|diary|agenda|events?|appointments?|meetings?|plans?|game|practice|party|lesson|class|reminders?)\b/i.test(from[2]) &&
    !readWhen(from[2], m.wall, m.ctx.timezone) &&
    !m.member.member
  )
    // ("take the beer off the list doctor says no more": what follows "the list" is said about it, not its name)
    return { tool: 'tickListItems', input: { list: /^list\s+\S/i.test(from[2]) ? null : from[2].trim(), items: splitItems(from[1], true), remove: true } };
  // "remove yams", "get rid of the peas", "take bananas off", "we don't need ketchup anymore": groceries with no
  // list named come off the Shopping list.
  const said = m.text.replace(/[.!]+$/, '');
  const drop =
    /^(?:remove|delete|take off|cross off|scratch|strike|get rid of|erase|forget(?: about)?|ditch|nix|drop)\s+(?:the |some |my )?(?!.*\b(?:from|off|on|in|out of)\s)(.+)$/i.exec(
      said,
    ) ??
    /^(?:take|cross|scratch|tick|check|mark)\s+(?:the |some |my )?(.+?)\s+off$/i.exec(said) ??
    /^(?:we|i) (?:don'?t|do not|no longer) need (?:the |any )?(.+?)(?:\s+(?:anymore|any more|after all|now))?$/i.exec(said);
  if (drop) {
    const items = splitItems(drop[1], true);
    // "dinner date", "lunch on friday", "the water the plants reminder": an event, whatever aisle its words are in.
    const event =
      /\b(?:breakfast|brunch|lunch|dinner|supper|date night|schedule|calendar|appointment|meeting|event|reminder)\b/i.test(drop[1]) ||
      EVENT_WORDS.test(drop[1]) ||
      readWhen(drop[1], m.wall, m.ctx.timezone);
    const ticked = /^(?:tick|check|mark)\b/i.test(said);
    if (!event && items.length && items.every((i) => aisleOf(i) !== 'other')) return { tool: 'tickListItems', input: { list: null, items, remove: !ticked } };
    // "tick the dry cleaning off": not shopping, so a to-do
    if (!event && ticked && items.length === 1) return { tool: 'completeTodo', input: { number: null, text: items[0] } };
  }
  return null;
}

export function readAddTodo(m: Message): Interpretation | null {
  // "we need more dishwasher tablets, add to list": the instruction at the end is not an item.
  const text = listOfNamed(m.text)
    .replace(/[.!]+$/, '')
    .replace(/[,;]?\s+(?:please\s+)?(?:add|put) (?:it |them |that )?(?:to|on) (?:my |the |our )?(?:\w+ )?list$/i, (all) =>
      /^(?:add|put)\b/i.test(m.text) ? all : '',
    );
  // "add new item", "insert this one": nothing named yet.
  if (
    /^(?:add|insert|include|put|enter|join)\s+(?:(?:an?|new|this|that|the|another|one more)\s+)*(?:item|entry|one|thing|this)(?:\s+(?:also|too|as well))?$/i.test(
      text,
    )
  )
    return askWhat;
  const todo = /^(?:add\s+(?:a\s+)?)?(?:to-?do|to do|task)(?: item)?\s*[:-]?\s+(?:to\s+(?=\p{L}+\s))?(.+)$/iu.exec(text);
  if (todo) return add({ todo: true }, todo[1]);
  const addTo = new RegExp(`^add to\\s+(${LIST_NAME})\\s*[:-]?\\s*(.+)$`, 'iu').exec(text);
  if (addTo) return add(listRef(addTo[1]), addTo[3]);
  const putOn = new RegExp(
    `^(?:add|put|include|insert|write(?: down)?|jot(?: down)?|stick|pop|place|save|note(?: down)?|chuck|throw|bung|get(?! rid\\b))\\s+(?:some\\s+)?(.+?)\\s+(?:to|on|onto|in|into|at the top of|at the bottom of)\\s+(${LIST_NAME}|(?:the |my )?(?:shopping|groceries|grocery))$`,
    'iu',
  ).exec(text);
  if (putOn) return add(listRef(putOn[2]), putOn[1]);
  // "add bob to my contacts", "add the passports to the things to pack": a named place that is not the calendar is a list.
  // Not "put footy in for sam" (in the calendar, for someone) nor "grandma's coming to stay" (a verb's "to").
  const onto =
    /^(?:add|put|include|insert|write(?: down)?|jot(?: down)?|throw|chuck|stick|pop)\s+(.+?)(?<!\b(?:coming|going|come|go|has|have|needs?|wants?))\s+(?:to|on|onto|in|into)\s+(?:my |the |our )?(?!(?:that|it|this|there|them|those|these)$|for\b)([\p{L}' ]{2,30}?)$/iu.exec(
      text,
    );
  if (onto && !EVENT_WORDS.test(onto[1]) && !EVENT_WORDS.test(onto[2]) && !readWhen(onto[0], m.wall, m.ctx.timezone) && !m.member.member)
    return add({ todo: false, name: onto[2].trim() }, onto[1]);
  // "glue sticks and crayons need to go on the school supplies list"
  const goOn = new RegExp(`^(.+?)\\s+(?:needs?|has|have) to (?:go|be) (?:on|onto|in|added to)\\s+(${LIST_NAME})$`, 'iu').exec(text);
  if (goOn) return add(listRef(goOn[2]), goOn[1]);
  // "update my list with shoes"
  const update = new RegExp(`^update\\s+(${LIST_NAME})\\s+with\\s+(.+)$`, 'iu').exec(text);
  if (update && !/^(?:new )?items?$/i.test(update[3])) return add(listRef(update[1]), update[3]);
  const named = new RegExp(`^(${LIST_NAME}|shopping|groceries|grocery)\\s*(?:[:-]|\\badd\\b)\\s*(.+)$`, 'iu').exec(text);
  if (named) return add(listRef(named[1]), named[3]);
  // "we need nappies", "we're out of milk", "running low on dishwasher tablets", "buy bread": the Shopping list.
  const need =
    /^(?:(?:we|i)(?:'re|'ve|'m| are| am| have)?\s+|(?:im|were|weve|ive)\s+)?(?:need(?! to\b| you\b| a reminder| information| info)(?:\s*:)?|(?:are |'re |am |'m )?(?:(?:all|almost|nearly) )?out of|(?:are |'re |am |'m )?(?:(?:running|getting|a bit|very) )?(?:low|short) on|(?:are |'re |am |'m )?running out of|have run out of|run out of|ran out of|need to buy|need to get|need more)\s+(?:to buy\s+|to get\s+|some\s+|more\s+)?(.+)$/i.exec(
      text,
    ) ?? /^(?:buy|get(?! rid\b| ready\b| to\b| back\b)|pick up|grab)\s+(.+)$/i.exec(text);
  if (need) {
    // "we need to be at school at 8", "i need a reminder every monday": an event, not a shopping item.
    if (
      /\b(?:at \d|tomorrow|tmrw?|today|tonight|on (?:mon|tue|wed|thu|fri|sat|sun)|calendar|now|instead|from (?:the )?(?:school|daycare|kindy|childcare|training|practice|party|station|airport|work))\b|\d{1,2}[:.]\d\d|\b\d{1,2}\s*(?:am|pm)\b|^(?:an?|the)\s+(?:\w+\s+)?(?:reminder|event|appointment|meeting|alarm)\b|^(?:me\s+)?(?:the\s+)?(?:details|information|info|to know)\b/i.test(
        need[1],
      )
    )
      return null;
    return add({ todo: false, name: null }, need[1]);
  }
  // "add nappies size 4 and wipes": things from the shops, with no day or time, go on the Shopping list.
  const bare = /^(?:add|put|get|pick up)\s+(?:some\s+)?(.+?)(?:\s+(?:on|to) (?:that|it|there))?$/i.exec(text);
  if (
    bare &&
    !/\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\b(?:at|on|tomorrow|tmrw|today|tonight|every|for|with|to|appt|appointment)\b|\b(?:mon|tues?|wed|thu|thurs|fri|sat|sun)(?:day)?\b/i.test(
      bare[1],
    )
  ) {
    const items = splitItems(bare[1], true);
    if (items.length && items.every((i) => aisleOf(i) !== 'other')) return { tool: 'addListItems', input: { list: null, items } };
  }
  return /^(?:todo|to-?do|to do)$/i.test(m.lower) ? askWhat : null;
}

/** Words of the calendar and its events: "add the dentist to my calendar" is an event, not a list item. */
const EVENT_WORDS =
  /\b(?:calendar|schedule|diary|agenda|events?|appointments?|meetings?|plans?|game|practice|party|lesson|class|reminders?|alarm|birthday|dinner|lunch|breakfast|week|weekend|month|day|year|timetable|routine)\b/i;

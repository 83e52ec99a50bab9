import { aisleOf, dictionaryWords, itemKey } from '../../shared/aisles';
import { readWhen } from './dates';
import type { Interpretation } from './engine';
import type { Message } from './message';

/**
 * The list intents: the to-do list ("todo …", "my list", "done 2") and the family's shared lists ("add milk
 * to the shopping list", "we need nappies", "got the milk", "what's on the packing list", "clear the
 * shopping list", "new list for the holiday"). "my list" and "to-do list" mean the to-dos; "the list" with
 * no name means the Shopping list; any other name means that shared list.
 */

/** The words naming a list in "…to the packing list", "…on my to-do list", "…off the list". */
const LIST_NAME = "(?:(?:my|the|our|a|this|that)\\s+)?((?:[\\p{L}\\d'&-]+\\s+){0,3}?)(?:list|to-?dos?|to do|(?<=(?:my|our) )tasks)\\b";
const TODO_WORDS = /^(?:to-?do|to do|todo|task|tasks|things to do|things i need to do)$/i;
const SHOPPING_WORDS = /^(?:shop+ing?|shopin|grocer(?:y|ies|ys)|food|supermarket|store|shops?|market|the)$/i;

type ListRef = { todo: true } | { todo: false; name: string | null };

/** "my list of chores" as "my chores list", so the name reads the same either way. */
const listOfNamed = (text: string) => text.replace(/\b(my|the|our) list of ([\p{L}'-]+)$/iu, '$1 $2 list');

/** Which list a phrase names: the to-dos, the Shopping list (name null) or a named shared list. */
function listRef(raw: string): ListRef {
  const phrase = listOfNamed(raw);
  // With "the"/"my" the name is what follows it ("clear the shopping list"); without, one word ("packing list").
  const m =
    /(?:^|\s)((?:my|the|our|a|this|that)\s+((?:(?!(?:my|the|our|on|in|of)\s)[\p{L}\d'&-]+\s+){0,3}?)(?:list|to-?dos?|to do|(?<=(?:my|our) )tasks)\b)/iu
      .exec(phrase)
      ?.slice(1) ??
    /(?:^|\s)(((?:[\p{L}\d'&-]+\s+)?)(?:list|to-?dos?|to do)\b)/iu.exec(phrase)?.slice(1) ??
    null;
  if (!m) return /\b(?:tasks|to-?dos?|to do)\b/i.test(phrase) ? { todo: true } : { todo: false, name: null };
  const [whole, words] = m;
  // "delete list", "open a new list": the word before "list" says what to do with it, not which it is.
  const name = words
    .trim()
    .replace(/'s$/i, '')
    .replace(
      /^(?:delete|remove|clear|cancel|open|start|create|make|new|save|update|enter|get|show|read|check|edit|trash|destroy|lose|empty|this|that|a|to a|out)(?:\s+|$)/i,
      '',
    )
    .replace(/^(?:new|blank)(?:\s+|$)/i, '')
    .trim();
  const mine = /^\s*my\s/i.test(whole);
  if (TODO_WORDS.test(name) || /to-?dos?|to do|tasks/i.test(whole.slice(whole.length - 6)) || (mine && !name)) return { todo: true };
  return { todo: false, name: !name || SHOPPING_WORDS.test(name) ? null : name };
}

/** "milk, eggs and bread" → three items; " and " splits only a list of things (with commas, or a shared list). */
export function splitItems(text: string, byAnd: boolean): string[] {
  const parts = text.split(/\s*(?:,|;|\n|\s&\s|\bplus\b)\s*/i);
  const and = byAnd || parts.length > 1;
  const items = parts
    .flatMap((p) => (and ? p.split(/\s+(?:and|and also|also)\s+/i) : [p]))
    .map((p) =>
      p
        .replace(/^(?:and|also|some|more|a few|a couple of|a|an)\s+/i, '')
        .replace(/[.!?]+$/, '')
        .trim(),
    )
    .filter(Boolean)
    .map((p) => p.slice(0, 200));
  // Spoken lists have no commas: "eggs milk and cheese" is three groceries when each word is one.
  return byAnd && items.length > 1 ? items.flatMap(groceryWords) : items;
}

const DISHES =
  /^(?:soups?|sauces?|stock|salads?|pies?|sandwich(?:es)?|juices?|cakes?|wings|nuggets|burgers?|pizzas?|pasta|noodles|rolls|chips|crisps|cookies|biscuits|bars|cereal|flakes|spread|jam|paste|powder|oil|muffins|bread|cheese)$/i;
const GROCERIES: ReadonlySet<string> = new Set(dictionaryWords().map(([w]) => itemKey(w)));
/** "eggs milk" → ["eggs", "milk"] when its words are groceries one by one (and no two of them make one, like "apple juice"). */
function groceryWords(chunk: string): string[] {
  const words = chunk.split(/\s+/);
  if (words.length < 2 || words.length > 6) return [chunk];
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const size = [3, 2, 1].find((n) => i + n <= words.length && GROCERIES.has(itemKey(words.slice(i, i + n).join(' '))));
    // "chicken soup", "tomato sauce": a food before a dish is one thing.
    if (!size || (size === 1 && i > 0 && DISHES.test(words[i]))) return [chunk];
    out.push(words.slice(i, i + size).join(' '));
    i += size;
  }
  return out;
}

const askWhat = { clarify: 'What should I add? For example: "todo buy milk" or "add milk to the shopping list".' };
/** "that", "a couple things": nothing named yet. */
const VAGUE =
  /^(?:that|this|it|them|these|those|this one|that one|(?:a )?(?:couple|few)(?: of)? things|some things|things|stuff|something|an? items?|items?|new items?)$/i;
const add = (ref: ListRef, text: string): Interpretation => {
  const items = splitItems(text, !ref.todo).filter((i) => !VAGUE.test(i));
  if (!items.length) return askWhat;
  return ref.todo ? { tool: 'addTodo', input: { tasks: items } } : { tool: 'addListItems', input: { list: ref.name, items } };
};

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
    /^(?:done|finished|completed?|(?:tick|check|cross)(?:ed)? off)\b\s*:?\s*(.*)$/i.exec(lower) ??
    /^mark\s+(.+?)\s+(?:as )?(?:done|complete|completed|finished)$/i.exec(lower) ??
    /^((?:number |no\.? |#)?\d{1,3}|.+?)\s+(?:is |are )?(?:done|finished|completed|sorted|ticked off)$/i.exec(lower);
  // "signed the permission slip, cross it off my list"
  const itOff =
    /^(?:i |we |i'?ve |we'?ve )?(?:\p{L}+ed\s+)?(.+?),?\s+(?:cross|tick|check|mark) (?:it|that) off(?: (?:my|the) (?:to-?do |to do )?list)?$/iu.exec(
      m.text.replace(/[.!]+$/, ''),
    );
  if (itOff) return { tool: 'completeTodo', input: { number: null, text: itOff[1].replace(/^(?:the|my)\s+/i, '') } };
  if (done && /\blist\b/i.test(m.text) && !listRef(m.text).todo) {
    const items = splitItems(done[1].replace(/\s+(?:off|from|on) (?:my|the|our) .*list$/i, '').replace(/^(?:the|my)\s+/i, ''), true);
    if (items.length) return { tool: 'tickListItems', input: { list: (listRef(m.text) as { name: string | null }).name, items, remove: false } };
  }
  if (done) {
    const what = done[1]
      .replace(/^(?:number|no\.?|#)\s*/i, '')
      .replace(/\s+(?:off|from|on) (?:my|the|our) .*list$/i, '')
      .replace(/^(?:the|my)\s+/i, '')
      .trim();
    if (!what) return { clarify: 'Which to-do is done? Send "done 2" (the number from "my list") or "done buy milk".' };
    if (/^\d+$/.test(what)) return { tool: 'completeTodo', input: { number: Number(what), text: null } };
    return { tool: 'completeTodo', input: { number: null, text: what } };
  }
  // "got the milk", "bought bread and eggs": off the Shopping list.
  const got = /^(?:(?:i|we)(?:'ve| have)? )?(?:got|bought|picked up|grabbed|have got|found)\s+(?:the |some )?(.+?)(?:\s+now)?$/i.exec(
    m.text.replace(/[.!]+$/, ''),
  );
  if (got && !/\bat \d|\b(?:tomorrow|today|tonight|appointment|meeting|on the \d|on (?:mon|tue|wed|thu|fri|sat|sun))/i.test(got[1])) {
    const items = splitItems(got[1].replace(/\s+(?:for|from|at) .*$/i, ''), true);
    return items.length ? { tool: 'tickListItems', input: { list: null, items, remove: false } } : null;
  }
  // "remove eggs from the shopping list", "take sun cream off the packing list", "cross 3 off my list"
  const off = new RegExp(
    `^(?:remove|delete|take|cross|tick|scratch|strike|check|erase|cut|drop|lose|clear)\\s+(.+?)\\s+(?:off|of|from|out of)\\s+(${LIST_NAME}|(?:the |my )?(?:shopping|groceries|grocery))$`,
    'iu',
  ).exec(m.text.replace(/[.!]+$/, ''));
  if (off) {
    const ref = listRef(off[2]);
    // "clear all items from my to do list": the whole list.
    if (/^(?:all(?: (?:the|of the))?(?: items| things| tasks| of them)?|everything|every item)$/i.test(off[1].trim()))
      return ref.todo ? { tool: 'clearTodos', input: {} } : { tool: 'clearList', input: { list: ref.name } };
    const what = itemNumber(off[1].replace(/^(?:the|my|number|no\.?|#)\s+/i, '').trim());
    if (ref.todo)
      return /^\d+$/.test(what)
        ? { tool: 'completeTodo', input: { number: Number(what), text: null } }
        : { tool: 'completeTodo', input: { number: null, text: what } };
    const items = splitItems(what, true);
    return { tool: 'tickListItems', input: { list: ref.name, items, remove: !/^(?:tick|check|cross)/i.test(m.text) } };
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
    return { tool: 'tickListItems', input: { list: from[2].trim(), items: splitItems(from[1], true), remove: true } };
  // "remove yams", "get rid of the peas": groceries with no list named come off the Shopping list.
  const drop = /^(?:remove|delete|take off|cross off|scratch|strike|get rid of|erase)\s+(?:the |some |my )?(?!.*\b(?:from|off|on|in|out of)\s)(.+)$/i.exec(
    m.text.replace(/[.!]+$/, ''),
  );
  if (drop) {
    const items = splitItems(drop[1], true);
    // "dinner date", "lunch on friday": an event, whatever aisle its words are in.
    const event =
      /\b(?:breakfast|brunch|lunch|dinner|supper|date night|schedule|calendar|appointment|meeting|event)\b/i.test(drop[1]) ||
      readWhen(drop[1], m.wall, m.ctx.timezone);
    if (!event && items.length && items.every((i) => aisleOf(i) !== 'other')) return { tool: 'tickListItems', input: { list: null, items, remove: true } };
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
  const onto = /^(?:add|put|include|insert|write)\s+(.+?)\s+(?:to|on|onto|in|into)\s+(?:my |the |our )([\p{L}' ]{2,30}?)$/iu.exec(text);
  if (onto && !EVENT_WORDS.test(onto[1]) && !EVENT_WORDS.test(onto[2]) && !readWhen(onto[0], m.wall, m.ctx.timezone) && !m.member.member)
    return add({ todo: false, name: onto[2].trim() }, onto[1]);
  // "update my list with shoes"
  const update = new RegExp(`^update\\s+(${LIST_NAME})\\s+with\\s+(.+)$`, 'iu').exec(text);
  if (update && !/^(?:new )?items?$/i.test(update[3])) return add(listRef(update[1]), update[3]);
  const named = new RegExp(`^(${LIST_NAME}|shopping|groceries|grocery)\\s*(?:[:-]|\\badd\\b)\\s*(.+)$`, 'iu').exec(text);
  if (named) return add(listRef(named[1]), named[3]);
  // "we need nappies", "we're out of milk", "buy bread": the Shopping list.
  const need =
    /^(?:(?:we|i)(?:'re|'ve| are| have)?\s+)?(?:need(?! to\b| you\b| a reminder| information| info)|are out of|out of|have run out of|run out of|ran out of|need to buy|need to get|need more)\s+(?:to buy\s+|to get\s+|some\s+|more\s+)?(.+)$/i.exec(
      text,
    ) ?? /^(?:buy|get(?! rid\b| ready\b| to\b| back\b)|pick up|grab)\s+(.+)$/i.exec(text);
  if (need) {
    // "we need to be at school at 8", "i need a reminder every monday": an event, not a shopping item.
    if (
      /\b(?:at \d|tomorrow|today|tonight|on (?:mon|tue|wed|thu|fri|sat|sun)|calendar)|^(?:an?|the)\s+(?:\w+\s+)?(?:reminder|event|appointment|meeting|alarm)\b|^(?:the\s+)?(?:details|information|info|to know)\b/i.test(
        need[1],
      )
    )
      return null;
    return add({ todo: false, name: null }, need[1]);
  }
  // "add nappies size 4 and wipes": things from the shops, with no day or time, go on the Shopping list.
  const bare = /^(?:add|put|get|pick up)\s+(?:some\s+)?(.+?)(?:\s+(?:on|to) (?:that|it|there))?$/i.exec(text);
  if (bare && !/\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\b(?:at|on|tomorrow|today|tonight|every|for|with|to)\b/i.test(bare[1])) {
    const items = splitItems(bare[1], true);
    if (items.length && items.every((i) => aisleOf(i) !== 'other')) return { tool: 'addListItems', input: { list: null, items } };
  }
  return /^(?:todo|to-?do|to do)$/i.test(m.lower) ? askWhat : null;
}

export function readListTodos(m: Message): Interpretation | null {
  const { lower } = m;
  // Making, clearing or deleting a list is not reading it.
  if (/\bnew\b|^(?:please )?(?:delete|remove|clear|cancel|empty|destroy|trash|lose|erase|wipe|create|make|start|prepare|generate|begin|build)\b/.test(lower))
    return null;
  if (/^(?:todo|to-?do|to do)$/.test(lower)) return null;
  if (/^(?:what|which) lists?\b|\b(?:my|our|all(?: my)?|the) lists\b|^lists$/.test(lower)) return { tool: 'listLists', input: {} };
  if (
    /^(?:my )?(?:to-?dos?|to do|tasks|to-?do list|to do list)$|^(?:show |see |view |read |check )?my (?:to-?do |to do )?list$|^what'?s on my (?:to-?do |to do )?list$|^my (?:tasks|todos|to-dos)$/.test(
      lower,
    )
  )
    return { tool: 'listTodos', input: {} };
  const show =
    new RegExp(
      `^(?:show|see|view|get|read|check|open|pull up|what'?s|whats|what is|what are|what do i have|anything|is there anything|do i have anything)\\s+(?:(?:on|in)\\s+)?(?:me\\s+)?(${LIST_NAME})(?: items)?$`,
      'iu',
    ).exec(lower) ??
    /^((?:(?:my|the|our)\s+)?(?:[\p{L}]+\s+)?list)$/iu.exec(lower) ??
    new RegExp(`^(?:what|whats|what's)\\b.*\\b(?:on|in) (${LIST_NAME})`, 'iu').exec(lower);
  // "get eggs on the list", "get rid of this list": not a list's name.
  if (show && !/\b(?:on|onto|of|off|from|rid)\s/i.test(show[1])) {
    const ref = listRef(show[1]);
    return ref.todo ? { tool: 'listTodos', input: {} } : { tool: 'showList', input: { list: ref.name } };
  }
  if (/^what do (?:i|we) need to (?:buy|get)$|^what'?s left (?:on|in) the (?:\w+ )?list$/.test(lower)) return { tool: 'showList', input: { list: null } };
  // "what do i need to do today", "what are the jobs to be done": the to-do list.
  if (
    /^(?:what (?:do (?:i|we) (?:still )?(?:need|have) to (?:do|get done)|(?:have|'ve) (?:i|we) got to do|(?:is there )?to do|are the (?:jobs|tasks|chores|things) (?:to be done|to do|i need to do|i have to do))|(?:do (?:i|we) have )?any (?:jobs|tasks|chores) (?:to do|left))(?: today| now)?$/.test(
      lower,
    )
  )
    return { tool: 'listTodos', input: {} };
  // "what else do i need to buy", "do we need eggs", "what do i need from the store": the Shopping list.
  if (
    /^what (?:items|things) (?:do|did) (?:i|we) (?:plan|need|want) to (?:buy|get)$|^what (?:else )?do (?:i|we) (?:still )?need to (?:buy|get|pick up)$|^what (?:do )?(?:i|we) need (?:from|at) the (?:grocery store|grocer'?s|shops?|store|supermarket|market)$/.test(
      lower,
    ) ||
    aisleOf(/^do (?:i|we) (?:still )?need (?:to buy |to get |any |more |some )?([\p{L} ]+)$/u.exec(lower)?.[1] ?? '') !== 'other'
  )
    return { tool: 'showList', input: { list: null } };
  if (/^what do (?:i|we) (?:still )?need (?:from|at) the (?:shops?|store|supermarket)$/.test(lower)) return { tool: 'showList', input: { list: null } };
  return null;
}

/** Words of the calendar and its events: "add the dentist to my calendar" is an event, not a list item. */
const EVENT_WORDS =
  /\b(?:calendar|schedule|diary|agenda|events?|appointments?|meetings?|plans?|game|practice|party|lesson|class|reminders?|alarm|birthday|dinner|lunch|breakfast|week|weekend|month|day|year|timetable|routine)\b/i;
const CALENDAR_THINGS = /\b(?:meetings?|appointments?|events?|reminders?|birthdays?|plans|schedule|calendar)\b/i;
const LIST_TOPIC =
  /\b(?:lists?|checklists?|to-?dos?|to do list|tasks|groceries|grocery list|shopping list|playlist)\b|^(?:please )?(?:delete|remove|scratch|erase|get rid of|lose|cross off) (?:the |that |this |an? )?(?:last |first )?item\b/i;
const REMOVE_VERB =
  /\b(?:remove|delete|erase|take (?:off|away|out)|cross (?:off|out)|tick off|scratch|get rid of|clear|drop|empty|wipe|lose|forget|eliminate|abolish|cut)\b/i;
const ADD_VERB = /\b(?:add|put|insert|include|append|place|write down|pop|stick)\b|\bmake sure (.+?) is on\b/i;
const CREATE_VERB =
  /^(?:(?:can you |could you |please |i want to |i'd like to |i would like to |i need to )*)(?:create|make(?! sure)|start|prepare|generate|set up|begin|put together|set(?= (?:a|up a|me a) (?:new )?list\b))\b|\bnew (?:[\p{L}]+ ){0,3}list\b|\b(?:create|make|start) (?:a (?:new )?list|one)$/iu;

/** Anything else about a list: clearing or making one, a removal, an addition, or (by default) reading it. */
export function readListTopic(m: Message): Interpretation | null {
  // "make a list of camera photos": a new list, unless what it lists is on the calendar.
  const listOf = /^(?:make|create|start|prepare|write) (?:me )?an? (?:new )?list of (?:all )?(?:the |my )?(.+)$/i.exec(m.text.replace(/[.!]+$/, ''));
  if (listOf && !CALENDAR_THINGS.test(listOf[1])) return { tool: 'createList', input: { name: listOf[1][0].toUpperCase() + listOf[1].slice(1, 60) } };
  // "list all the meetings today": list as a verb is about whatever follows.
  const topic = m.text.replace(/^(?:list|make a list of)(?: out| all| me| the)?\b/i, '');
  if (!LIST_TOPIC.test(topic) || /^(?:remind|set (?:a )?reminder)\b/i.test(m.text)) return null;
  // "delete all events and tasks for today": about the calendar when no list is named.
  if (/\b(?:events?|calendar|appointments?|meetings?)\b/i.test(m.text) && !/\blists?\b/i.test(m.text)) return null;
  // "show me the list of pending meetings": a list of calendar things is a calendar question.
  if (/\blist of (?:(?:all|my|the|pending|upcoming)\s+)*(?:meetings|appointments|events|reminders|birthdays|plans)\b/i.test(m.text)) return null;
  const ref = listRef(m.text);
  // "clear the shopping list", "delete my packing list": the whole list, after YES.
  if (m.asking && /^(?:did|is|are|have|has|do|does)\b/i.test(m.text))
    return ref.todo ? { tool: 'listTodos', input: {} } : { tool: 'showList', input: { list: ref.name } };
  const whole = new RegExp(
    `^(?:please |can you |could you )?(?:clear|empty|delete|remove|erase|wipe|get rid of|cancel|destroy|trash|lose)(?: out)?\\s+(?:all (?:of )?)?(${LIST_NAME})(?:\\s+(?:please|now|in (?:its )?entirety|completely))?$`,
    'iu',
  ).exec(m.text.replace(/[.!]+$/, ''));
  if (whole) return ref.todo ? { tool: 'clearTodos', input: {} } : { tool: 'clearList', input: { list: ref.name } };
  // "new list for the holiday", "create a list called Costco", "start a packing list"
  if ((CREATE_VERB.test(m.text) || /^new list\b/i.test(m.text)) && !/^(?:please )?(?:delete|remove|clear|erase|cancel|get rid of)\b/i.test(m.text)) {
    const name =
      /\b(?:called|named|for(?! (?:me|us)\b)|titled|list of)\s+(?:the |my |a |all )?(.+?)(?:\s+(?:please|today|now|make one|create one))*$/i.exec(
        m.text,
      )?.[1] ??
      /\bnew ((?:[\p{L}\d'-]+ ){1,3})list\b/iu.exec(m.text)?.[1] ??
      /\b(?:a |an |my |the )?(?:new )?([\p{L}\d' -]+?)\s+list\b/iu.exec(m.text.replace(CREATE_VERB, ''))?.[1];
    const clean = name?.replace(/^(?:new|a|an|the|my)\s+/i, '').trim();
    if (clean && !/^(?:new|a|an|the|my|list|to-?do|to do|blank)$/i.test(clean))
      return { tool: 'createList', input: { name: clean[0].toUpperCase() + clean.slice(1) } };
    return { tool: 'createList', input: { name: null } };
  }
  const remove = REMOVE_VERB.exec(m.text);
  if (remove) {
    const what = m.text
      .slice(remove.index + remove[0].length)
      .replace(/\b(?:from|off|out of|on|in)\b.*$/i, '')
      .replace(/^\s*(?:the|my|an?|item|items)\s+/i, '')
      .trim();
    const number = /^(?:item |number |no\.? |#)?(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)$/i.exec(what);
    const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    if (number) return { tool: 'completeTodo', input: { number: Number(number[1]) || words.indexOf(number[1].toLowerCase()), text: null } };
    if (what && !LIST_TOPIC.test(what) && !/^(?:it|that|this|item|everything|all)$/i.test(what))
      return ref.todo
        ? { tool: 'completeTodo', input: { number: null, text: what } }
        : { tool: 'tickListItems', input: { list: ref.name, items: splitItems(what, true), remove: true } };
    if (ref.todo && (/^(?:all|everything)\b/i.test(what) || LIST_TOPIC.test(what))) return { tool: 'clearTodos', input: {} };
    return ref.todo
      ? { clarify: 'Which to-do should I tick off? Send "done 2" (the number from "my list") or "done buy milk".' }
      : { tool: 'clearList', input: { list: ref.name } };
  }
  const addVerb = ADD_VERB.exec(m.text);
  if (addVerb) {
    const item = (addVerb[1] ?? m.text.slice(addVerb.index + addVerb[0].length))
      .replace(/\b(?:to|on|onto|in|into)\s+(?:my|the|our|a|this|that)?\s*(?:[\w']+\s+){0,3}?(?:lists?|to-?dos?|to do)\b.*$/i, '')
      .replace(/^(?:\s*(?:it|to|on|my|the|grocery|shopping|list|and|please))+\s*/i, '')
      .trim();
    const items = splitItems(item, true).filter((t) => !LIST_TOPIC.test(t) && !/^(?:this|that|it|an? item|item|this item|this one(?: also)?)$/i.test(t));
    if (items.length) return add(ref, items.join(', '));
    return askWhat;
  }
  // "edit list", "update the list with new items": a change with nothing named yet.
  if (!m.asking && /\b(?:edit|update|enter|entry|added|contain|include)\b/i.test(m.text) && !/\bwhat\b/i.test(m.text)) return askWhat;
  return ref.todo ? { tool: 'listTodos', input: {} } : { tool: 'showList', input: { list: ref.name } };
}

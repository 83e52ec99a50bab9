import { aisleOf, withoutAmount } from '../../../../shared/aisles';
import { add, askWhat, askWhichOff, LIST_NAME, listOfNamed, listRef, onlyPoints, splitItems, isGrocery, VAGUE } from './list-phrases';
import type { Message } from '../message';
import { readWhen } from './read-when';
import type { Interpretation } from '../types';

/** Reading the to-do list or a shared list, and anything else about a list: clearing, making, removing from it. */

export function readListTodos(m: Message): Interpretation | null {
  // "what's on my list for shopping" as "what's on my shopping list".
  const lower = listOfNamed(m.lower);
  const conditional = addUnlessThere(lower);
  if (conditional) return conditional;
  // Making, clearing or deleting a list is not reading it.
  if (/\bnew\b|^(?:please )?(?:delete|remove|clear|cancel|empty|destroy|trash|lose|erase|wipe|create|make|start|prepare|generate|begin|build)\b/.test(lower))
    return null;
  if (/^(?:todo|to-?do|to do)$/.test(lower)) return null;
  if (/^(?:what|which) lists?\b|\b(?:my|our|all(?: my)?|the) lists\b|^lists$/.test(lower)) return { tool: 'listLists', input: {} };
  if (
    /^(?:my )?(?:to-?dos?|to do|tasks|to-?do list|to do list)$|^(?:show |see |view |read |check )?my (?:to-?do |to do )?list$|^what'?s on my (?:to-?do |to do )?list$|^my (?:tasks|todos|to-dos)$|^(?:what|whats|what's|anything)\b.*\b(?:on|in) my (?:to-?dos?|to dos?)$/.test(
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
  if (
    /^what do (?:i|we) need to (?:buy|get)$|^what'?s left (?:on|in) the (?:\w+ )?list$|^(?:what'?s|whats|what is) (?:on|in) (?:the |my |our )?(?:shopping|groceries)$/.test(
      lower,
    )
  )
    return { tool: 'showList', input: { list: null } };
  // "what do i need to do today", "what are the jobs to be done", "what did i say i'd do": the to-do list.
  if (
    /^(?:what (?:do (?:i|we) (?:still )?(?:need|have) to (?:do|get done)|(?:have|'ve) (?:i|we) got (?:left )?to do|(?:is there )?to do|are the (?:jobs|tasks|chores|things) (?:to be done|to do|i need to do|i have to do))|(?:do (?:i|we) have )?any (?:jobs|tasks|chores) (?:to do|left)|what (?:did|have) (?:i|we) (?:say|said|promise|promised|agree|agreed) (?:i'?d |we'?d |i would |we would |to |i'?ll |we'?ll )?do)(?: today| now)?$/.test(
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
  // "what do i have to pick up at coles": a shop named is the Shopping list.
  if (/^what (?:do|have) (?:i|we) (?:got |still )?(?:have |need )?to (?:pick up|buy|get) (?:at|from) (?:the )?[\p{L}' ]{2,30}$/u.test(lower))
    return { tool: 'showList', input: { list: null } };
  // "did i already add bin bags", "have we put eggs on the list": the Shopping list (or the list named) answers it.
  const asked = isItOnTheList(m.asking ? lower.replace(VERBLESS_ON, 'is $1') : lower);
  if (asked) return asked;
  // A list named without the word "list": "what's in my books to read", "list everything on chores", "what do we need for camping".
  const named =
    /^(?:what(?:'s| is| was)?|whats) (?:on|in) (?:my|our|the) ([\p{L}' ]{2,30})$/u.exec(lower) ??
    /^(?:list|read(?: me)?|show(?: me)?) (?:everything|all(?: the)? (?:items|things)) (?:on|in) (?:my |our |the )?([\p{L}' ]{2,30})$/u.exec(lower) ??
    /^what (?:else )?(?:do|did) (?:i|we) (?:still )?need (?:for|from|at) (?:the )?([\p{L}' ]{2,30})$/u.exec(lower);
  if (
    named &&
    !CALENDAR_THINGS.test(named[1]) &&
    !/\b(?:agenda|diary|plate|day|week|weekend|month|trip|holiday|party|mind|news|headlines|papers?|weather|cinemas?|movies|theat(?:er|re)s?|tv|sky)\b/.test(
      named[1],
    ) &&
    !readWhen(named[1], m.wall, m.ctx.timezone)
  )
    return { tool: 'showList', input: { list: /^(?:shops?|store|supermarket|grocery store|market)$/.test(named[1]) ? null : named[1].trim() } };
  return null;
}

const CALENDAR_THINGS = /\b(?:meetings?|appointments?|events?|reminders?|birthdays?|plans|schedule|calendar)\b/i;
const LIST_TOPIC =
  /\b(?:lists?|checklists?|to-?dos?|to do list|tasks|groceries|grocery list|shopping list|playlist)\b|^(?:please )?(?:delete|remove|scratch|erase|get rid of|lose|cross off) (?:the |that |this |an? )?(?:last |first )?item\b/i;
const REMOVE_VERB =
  /\b(?:remove|delete|erase|take (?:off|away|out)|cross (?:off|out)|tick off|scratch|get rid of|clear|drop|empty|wipe|lose|forget|eliminate|abolish|cut)\b/i;
const ADD_VERB = /\b(?:add|put|insert|include|append|place|write down|pop|stick)\b|\bmake sure (.+?) is on\b/i;
const MAKE_LIST =
  /^(?:(?:can you |could you |please |i want to |i'd like to |i would like to |i need to )*)(?:create|make(?! sure)|start|prepare|generate|set up|begin|put together|set(?= (?:a|up a|me a) (?:new )?list\b))\b(?=[^.!?]*(?:lists?|\bone)\b)|\bnew (?:[\p{L}]+ ){0,3}list\b|\b(?:create|make|start) (?:a (?:new )?list|one)$/iu;

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
  if ((MAKE_LIST.test(m.text) || /^new list\b/i.test(m.text)) && !/^(?:please )?(?:delete|remove|clear|erase|cancel|get rid of)\b/i.test(m.text)) {
    // "new list for the bach: sunscreen, board games", "a camping list with a tent and a torch": its first items
    const [, said, first] = /^(.*?\blist\b.*?)(?:\s*:\s*|\s+with\s+)(.+)$/i.exec(m.text.replace(/[.!]+$/, '')) ?? [null, m.text, null];
    const name =
      /\b(?:called|named|for(?! (?:me|us)\b)|titled|list of)\s+(?:the |my |a |all )?(.+?)(?:\s+(?:please|today|now|make one|create one))*$/i.exec(said)?.[1] ??
      /\bnew ((?:[\p{L}\d'-]+ ){1,3})list\b/iu.exec(said)?.[1] ??
      /\b(?:a |an |my |the )?(?:new )?([\p{L}\d' -]+?)\s+list\b/iu.exec(said.replace(MAKE_LIST, ''))?.[1];
    const clean = name?.replace(/^(?:(?:new|a|an|the|my|for)\s+)+/i, '').trim();
    if (clean && !/^(?:new|a|an|the|my|list|to-?do|to do|blank)$/i.test(clean)) {
      const made: Interpretation = { tool: 'createList', input: { name: clean[0].toUpperCase() + clean.slice(1) } };
      const items = first ? splitItems(first, true).filter(Boolean) : [];
      return items.length ? { ...made, then: [{ tool: 'addListItems', input: { list: clean.toLowerCase(), items } }] } : made;
    }
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
    if (onlyPoints(what)) return askWhichOff;
    if (what && !LIST_TOPIC.test(what) && !/^(?:everything|all)$/i.test(what))
      return ref.todo
        ? { tool: 'completeTodo', input: { number: null, text: what } }
        : { tool: 'tickListItems', input: { list: ref.name, items: splitItems(what, true), remove: !/^tick\b/i.test(remove[0]) } };
    if (ref.todo && (/^(?:all|everything)\b/i.test(what) || LIST_TOPIC.test(what))) return { tool: 'clearTodos', input: {} };
    return ref.todo
      ? { clarify: 'Which to-do should I tick off? Send "done 2" (the number from "my list") or "done buy milk".' }
      : { tool: 'clearList', input: { list: ref.name } };
  }
  const addVerb = ADD_VERB.exec(m.text);
  if (addVerb) {
    const item = (addVerb[1] ?? m.text.slice(addVerb.index + addVerb[0].length))
      .replace(/\b(?:to|on|onto|in|into)\s+(?:my|the|our|a|this|that)?\s*(?:[\w']+\s+){0,3}?(?:lists?|to-?dos?|to do)\b.*$/i, '')
      .replace(/^(?:\s*(?:it|to|on|my|the|grocery|shopping|list|and|please)\b)+\s*/i, '')
      .trim();
    const items = splitItems(item, true).filter((t) => !LIST_TOPIC.test(t) && !/^(?:this|that|it|an? item|item|this item|this one(?: also)?)$/i.test(t));
    if (items.length) return add(ref, items.join(', '));
    return askWhat;
  }
  // "edit list", "update the list with new items": a change with nothing named yet.
  if (!m.asking && /\b(?:edit|update|enter|entry|added|contain|include)\b/i.test(m.text) && !/\bwhat\b/i.test(m.text)) return askWhat;
  return ref.todo ? { tool: 'listTodos', input: {} } : { tool: 'showList', input: { list: ref.name } };
}

/** "eggs on list?", "milk already on the shopping list?": asked without a verb. */
const VERBLESS_ON =
  /^(?!(?:is|are|did|do|does|have|has|what|whats|what's|which|how|any)\b)(?=[\p{L}' ,&]{2,40} (?:already )?(?:on|in) (?:(?:the|my|our) )?(?:[\p{L}-]+ )?list$)(.+)$/u;
const ASKED_ON =
  /^(?:(?:did|have|has) (?:i|we|you|u|\p{L}+) (?:already )?(?:remember(?:ed)? to )?(?:add|put|place|write|jot|include|get|got)(?:ed|d|ten)?(?: down)?|(?:is|are) (?:there )?(?:any |some )?|do (?:i|we) (?:still )?(?:have|need) (?:any |some )?)(.+?)(?: (?:already )?(?:on|onto|to|in) (.+?))?$/u;

/** "did you put carrots on the shopping list", "is milk on my list", "do we have eggs on the list": yes or no about items. */
function isItOnTheList(lower: string): Interpretation | null {
  const asked = ASKED_ON.exec(lower);
  if (!asked || CALENDAR_THINGS.test(asked[0])) return null;
  const where = asked[2] ?? '';
  if (!asked[2] && !/^(?:did|have|has)\b/.test(lower)) return null;
  // "has sam got swimming tmrw": with a day and no list named, it is the calendar that is asked.
  if (
    !asked[2] &&
    /\b(?:today|tonight|tomorrow|tmrw|this (?:week|weekend)|next week|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\b|\bat \d/.test(lower)
  )
    return null;
  if (asked[2] && !/\blist\b|\bto-?dos?\b|\bto do\b|\bshopping\b|\bgrocer/.test(where)) return null;
  const check = splitItems(asked[1].replace(/^(?:the|some|any)\s+/, ''), true).filter((i) => !VAGUE.test(i) && !/^(?:anything|everything)$/.test(i));
  let ref = asked[2] ? listRef(where) : null;
  // "is milk on my list": groceries are asked of the Shopping list, other things of the to-dos.
  if (ref?.todo && /^my list$/.test(where) && check.length && check.every((i) => aisleOf(i) !== 'other')) ref = null;
  if (ref?.todo) return { tool: 'listTodos', input: {} };
  return { tool: 'showList', input: { list: ref && !ref.todo ? ref.name : null, ...(check.length ? { check } : {}) } };
}

/** "…, add it if it's not", "if not can you add them", "please add it": the question also asks for the add. */
const ADD_TOO =
  /[,.;]?\s*(?:(?:and )?if (?:not|it'?s not|they'?re not|it isn'?t|they aren'?t)[, ]*)?(?:(?:can|could|would) (?:you|u) |please |go ahead and |then )*(?:add|put|include|get)(?: (?:it|them|that|those)\b.*)?$|[,.;]?\s*(?:and )?(?:add|put) (?:it |them )?if (?:not|it'?s not|they'?re not|it isn'?t|they aren'?t)\b.*$/;
const IF_NOT_THERE = /^if (.+?) (?:is|are)(?:n'?t| not) (?:already )?(?:on|in) (.+?(?:list|groceries|shopping))\b.*\b(?:add|put|include)\b/;
const MAKE_SURE = /^make sure (?:that )?(.+?) (?:gets?|is|are) (?:added|put|on|in)(?: (?:to|on|onto|in))? (.+?(?:list|groceries|shopping))$/;

/** "is bacon on my shopping list, add it if it's not", "if soda isn't on my list, add it", "make sure bread is on the list". */
function addUnlessThere(lower: string): Interpretation | null {
  const ifNot = IF_NOT_THERE.exec(lower) ?? MAKE_SURE.exec(lower);
  const asked = ifNot ? null : ADD_TOO.test(lower) ? ASKED_ON.exec(lower.replace(ADD_TOO, '')) : null;
  const what = ifNot?.[1] ?? asked?.[1];
  const where = ifNot?.[2] ?? asked?.[2] ?? '';
  if (!what || CALENDAR_THINGS.test(lower)) return null;
  const items = splitItems(what.replace(/^(?:the|some|any)\s+/, '').replace(/\s+(?:listed|already)$/, ''), true);
  if (!items.length) return null;
  const ref = where ? listRef(where) : { todo: false as const, name: null };
  return add(ref.todo && items.every((i) => aisleOf(i) !== 'other') ? { todo: false, name: null } : ref, items.join(', '));
}

/** A thing from an aisle the dictionary does not list whole ("kitty litter"): a few words, none of them a sentence's. */
const LOOSE_ITEM =
  /^(?!.*\b(?:i|me|my|you|we|can|could|use|instead|of|with|from|to|call|order|tweet|turn|start|the|this|that|at|on|in|for|is|are)\b)(?:[\p{L}'-]+\s?){1,3}$/iu;

/**
 * A message that is only groceries ("milk and eggs", "nappies for leo 🙏", "weetbix x2"): the Shopping list. Who they
 * are for is not part of them; anything else in the message (a day, a verb, a word no aisle knows) leaves it to others.
 */
export function readGroceriesAlone(m: Message): Interpretation | null {
  // "tick milk and eggs off": a verb says what to do with them
  if (m.asking || /^(?:tick|check|mark|cross|take|remove|delete|scratch|clear|add|put|show|list|buy|get)\b/i.test(m.text)) return null;
  const said = (m.member.member ? m.member.rest : m.text)
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' ')
    .replace(/\s+(?:for|4)(?:\s+(?:the|our|my))?(?:\s+(?:kids|boys|girls|baby|house|lunchboxes|lunches|school|week))?\s*$/i, '')
    .replace(/[\s,.!]+$/, '')
    .trim();
  // "lunchbox stuff: yoghurt pouches, cheese sticks" (what they are for before a colon); "avocados x3, 2l milk" (how many)
  const things = said.replace(/^[\p{L} ]{2,30}:\s*/u, '');
  const items = splitItems(things, true);
  const named = items.map((i) => withoutAmount(i.replace(/\s*\bx\s?\d+$/i, '')));
  return items.length && items.length <= 12 && named.every((i) => isGrocery(i) || (named.length > 1 && aisleOf(i) !== 'other' && LOOSE_ITEM.test(i)))
    ? { tool: 'addListItems', input: { list: null, items } }
    : null;
}

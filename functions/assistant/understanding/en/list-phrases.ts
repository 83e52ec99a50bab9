import { aisleOf, dictionaryWords, itemKey } from '../../../../shared/aisles';
import type { Interpretation } from '../types';
import { EVERYDAY_THINGS } from './everyday-things';
import { RELATIVE } from './relatives';
import { WHICH_KIND } from './who-changed';

/**
 * Which list a message names, and the items it lists, for the list intents (todo-intents.ts, list-intents.ts):
 * the to-do list ("todo …", "my list", "done 2") and the family's shared lists ("add milk to the shopping
 * list", "we need nappies", "got the milk", "what's on the packing list", "clear the shopping list", "new
 * list for the holiday"). "my list" and "to-do list" mean the to-dos; "the list" with no name means the
 * Shopping list; any other name means that shared list.
 */

/** The words naming a list in "…to the packing list", "…on my to-do list", "…off the list". */
export const LIST_NAME = "(?:(?:my|the|our|a|this|that)\\s+)?((?:[\\p{L}\\d'&-]+\\s+){0,3}?)(?:list|to-?dos?|to do|(?<=(?:my|our) )tasks)\\b";
const TODO_WORDS =
  /^(?:to-?do|to do|todo|tasks?|(?:things|tasks|jobs|stuff) (?:to do|to complete|to get done|(?:i|we) (?:have|need|'ve got|got) to (?:do|complete|get done))(?: today)?)$/i;
const SHOPPING_WORDS = /^(?:shop+ing?|shopin|grocer(?:y|ies|ys)|food|supermarket|store|shops?|market|the)$/i;

/** `plain`: "my list" with no name, which means the to-dos unless what is put on it is groceries. */
export type ListRef = { todo: true; plain?: boolean } | { todo: false; name: string | null };

/** "my list of chores", "my list for shopping" as "my chores list", "my shopping list", so the name reads the same either way. */
export const listOfNamed = (text: string) =>
  text
    .replace(/\bthings to be done\b/gi, 'things to do')
    .replace(
      /\b(my|the|our) list (?:of|for) ((?:[\p{L}'-]+ ){0,2}[\p{L}'-]+)(?=\s+(?:please|today|now)$|\s+(?:has|have|is|are|contains?)\b|[,;.!?]|$)/iu,
      '$1 $2 list',
    );

/** Which list a phrase names: the to-dos, the Shopping list (name null) or a named shared list. */
export function listRef(raw: string): ListRef {
  const phrase = listOfNamed(raw);
  // "my to do shopping list": the shopping word names it.
  if (/\b(?:to-?do|to do)\s+(?:shop+ing|grocer(?:y|ies))\s+list\b/i.test(phrase)) return { todo: false, name: null };
  // "my spring cleaning to do list": whatever it is for, a to-do list is the to-dos.
  if (/\b(?:to-?do|to do|todo)'?s?\s+list\b/i.test(phrase)) return { todo: true };
  // With "the"/"my" the name is what follows it ("clear the shopping list"); without, one word ("packing list").
  const m =
    /(?:^|\s)((?:my|the|our|a|this|that|his|her|their|your)\s+((?:(?!(?:my|the|our|on|in|of)\s)[\p{L}\d'&-]+\s+){0,3}?)(?:list|to-?dos?|to do|(?<=(?:my|our) )tasks)\b)/iu
      .exec(phrase)
      ?.slice(1) ??
    // ("Open home list: add brochures", "Croatia trip list": a heading, or the name alone, names its list in full)
    /^(((?:(?!(?:for|to|on|onto|in|into|from|off)\s)[\p{L}\d'&-]+\s+){1,2})list)(?=\s*:|\s*$)/iu.exec(phrase)?.slice(1) ??
    /(?:^|\s)(((?:[\p{L}\d'&-]+\s+)?)(?:list|to-?dos?|to do)\b)/iu.exec(phrase)?.slice(1) ??
    null;
  if (!m) return /\b(?:tasks|to-?dos?|to do)\b/i.test(phrase) ? { todo: true } : { todo: false, name: null };
  const [whole, words] = m;
  // "delete list", "open a new list": the word before "list" says what to do with it, not which it is.
  const name = words
    .trim()
    .replace(/'s$/i, '')
    .replace(
      /^(?:delete|remove|clear|cancel|open$|start|create|make|new|save|update|enter|get|show|read|check|edit|trash|destroy|lose|empty|this|that|a|to a|out)(?:\s+|$)/i,
      '',
    )
    .replace(/^(?:new|blank)(?:\s+|$)/i, '')
    // "removed from list": a preposition before "list" names none ("to list" is the to-do list said short)
    .replace(/^(?:from|on|onto|in|into|off|of|at|with)$/i, '')
    .trim();
  // ("his list", "her list": someone's own list is their to-dos, as "my list" is)
  const mine = /^\s*(?:my|his|her|their|your)\s/i.test(whole);
  // "my to list", "the do list": a to-do list said short.
  if (/^(?:to|do)$/i.test(name)) return { todo: true };
  if (mine && !name && /list$/i.test(whole)) return { todo: true, plain: true };
  if (TODO_WORDS.test(name) || /to-?dos?|to do|tasks/i.test(whole.slice(Math.max(0, whole.length - 6))) || (mine && !name)) return { todo: true };
  return { todo: false, name: !name || SHOPPING_WORDS.test(name) ? null : name };
}

const TICK_ALONE =
  /^(?:(?:please|pls|can you|could you)\s+)?(?:tick|cross|mark|check)(?:\s+(?:them|those|these|it|em|both|tick))?(?:\s+off)?(?:\s+for\s+(?:me|us))?(?:\s+(?:please|pls|thanks|thx))?$/i;

/** "the big pack", "the pink one", "the salted kind": which of a thing is meant, said after it. */
const WHICH_ONE = new RegExp(`^the (?:[\\p{L}'-]+ ){1,2}(?:${WHICH_KIND})$`, 'iu');
/** "dill, big bunch": how much of the thing before, said to the shopper. */
const HOW_BIG =
  /^(?:a |the )?(?:big|large|small|little|huge|giant|family|jumbo|extra large)(?:[- ]size)? (?:bunch|pack|packet|bag|box|bottle|tin|jar|tub|one)$/i;
/**
 * "mia found some", "kid grew like 3 sizes", "cousins stayin all week", "Aunty Vika brought them", "I make lecsó for
 * weekend", "Mia goes next week": someone, then what
 * they did or are doing. A thing on a list has no such verb after a person ("sun dried tomatoes" has no person), and
 * what they did to a thing named after it may be why it goes on ("the kids finished the apples").
 */
const SOMEONE_DID = new RegExp(
  String.raw`^(?:(?:(?:the|my|our) )?(?:kids?|cousins|${RELATIVE}|he|she|they|we|i)(?: \p{L}+)?\s+(?:lost|left|used|finished|ran|got|has|had|is|are|was|were|\p{L}{2,}ed|\p{L}{3,}(?:ing|in'?))` +
    String.raw`|(?:he|she|they|we|i) (?:make|cook|bake|need|want|go|have|do)` +
    String.raw`|\p{L}+(?: \p{L}+)?\s+(?:grew|brought|found|bought|gave|took|ate|broke|said|told|goes|leaves|starts))\b(?! (?:all )?(?:the|our|my) (?!last|rest|lot)\p{L})`,
  'iu',
);
export const saysWhatSomeoneDid = (piece: string) => SOMEONE_DID.test(piece.replace(/^[\s,;(–—-]+/, ''));
const AGAIN = /^(?:so much|so many|lots of|heaps of|loads of|tons of|plenty of|more|extra|and)\s+/i;
/** "milk, eggs and bread" → three items; " and " splits only a list of things (with commas, or a shared list). */
export function splitItems(text: string, byAnd: boolean): string[] {
  // "bananas on the way home", "bread when you're out": where it is bought is not part of it
  const parts = text
    .replace(
      /\s+(?:on (?:the|your|my|ur) way(?: home| back)?|when (?:you(?:'re| are)?|u r|ur) (?:out|at the shops)|while (?:you(?:'re| are)|ur) out|(?:at|from) the shops)$/i,
      '',
    )
    // ("bread . milk . TEA BAGS": three things or more parted by stops are parted as by commas)
    .replace(/^[^.]+(?:\.\s+[^.]+){2,}\.?$/, (stops) => stops.replace(/\.\s+/g, ', '))
    .split(/\s*(?:,|;|\n|\s[&+]\s|\bplus\b)\s*/i)
    // "pay rego, due 20/3": when it is due is part of the thing before it
    .reduce<string[]>((out, p) => (out.length && /^(?:due|by)\s(?!the way)/i.test(p) ? [...out.slice(0, -1), `${out[out.length - 1]} ${p}`] : [...out, p]), [])
    // "glue sticks, mia found some": what someone did is news about the things, not one of them; "toilet paper, the big
    // pack", "dill, big bunch": which one is meant is said to the shopper, not a thing of its own
    .filter((p, i) => i === 0 || !(saysWhatSomeoneDid(p) || WHICH_ONE.test(p) || HOW_BIG.test(p)))
    // "coffee. so much coffee.": a thing said again, more strongly, is still one thing
    .filter((p, i, all) => !all.slice(0, i).some((q) => q.toLowerCase() === p.replace(AGAIN, '').toLowerCase()));
  const and = byAnd || parts.length > 1;
  const items = parts
    .flatMap((p) => (and ? p.split(/\s+(?:and|and also|also|n)\s+/i) : [p]))
    .map((p) =>
      p
        // "weetbix n vegemite 😩": the feeling is not part of the thing
        .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' ')
        .trim()
        .replace(/^(?:and|also|some|more|a few|a couple of|a|an)\s+/i, '')
        .replace(/[.!?]+$/, '')
        .trim(),
    )
    // "bought the tomatoes and milk, please tick": what to do with them is no thing of its own
    .filter((p) => p && !TICK_ALONE.test(p))
    // "got the eggs": a thing by name needs no "the" ("the school form" keeps it)
    .map((p) => {
      const bare = p.replace(/^the\s+/i, '');
      return (KNOWN.has(itemKey(bare)) ? bare : p).slice(0, 200);
    });
  // (a list parted by commas already says where each thing ends: "10mm drill bit, sugar soap")
  if (!byAnd || items.length === 1 || parts.length > 1) return items;
  // Spoken lists have no commas: "eggs milk and cheese" is three groceries when each word is one, and "two litres of
  // milk a dozen eggs and spinach" starts a thing at each "a" or number that follows a thing.
  return items.flatMap((item) => item.split(NEXT_THING).map((thing) => thing.replace(/^(?:a|an|some)\s+/i, ''))).flatMap(groceryWords);
}

const DISHES =
  /^(?:soups?|sauces?|stock|salads?|pies?|sandwich(?:es)?|juices?|cakes?|wings|nuggets|burgers?|pizzas?|pasta|noodles|rolls|chips|crisps|cookies|biscuits|bars|cereal|flakes|spread|jam|paste|powder|oil|muffins|bread|cheese|butter|crackers|milk|cream|flour|tablets|bags|pouches|yoghurt|yogurt|wraps|beans|wipes|pods|liners|towels|paper|refills|capsules|sponges|sheets)$/i;
const GROCERIES: ReadonlySet<string> = new Set(dictionaryWords().map(([w]) => itemKey(w)));
/** Things by name, groceries or not ("pencils glue sticks": two of them). */
const KNOWN = new Set([...GROCERIES, ...EVERYDAY_THINGS]);
/**
 * "… milk a dozen eggs": an amount after a word that is not one that leads into it ("half a dozen", "packet of 6"), and not
 * the amount of the thing before it said last ("hot cross buns 2 packet").
 */
const NEXT_THING =
  /(?<!\b(?:of|for|with|in|on|to|and|or|like|than|as|at|half|quarter|such|what|many|quite|rather|about|around|x|by|per|only|just|another))\s+(?=(?:a|an|some|a dozen|\d+)\s+\p{L})(?!\d+\s+(?:packets?|packs?|kgs?|kilos?|grams?|litres?|liters?|bottles?|boxes?|bags?|tins?|cans?|cartons?|loaves|bunch(?:es)?|dozen)\s*$)/iu;
/** A thing from the shops by name ("coffee", "eggs"), not a task that mentions one ("sorted the winter clothes"). */
export const isGrocery = (item: string) => GROCERIES.has(itemKey(item));
/** "eggs milk" → ["eggs", "milk"] when its words are things by name one by one (and no two of them make one, like "apple juice"). */
function groceryWords(chunk: string): string[] {
  const words = chunk.split(/\s+/);
  if (words.length < 2 || words.length > 6) return [chunk];
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const size = [3, 2, 1].find((n) => i + n <= words.length && KNOWN.has(itemKey(words.slice(i, i + n).join(' '))));
    if (!size) return [chunk];
    // "chicken soup", "nappy wipes": a food or a thing before a dish or a form of it is one thing ("eggs bread" and "milk
    // bread" are two).
    // ("bread milk": two staples, not a milk made of bread)
    const staples = /^milk$/i.test(words[i]) && DISHES.test(words[i - 1] ?? '');
    if (size === 1 && i > 0 && DISHES.test(words[i]) && !staples && !/(?:[^s]s|^milk)$/i.test(words[i - 1]) && out.at(-1) === words[i - 1])
      out[out.length - 1] += ` ${words[i]}`;
    else out.push(words.slice(i, i + size).join(' '));
    i += size;
  }
  return out;
}

export const askWhichOff = { clarify: 'What should I take off, and from which list? For example: "take milk off Shopping".' };
/** "it", "this item", "remove that one", "the last thing i added": a thing pointed at, not named. */
const POINTED =
  /^(?:(?:it|this|that|these|those|them|one|this one|that one|(?:the|this|that|an?|one) (?:item|thing|entry)|items?|things?|entry|something)$|(?:the )?(?:last|latest|first|most recent|previous|newest) (?:one|item|thing|entry)\b)/i;
/** A thing pointed at is no item to take off or put on. */
export const onlyPoints = (item: string) => POINTED.test(item.trim().replace(/^(?:remove|delete|erase|take)\s+/i, ''));
export const askWhat = { clarify: 'What should I add? For example: "todo buy milk" or "add milk to the shopping list".' };
/** "that", "a couple things": nothing named yet. */
export const VAGUE =
  /^(?:that|this|it|them|these|those|this one|that one|(?:a )?(?:couple|few)(?: of)? things|some things|things|stuff|something|an? items?|items?|new items?)$/i;
/** "please", or where they go said alone ("…, pls put on the shopping list"): no thing of its own. */
const NO_THING = /^(?:please|pls|kindly|thanks|thank you|ta|cheers|(?:on|onto|to|in) (?:the|my|our) (?:[\p{L}-]+ ){0,2}list)$/iu;
/** Words a thing to do starts with: "defrost the freezer and oil the gate hinges" is two to-dos, "fish and chips" one. */
const TASK_VERBS =
  '(?:buy|get|call|ring|phone|email|text|book|pay|clean|wash|fix|mow|pick up|drop off|sign|fill (?:out|in)|back up|send|post|return|renew|cancel|order|oil|defrost|take|bring|make|write|print|check|sort|tidy|vacuum|hoover|iron|feed|walk|water|collect|organi[sz]e|schedule|change|replace|repair|paint|empty|reply|read|finish|submit|pack|unpack|cook|bake|wrap|top up|ask|tell|remind|move|update|register|apply|research|find|look (?:up|into)|clear|label|name|cover|sew|mend|grab|drop|do)';
const TASK_VERB = new RegExp(`\\s+and\\s+(?=${TASK_VERBS}\\b)`, 'i');
/** A thing to do, by its first word ("sort the winter clothes"), whatever aisle its other words are in. */
export const TASK = new RegExp(`^${TASK_VERBS}\\b`, 'i');
/**
 * "pay the gas bill and the phone bill", "pay Mia's tuition fees and the maid's salary": two things, each with the one
 * verb, when each is named with its own "the", "my" or owner ("buy milk and eggs" is one).
 */
const SAME_KIND = new RegExp(`^(${TASK_VERBS}) ((?:the|my|our|a|an|\\p{L}+'s) \\S.*?) and ((?:the|my|our|a|an|\\p{L}+'s) \\S.*)$`, 'iu');
function sameKind(task: string): string[] {
  const m = SAME_KIND.exec(task);
  return m ? [`${m[1]} ${m[2]}`, `${m[1]} ${m[3]}`] : [task];
}
/**
 * To-dos said without commas ("book flights renew passport", "pay the deposit sign the consent form"): a new one starts at a
 * verb that is seldom a noun, or at one that often is ("book", "call", "return") when a determiner or owner follows it,
 * and never after a word that leads into it ("to", "the", "a deep clean").
 */
const ONLY_VERBS = 'buy|pay|fix|mow|renew|defrost|rsvp|donate|organi[sz]e|replace|submit|apply|tidy|top up|fill (?:out|in)|collect|send|cancel';
const NOUN_VERBS =
  'book|call|ring|phone|email|text|return|order|sign|clean|wash|vacuum|hoover|check|post|change|pick up|drop off|schedule|register|take|get|make|print|write|pack|wrap|sort|iron|feed|walk|water|label|cover|sew|ask|tell|move|update|find|bring|grab|empty|reply|finish|read|cook|bake|paint|repair|clear';
const NEXT_TASK = new RegExp(
  `(?<!\\b(?:to|and|or|the|a|an|my|our|your|his|her|their|of|for|with|at|in|on|please|pls|also|then|me|us|you|u|i|we|can|could|will|would|must|should|need|needs|don't|dont|not|deep|quick|new|good|pick|drop|${ONLY_VERBS}))\\s+(?=(?:${ONLY_VERBS})\\b(?!\\s*$)|(?:${NOUN_VERBS})\\s+(?:the|a|an|my|our|his|her|their|some|new|\\p{L}+'s|out|off|back)\\b)`,
  'iu',
);
/** Each to-do of a chunk that starts as one, split where the next starts. */
const byVerb = (chunk: string) => (TASK.test(chunk) ? chunk.split(NEXT_TASK) : [chunk]);
export const splitTasks = (items: string[]) =>
  items
    .flatMap((i) => i.split(TASK_VERB))
    .flatMap(byVerb)
    .flatMap(sameKind);

/** "nappies and wipes, please put on shopping list": a closing request that says where they go, no item of its own. */
const PUT_THERE = new RegExp(
  `[,;.]\\s*(?:(?:please|kindly|can you|could you)\\s+)?(?:put|add|pop|stick|chuck)\\s+(?:(?:it|them|those|these|that|this)\\s+)?(?:on|onto|to|in)\\s+(${LIST_NAME}|shopping|groceries)(?:\\s+please)?[.!?\\s]*$`,
  'iu',
);

export const add = (given: ListRef, whole: string): Interpretation => {
  const there = PUT_THERE.exec(whole);
  const text = there ? whole.slice(0, there.index) : whole;
  const ref = there && !given.todo && !given.name ? listRef(there[1]) : given;
  // "clean the fridge on my spring cleaning…": where it goes is no part of the thing.
  const said = splitItems(text.replace(/\s+(?:on|onto|to|in)\s+(?:my|our)\s.*$/i, ''), !ref.todo).filter((i) => !VAGUE.test(i) && !NO_THING.test(i));
  const items = ref.todo ? splitTasks(said) : said;
  if (!items.length) return askWhat;
  // "put milk on my list": groceries go on Shopping.
  if (ref.todo && ref.plain && items.every((i) => aisleOf(i) !== 'other' && !TASK.test(i))) return { tool: 'addListItems', input: { list: null, items } };
  return ref.todo ? { tool: 'addTodo', input: { tasks: items } } : { tool: 'addListItems', input: { list: ref.name, items } };
};

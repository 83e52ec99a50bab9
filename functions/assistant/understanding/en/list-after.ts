import { splitItems, TASK } from './list-phrases';
import type { Interpretation } from '../types';

/**
 * "Out of milk. Add to the list", "need screws and glue — add to hardware list", "we're out of coffee and need nappies,
 * add to shopping": the items told first, then where they go. The first part is read on its own; when all it does is
 * add to a list (once, or in turn), its items go on the list the end names.
 */
/** What was told, then a request after a stop or a dash, asked politely or not. */
const TOLD_THEN = String.raw`^(?<told>.+?\S)\s*(?:[,.;:!]+|\s[—–-]+)\s*(?:(?:pls|please|plz|can you|could you|can u|could u)\s+)?`;
const THEN_WHERE = new RegExp(
  String.raw`${TOLD_THEN}(?:add|put|pop|stick|chuck|throw|whack|bung|write)(?:\s+(?:them|these|those|it|that|em|'em|both|all|them all|all of them|all that))?\s+(?:to|on|onto|in)\s+(?:the |my |our )?(?<list>[\p{L}' ]+?)(?:\s+(?:pls|please|plz|thanks|thx|ta|for me))?[\s.!]*$`,
  'iu',
);

export function listAfter(text: string, reread: (text: string) => Interpretation): Interpretation | null {
  const said = THEN_WHERE.exec(text)?.groups;
  if (!said) return null;
  // ("run out of bread again": bread)
  const first = reread(said.told.replace(/\s+(?:again|too|as well|also|now)$/i, ''));
  const steps = 'tool' in first ? [first, ...(first.then ?? [])] : [];
  const items: string[] = [];
  for (const step of steps) {
    if (!('tool' in step) || step.tool !== 'addListItems') return null;
    items.push(...(step.input as { items: string[] }).items);
  }
  if (!items.length) return null;
  const list = /\blist$/i.test(said.list) ? said.list : `${said.list} list`;
  const meant = reread(`add ${items.join(', ')} to the ${list}`);
  return 'tool' in meant && meant.tool === 'addListItems' && !meant.then ? meant : null;
}

/**
 * "Just got back from Woolies, grabbed the bananas, oat milk and nappies - can you tick those off for me?", "Chidi got
 * the decaf and the ginger biscuits yay, tick those off": the things told bought, then a tick-off that only points back.
 * Who bought them, where from and the cheer after are no part of the things. ("…, tick it off" is a to-do as often as a thing.)
 */
const THEN_TICK = new RegExp(
  String.raw`${TOLD_THEN}(?:tick|cross|mark|check)\s+(?:them|these|those|em|'em|both|all|them all|all of them)\s+off(?:\s+(?:pls|please|plz|thanks|thx|ta|for me|for us))*[\s.!?]*$`,
  'iu',
);
const FROM_THE_SHOPS = /^(?:(?:i|we)(?:'ve| have)? )?(?:just )?(?:got|get|come|came) (?:back|home) from [^,.;]+[,.;]\s*/i;
const WHO_BOUGHT = /^(?!(?:i|we|just|got|grabbed|bought|picked)\b)\p{L}+\s+(?=(?:just |already )?(?:got|grabbed|bought|picked up)\b)/iu;
const CHEER = /\s+(?:yay|yas|woo+hoo+|hooray|lol|haha|finally|at last)[\s!.]*$/i;

export function tickedAfter(text: string, reread: (text: string) => Interpretation): Interpretation | null {
  const told = THEN_TICK.exec(text)?.groups?.told;
  if (!told) return null;
  const meant = reread(told.replace(FROM_THE_SHOPS, '').replace(WHO_BOUGHT, '').replace(CHEER, ''));
  return 'tool' in meant && meant.tool === 'tickListItems' && !meant.then ? meant : null;
}

/**
 * "add sunscreen and a hat to the camp list... oh and a torch", "take chips off the list... actually wait the lollies
 * too", "todo... renew the rego. oh and book the car in": more of the same, said as an afterthought, goes with the rest.
 * A sentence after it that asks nothing is why ("…a torch. sams keeps dying"), no part of it.
 */
const MORE_AFTER =
  /^(?<first>.+?[\p{L}\d'])\s*(?:\.{2,}|[,.;!—–-])\s*(?:oh,?\s+)?(?:(?:and also|and|also|plus)\s+|(?:actually,?\s+)?wait,?\s+(?=.+?\s(?:too|as well)\b))(?:(?:a|an|some|the)\s+)?(?<more>[^.!?]+?)(?:\s+(?:too|as well))?\s*(?:(?:\.{1,}|!)\s+(?<after>[^?]+?))?[.!]*$/iu;
const ASKS = /\b(?:add|put|pop|remove|delete|take|tick|cancel|move|change|book|remind|what|when|is|are|can|could)\b/i;
const REQUEST_FIRST = /^(?:add|put|pop|remove|delete|take|tick|cancel|move|change|remind)\b|\b(?:list|calendar)\b/i;
/** "…, oh and grab some bread": the thing, without the buying. */
const BUYING = /^(?:get|grab|buy|pick up)\s+(?:(?:a|an|some|the|more)\s+)?/i;

export function moreAfter(text: string, reread: (text: string) => Interpretation): Interpretation | null {
  const said = MORE_AFTER.exec(text)?.groups;
  if (!said || (said.after && ASKS.test(said.after))) return null;
  // ("…, and 'ring the plumber' as well": the words, without their quotes)
  const more = said.more.trim().replace(/^(['"“‘])(.+)['"”’]$/u, '$2');
  const words = more.split(/\s+/).length;
  if (words > 10 || REQUEST_FIRST.test(more)) return null;
  const first = reread(said.first);
  if (!('tool' in first) || first.then) return null;
  if (first.tool === 'addTodo') {
    const { tasks } = first.input as { tasks: string[] };
    return { tool: 'addTodo', input: { tasks: [...tasks, more] } };
  }
  // ("…, and also call mum": a task of its own, not one more thing for the list)
  const thing = more.replace(BUYING, '');
  if ((first.tool !== 'addListItems' && first.tool !== 'tickListItems') || words > 4 || ASKS.test(thing) || TASK.test(thing) || /\d/.test(thing)) return null;
  const input = first.input as { items: string[] };
  return { ...first, input: { ...input, items: [...input.items, ...splitItems(thing, true)] } } as Interpretation;
}

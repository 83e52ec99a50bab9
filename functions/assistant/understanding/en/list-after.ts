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

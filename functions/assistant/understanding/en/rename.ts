import type { Message } from '../message';
import type { Interpretation } from '../types';
import { titleCase } from './event-changes';
import { eventTarget, readTarget } from './slots';
import { readWhen } from './read-when';
import { findMember } from './member-mentions';

/**
 * A new name for an event, however the rename is put: "change the PTM name to 'Parent Teacher Meeting'", "change the
 * name of the PTM to …", "change that one called 'Mia practice' to 'Mia volleyball practice'", "rename 'piscine' in
 * 'swimming pool'", "Partners' meeting Monday; rename to 'Partners' retreat briefing'", "Mia's Wednesday lift, can
 * you rename it 'carpool with the Nguyens'". What follows the new name ("so I stop getting confused") is no part of it.
 */
const LEAD = /^(?:(?:please|pls|can you|could you|would you|can u|could u|kindly|and|also|ok(?:ay)?)[,\s]+)*/i;
const TO = String.raw`\s+(?:to|into|in|as)\s+`;
const CORRECTIONS: RegExp[] = [
  /^(?<what>.+?)\s+(?:is|'s)\s+actually\s+(?:an?\s+|the\s+)?(?<name>.+?)(?:,?\s+(?:not|rather than|instead of)\s+.+)?$/i,
  /^(?<what>.+?)\s+(?:is|'s)\s+(?:an?|the)\s+(?<name>.+?),?\s+(?:not|rather than|instead of)\s+(?:an?|the)\s+.+$/i,
];
// "the doctor on the 17th, call it HEART SPECIALIST instead" (not "…, call it off", nor "…, call it 12:30")
const CALL_IT = new RegExp(
  String.raw`^(?<what>.+?)\s*[;:,.!-]+\s*${LEAD.source.slice(1)}(?:call|name) it\s+(?!(?:off|quits|a day|a night)\b)(?<name>.+)$`,
  'i',
);
const FORMS: RegExp[] = [
  // "change the PTM name to …", "rename sam's class name to …"
  new RegExp(String.raw`^(?:change|rename|update|edit)\s+(?:the\s+)?(?<what>.+?)(?:'s)?\s+name${TO}(?<name>.+)$`, 'i'),
  // "call it orthodontist not dentist"
  /^(?:call|name) it\s+(?<name>.+?)\s+(?:not|instead of|rather than)\s+(?<what>.+)$/i,
  // "change the name of the PTM to …", "change the name to …" (of the event just named)
  new RegExp(String.raw`^(?:change|update|edit)\s+(?:its\s+|the\s+)?(?:name|title)(?:\s+(?:of|for)\s+(?<what>.+?))?${TO}(?<name>.+)$`, 'i'),
  // "change that one called 'X' to 'Y'"
  new RegExp(String.raw`^(?:change|rename|update)\s+(?:that|the|this)\s+(?:one|event|thing)\s+(?:called|named)\s+(?<what>.+?)${TO}(?<name>.+)$`, 'i'),
  // "rename 'Appt' on the 31st to 'Glucose test'", "rename my shift to overtime": the verb says it is a name, whatever
  // the event is called ("shift", "move"); a quoted new name is after the last "to"
  new RegExp(String.raw`^rename\s+(?<what>.+)${TO}(?<name>['‘"“].+)$`, 'i'),
  // "rename 'piscine' in 'swimming pool'" (the quotes are gone by now), not "…in my calendar"
  /^rename\s+(?<what>(?:(?!\sto\s).)+?)\s+in\s+(?!(?:my|the|our|your)\s+(?:calendar|diary|schedule|list|app)\b)(?<name>.+)$/i,
  // "rename my shift to overtime" (after the "in" form: "rename 'piscine' in swimming pool"; an old name still quoted
  // has a day in it, which the change reader keeps: "rename sam's 'sunday class' to …")
  new RegExp(String.raw`^rename\s+(?<what>[^'‘"“]+?)${TO}(?<name>.+)$`, 'i'),
  // "the thing on the 14th is actually an engagement party", "leo's appt on tues is the optometrist not the GP": what
  // it is, said as a correction (a day, a time or a place said so is a move, which the name check below turns away)
  ...CORRECTIONS,
  CALL_IT,
  // "partners' meeting monday; rename to '…'", "mia's wednesday lift, can you rename it '…'", "that one called 'Meeting' on
  // Monday, could you change the name to …"
  new RegExp(
    String.raw`^(?<what>.+?)\s*[;:,.!-]+\s*${LEAD.source.slice(1)}(?:rename(?:\s+(?:it|that|this))?|change\s+(?:the|its)\s+(?:name|title))(?:\s+(?:to|into|as))?\s+(?<name>.+)$`,
    'i',
  ),
];

/** The new name as said: in its quotes, or up to a reason or a closing word. */
function nameOf(said: string): string | null {
  const text = said.trim();
  // (a remark after a dash is no part of it: "to Glucose test — I couldn't remember what it was")
  let name = text.replace(
    /\s*(?:[,;]|\s[—–]\s|\s-\s(?=(?:i|we|he|she|it|they|that|this|so|just|haha|lol)\b)|\s(?:so|because|cos|as|since|instead|please|pls|thanks|thank you)\b).*$/i,
    '',
  );
  if (/^['‘"“]/.test(text)) {
    // The closing quote: not an apostrophe after an "s" with a word after it ("'partners' retreat briefing'")
    const closes = [...text.slice(1).matchAll(/['’"”](?=\s|[,.!?;]|$)/g)].map((q) => q.index + 1);
    const end = closes.find((i, k) => !(text[i - 1] === 's' && /^\s\p{L}/u.test(text.slice(i + 1)) && k < closes.length - 1));
    if (end) name = text.slice(1, end);
  }
  name = name.trim().replace(/[.!?]+$/, '');
  return name && name.length <= 100 ? name : null;
}

/**
 * A new name is words of a thing: not a day, a time, a place, a state or whose it is ("…is actually at 4", "…is actually
 * off", "…is actually sam's").
 */
function namesAThing(name: string, m: Message): boolean {
  const who = findMember(name, m.names);
  if (who.member && !/\p{L}{2}/u.test(who.rest)) return false;
  if (/^(?:at|on|in|from|until|till|to|for|by|off|cancell?ed|moved|happening|going|over|back|now|still|just|only|not)\b|\d/i.test(name)) return false;
  return !readWhen(name, m.wall, m.ctx.timezone);
}

export function readRename(m: Message): Interpretation | null {
  if (m.asking) return null;
  const text = m.text.replace(LEAD, '').trim();
  for (const form of FORMS) {
    const hit = form.exec(text);
    const name = hit?.groups ? nameOf(hit.groups.name) : null;
    if (!hit?.groups || !name || ((form === CALL_IT || CORRECTIONS.includes(form)) && !namesAThing(name, m))) continue;
    const what = (hit.groups.what ?? '')
      .replace(/^(?:that|the|this) (?:one|event|thing|entry) (?:called|named|titled) /i, '')
      .replace(/(^|\s)['‘"“]|['’"”](?=\s|$)/g, '$1 ');
    const target = readTarget(what, m.names, m.wall, m.ctx.timezone);
    if (target.clarify) return null;
    return { tool: 'updateEvent', input: { target: eventTarget(target), changes: { title: titleCase(name) } } };
  }
  return null;
}

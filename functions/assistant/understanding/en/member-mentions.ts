import type { MemberMatch } from '../types';
import { WHICH_KIND } from './who-changed';

/**
 * Family member names in a message: matched case-insensitively on the full name or the first name, in any
 * script; a first name shared by two members, or two members in one message, is asked about.
 */

export const SEVERAL_MEMBERS = 'One family member at a time, please. For example: "what does Mia have on Friday?"';
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// "Mia's" and, as people type it, "Mias" both name Mia; the boundaries work for any script ("Zoë", "Ана").
const found = (pattern: string) => new RegExp(`(?:\\b(?:for|with)\\s+)?(?<![\\p{L}\\p{N}])${pattern}(?:'s|s)?(?![\\p{L}\\p{N}])`, 'iu');

/** A member's first name as it is mentioned ("Mia", "Mia's", "for Mia"), for taking it out of a text. */
export const mentionOf = (name: string) => found(escapeRe(name.trim().split(/\s+/)[0]));

export function findMember(text: string, names: string[]): MemberMatch {
  const first = (n: string) => n.trim().split(/\s+/)[0];
  const candidates = names
    .filter((n) => n.trim())
    .map((n) => ({ name: n.trim(), full: found(escapeRe(n.trim())).test(text), byFirst: found(escapeRe(first(n))).test(text) }));
  let hits = candidates.filter((c) => c.full || c.byFirst);
  if (!hits.length) return { member: null, rest: text };
  // "choir tomorrow at 8, just Mia not Sam": a member said to be left out, beside one who is not, is not whose it is
  const leftOut = (c: { name: string }) => new RegExp(`\\b(?:just|only) \\p{L}+,? (?:and |but )?not ${escapeRe(first(c.name))}\\b[.!]*$`, 'iu');
  if (hits.length === 2 && hits.some((c) => leftOut(c).test(text))) {
    const kept = findMember(text.replace(/,?\s*\b(?:and |but )?not \p{L}+[.!]*$/iu, '').replace(/,?\s*\b(?:just|only) \p{L}+$/iu, ''), names);
    if (kept.member) return kept;
  }
  // "Sam Okafor" written in full beats another "Sam" matched by first name only.
  if (hits.some((c) => c.full && c.name.includes(' ')))
    hits = hits.filter((c) => c.full || first(c.name).toLowerCase() !== first(hits.find((h) => h.full)!.name).toLowerCase());
  const people = new Set(hits.map((c) => first(c.name).toLowerCase()));
  if (people.size > 1) {
    const at = (c: { name: string }) => text.search(found(escapeRe(first(c.name))));
    const several = [...new Map(hits.sort((a, b) => at(a) - at(b)).map((c) => [first(c.name).toLowerCase(), c.name])).values()];
    return { member: null, rest: text, several, clarify: SEVERAL_MEMBERS };
  }
  if (hits.length > 1) {
    const distinct = new Set(hits.map((c) => c.name.toLowerCase()));
    if (distinct.size === 1)
      return {
        member: null,
        rest: text,
        clarify: `You have more than one family member called ${hits[0].name}. Please give them different names in the app first.`,
      };
    return { member: null, rest: text, clarify: `Which one do you mean: ${hits.map((c) => c.name).join(' or ')}? Please use the full name.` };
  }
  const hit = hits[0];
  return {
    member: hit.name,
    rest: text
      .replace(found(escapeRe(hit.full ? hit.name : first(hit.name))), ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** Words after "Mia's" that make it "Mia is" or "Mia has" ("mias home sick", "leos got gastro"), not whose thing it is. */
const IS_OR_HAS =
  '(?:got|gone|been|not|no|coming|going|home|off|sick|ill|unwell|quit|finished|stopped|started|done|back|late|away|staying|moving|moved|had|decided|changed|dropped|joined|doing|playing|having|getting|starting|bringing|taking|also|too|still|now|just|booked|due|supposed|meant|allowed|invited|at|in|with)';

/**
 * "mias home sick", "leos got gastro": a member's name with an "s" and no apostrophe, before a word that makes it "is" or
 * "has", is written out so the readers of "Mia's home" and "Leo's got" meet it. Whose thing it is ("mias shoes") stays as
 * the parent wrote it, as it goes into titles. Not when the name with the "s" is another member's name.
 */
export function withMembersApostrophes(text: string, names: string[]): string {
  const firsts = new Set(names.map((n) => n.trim().split(/\s+/)[0].toLowerCase()).filter((n) => n.length > 1));
  const owners = [...firsts].filter((first) => !firsts.has(`${first}s`)).map(escapeRe);
  if (!owners.length) return text;
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}'’])(${owners.join('|')})s(?=\\s+${IS_OR_HAS}\\b)`, 'giu'), "$1's");
}

/**
 * "does sammy have anything sunday", "tommie's footy": a member's first name said fondly, with its last letter doubled
 * and "y" or "ie" after it, is written as the name. Not when the fond form is a member's own name.
 */
export function withMembersNicknames(text: string, names: string[]): string {
  const firsts = new Set(names.map((n) => n.trim().split(/\s+/)[0].toLowerCase()).filter((n) => /^\p{L}{3,}$/u.test(n)));
  let out = text;
  for (const first of firsts) {
    if (!/[^aeiouy]$/.test(first)) continue;
    const fond = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(first)}${escapeRe(first.slice(-1))}?(?:y|ie)(?![\\p{L}\\p{N}])`, 'giu');
    out = out.replace(fond, (word) => (firsts.has(word.toLowerCase()) ? word : first[0].toUpperCase() + first.slice(1)));
  }
  return out;
}

/**
 * "mediation appt tues 10am, just me not the kids", "dinner sat 7 without the kids": the children said to be left out
 * are no part of what is asked (the event is for no one), so the words go.
 */
const KIDS_LEFT_OUT =
  /\s*[,;(–-]?\s*(?:(?:just|only) (?:me|us|the adults|the two of us|mum|dad|(?:me|us) and \p{L}+),?\s*)?(?:and |but )?(?:not|without|minus|no) (?:the |my |our )?(?:kids|children)\)?(?=\s*(?:[,.!?;]|$))/giu;
export const withoutKidsLeftOut = (text: string) => text.replace(KIDS_LEFT_OUT, '');

/**
 * "push the orthodontist to 3.45, the one this friday, not the april one", "delete the haircut... the thursday one. not
 * mias": which one is not meant, said last, names nothing to look for (not April, not Mia), so the words go. A member
 * set against another ("the piano exam is Sam's, not Mia's") is a change of whose it is, and stays.
 */
const NOT_THE_KIND = new RegExp(String.raw`\s*[.,;–-]\s*(?:and |but )?not the (?:[\p{L}\d]+ ){1,2}(?:${WHICH_KIND})[.!]*$`, 'iu');
const NOT_WHOSE = /\s*[.!]\s*(?:and |but )?not (\p{L}+?)(?:'s|s)(?: ones?)?[.!]*$/iu;
export function withoutOneNotMeant(text: string, names: string[]): string {
  const out = text.replace(NOT_THE_KIND, '');
  const whose = NOT_WHOSE.exec(out);
  if (!whose || /\b(?:is|are|it'?s)\s+\p{L}+'?s\b/iu.test(out)) return out;
  const meant = whose[1].toLowerCase();
  return names.some((n) => n.trim().split(/\s+/)[0].toLowerCase() === meant && meant.length > 1) ? out.slice(0, whose.index) : out;
}

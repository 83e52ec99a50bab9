import { DateTime } from 'luxon';
import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { escapeRe, findMember, mentionOf } from './member-mentions';
import { ASKED_ALONE } from './plain-family';

/** Several family members in one request: the children said together, or members named one by one. */

const BOTH_KIDS =
  /\b(?:for |with )?(?:both (?:of )?(?:the |my |our )?(?:kids|children|boys|girls)|(?:the|my|our|all(?: the)?) (?:kids|children)|both of them|both(?=\s*(?:$|[,.!?]|pls\b|please\b|thanks?\b|thx\b))|all (?:three|four|five|3|4|5)(?: (?:of )?(?:the |my |our )?(?:kids|children))?|(?:the|my|our) (?:three|four|five|3|4|5) (?:kids|children)|(?<=^|:\s?)kids)\b(?:'s?)?/i;

/** "…, please add for both": the request left at the end once the names are gone says nothing of its own. */
const ASKED_AFTER = new RegExp(`\\s*[-–—:,.;]\\s*${ASKED_ALONE}`, 'i');

/**
 * "haircuts for the boys sunday", "my daughter's recital": the sons or daughters by name, when their profiles say son or
 * daughter (two or more for "the boys", exactly one for "my son"), when no member is named. Not "golf with the boys",
 * "drinks with the girls": with friends, not the children.
 */
const SONS_OR_DAUGHTERS =
  /(?<!\bwith )\b(?:both (?:of )?(?:the |my |our )?|(?:the|my|our) (?:(two|three|four|2|3|4) )?)(boys|lads|sons|girls|daughters)\b('s|')?/giu;
const SON_OR_DAUGHTER = /(?<!\bwith )\b(?:(?:my|our) (son|boy|daughter|girl)|the (lad))\b('s)?/giu;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4 };

export function withSonsAndDaughters(text: string, ctx: EngineContext): string {
  // ("add mia to the boys' haircuts": with a member named, "the boys" say whose event it is, not who it is for)
  const named = findMember(text, ctx.memberNames);
  if (named.member || named.several) return text;
  const firsts = (names: string[] | undefined) => (names ?? []).map((name) => name.trim().split(/\s+/)[0]).filter(Boolean);
  const sons = firsts(ctx.sons);
  const daughters = firsts(ctx.daughters);
  const of = (word: string) => (/^(?:boys?|lads?|sons?)$/i.test(word) ? sons : daughters);
  return text
    .replace(SONS_OR_DAUGHTERS, (said, count: string | undefined, word: string, owner: string | undefined) => {
      const group = of(word);
      const wanted = count ? (COUNTS[count.toLowerCase()] ?? Number(count)) : null;
      if (group.length < 2 || (wanted !== null && wanted !== group.length)) return said;
      return `${group.slice(0, -1).join(', ')} and ${group[group.length - 1]}${owner ? "'s" : ''}`;
    })
    .replace(SON_OR_DAUGHTER, (said, word: string | undefined, lad: string | undefined, owner: string | undefined) => {
      const group = of(word ?? lad ?? '');
      return group.length === 1 ? `${group[0]}${owner ?? ''}` : said;
    });
}

/** "add both kids to the dentist": the children by name, for the readers that need names. */
export function kidsNamed(text: string, ctx: EngineContext): string {
  const children = (ctx.childNames ?? []).map((name) => name.split(/\s+/)[0]);
  if (children.length < 2) return text;
  return text
    .replace(BOTH_KIDS, ` ${children.slice(0, -1).join(', ')} and ${children[children.length - 1]} `)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "dentist for Mia and Sam on friday at 3", "swimming for both kids tomorrow at 4": the same message once for each
 * member named (or each child), so each gets an event of their own. Null when the message names fewer than two.
 */
export function forEachMember(text: string, ctx: EngineContext): string[] | null {
  const children = ctx.childNames ?? [];
  const named = findMember(text, ctx.memberNames).several;
  // Each member's message keeps only their own name: the others, and the "and", "or", "+" or comma joining them, go
  // ("both kids (mia + sam)": the names say which), but not the "for" in front of the first ("playdate for sam and leo").
  if (named)
    return named.map((keep) =>
      named
        .filter((n) => n !== keep)
        .reduce(
          (out, other) =>
            out.replace(
              new RegExp(`(?:\\s*(?:,|\\band\\b|\\bor\\b|&|\\+)\\s*)?${mentionOf(other).source}(?:\\s*(?:,|\\band\\b|\\bor\\b|&|\\+)(?=\\s))?`, 'iu'),
              (gone) => (/(?:,|\band|\bor|&|\+)$/i.test(gone) ? (/^\s*(?:for|with)\s/i.exec(gone)?.[0] ?? ' ') : ' '),
            ),
          text,
        )
        .replace(BOTH_KIDS, ' ')
        .replace(/\(\s*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(ASKED_AFTER, ''),
    );
  const kids = BOTH_KIDS.exec(text);
  if (!kids || children.length < 2) return null;
  // "get the kids from school", "dan has the kids", "kids at dad's": the children are what the event is about, kept in
  // its name
  const object =
    (/^kids$/i.test(kids[0]) && /^(?:[^:]*:\s?)?$/.test(text.slice(0, kids.index))) ||
    /\b(?:get|getting|pick(?:ing)? up|collect(?:ing)?|has|have|had|take|taking|drop(?:ping)?(?: off)?|bring(?:ing)?|grab|fetch|mind(?:ing)?|watch(?:ing)?|feed|having)\s+$/i.test(
      text.slice(0, kids.index),
    );
  return children.map((child) =>
    object ? text.replace(/[\s?!.]*$/, (end) => ` for ${child}${end}`) : text.replace(BOTH_KIDS, ` for ${child} `).replace(/\s+/g, ' ').trim(),
  );
}

/**
 * "sam has a game at 8.30 saturday, then mia has netball at 11": each member's own event, told one after the other.
 * The message cut before each later member who starts a clause; a part with no day of its own has the first part's.
 */
export function eachInTurn(text: string, ctx: EngineContext, dayOf: (part: string) => string | null | undefined): string[] | null {
  const firsts = ctx.memberNames.map((n) => n.trim().split(/\s+/)[0]).filter(Boolean);
  if (firsts.length < 2) return null;
  const names = firsts.map(escapeRe).join('|');
  const starts = new RegExp(
    `(?:[,;.]\\s*|\\s+)(?:(?:and|then|and then|also|plus)\\s+)?(?=(?:${names})(?:'s)?\\s+(?:has|have|'s got|got|is|needs|goes|plays|starts)\\b)|[.;]\\s+(?=(?:${names})(?:'s)?\\s)`,
    'giu',
  );
  const parts = text
    .split(starts)
    .map((p) => p.trim())
    .filter(Boolean);
  const whose = parts.map((p) => findMember(p, ctx.memberNames).member);
  if (parts.length < 2 || whose.some((w) => !w) || new Set(whose).size < parts.length) return null;
  // ("…, sam is in it too", "mia's doing the same": a later part that points back is one event for both)
  if (parts.slice(1).some((p) => /\b(?:it|that|this|them|too|as well|also|same)\b/i.test(p))) return null;
  const day = dayOf(parts[0]);
  const said = day && DateTime.fromISO(day).toFormat('d LLLL yyyy');
  return parts.map((p, i) => (i && said && !dayOf(p) ? `${p} on ${said}` : p));
}

/**
 * The same change, cancel or search read for each member: once, for whoever the event is for ("move mia and sam's
 * swimming to wednesday", "do sam and leo have swimming saturday?").
 */
export function sharedChange(readings: Interpretation[]): Interpretation | null {
  const [first] = readings;
  if (!('tool' in first) || !['updateEvent', 'cancelEvent', 'findEvent'].includes(first.tool)) return null;
  const withoutMember = (r: Interpretation): Interpretation | null => {
    if (!('tool' in r) || r.tool !== first.tool) return null;
    if (r.tool === 'findEvent') return { ...r, input: { ...(r.input as object), member: null } } as Interpretation;
    const input = r.input as { target: object };
    return { ...r, input: { ...input, target: { ...input.target, member: null } } } as Interpretation;
  };
  const shared = withoutMember(first);
  const key = JSON.stringify(shared);
  return readings.every((r) => JSON.stringify(withoutMember(r)) === key) ? shared : null;
}

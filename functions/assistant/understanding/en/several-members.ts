import type { EngineContext } from '../message';
import { findMember, mentionOf } from './member-mentions';

/** Several family members in one request: the children said together, or members named one by one. */

const BOTH_KIDS =
  /\b(?:for |with )?(?:both (?:of )?(?:the |my |our )?(?:kids|children|boys|girls)|(?:the|my|our|all(?: the)?) (?:kids|children)|both of them|all (?:three|four|five|3|4|5)(?: (?:of )?(?:the |my |our )?(?:kids|children))?|(?:the|my|our) (?:three|four|five|3|4|5) (?:kids|children)|(?<=^|:\s?)kids)\b(?:'s?)?/i;

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
  // ("both kids (mia + sam)": the names say which).
  if (named)
    return named.map((keep) =>
      named
        .filter((n) => n !== keep)
        .reduce(
          (out, other) =>
            out.replace(
              new RegExp(`(?:\\s*(?:,|\\band\\b|\\bor\\b|&|\\+)\\s*)?${mentionOf(other).source}(?:\\s*(?:,|\\band\\b|\\bor\\b|&|\\+)(?=\\s))?`, 'iu'),
              ' ',
            ),
          text,
        )
        .replace(BOTH_KIDS, ' ')
        .replace(/\(\s*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
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

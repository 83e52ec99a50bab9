import type { EngineContext } from '../message';
import { fold, pattern, type Said } from './text';

/**
 * Family members named in an Arabic message, in Arabic or Latin letters, with the prepositions and prefixes
 * Arabic attaches or puts before them ("لليان", "لعمر", "حق عمر", "عند عمر", "مع Mia", "وعمر") and "عندها" after
 * ("ليان عندها سباحة"); the children together (الأولاد، العيال، الأطفال، البنات) are every child. Mentions are cut out
 * of the message, so they are not part of a title.
 */

export interface ArMembers {
  member: string | null;
  also: string[];
  /** Two members share the first name used: which one is asked. */
  clarify?: string;
  ambiguous?: string[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BEFORE = '(?:(?:حق|حقت|حقه|عند|مع|تبع|بتاع|بتاعه|الى|ل|لـ|عشان|علشان|من اجل|لاجل)\\s+)?(?:و|ف)?(?:لل|ل|ب|ك)?';
const AFTER = "(?:'s|’s|s)?(?:\\s+(?:عنده|عندها|عندهم|لديه|لديها|عندو|عنده))?";
const mention = (name: string) => pattern(`(?<![\\p{L}\\p{N}])${BEFORE}(${escapeRe(fold(name))})${AFTER}(?![\\p{L}\\p{N}])`);

const CHILDREN = pattern(
  '(?<![\\p{L}\\p{N}])(?:(?:حق|حقت|مع|عند|تبع|عشان)\\s+)?(?:و)?(?:لل|ل|ال|بال|ب)?(?:اولاد|عيال|اطفال|بنات|ولاد|صغار|ولدين|بنتين|بزران|بزارين|ياهل|جهال)(?:نا|ي)?(?:\\s+(?:الاثنين|الثنين|الاتنين|التنين|كلهم|كلهن|الكل))?(?:\\s+(?:عندهم|عندهن))?(?![\\p{L}\\p{N}])',
);

const PEDIATRIC = pattern('(?<![\\p{L}])(?:طبيب|طبيبه|دكتور|دكتوره|عياده|مستشفي|اخصائي|اخصائيه|حضانه|روضه)\\s+$');

/** The members a message names (cut out of it): the first is the member, the others go with them. */
export function cutMembers(s: Said, ctx: EngineContext): ArMembers {
  const names = (ctx.memberNames ?? []).map((n) => n.trim()).filter(Boolean);
  const children = ctx.childNames ?? [];
  const found: Array<{ name: string; at: number }> = [];
  const kids = CHILDREN.exec(s.folded);
  // "طبيب الأطفال": a children's doctor, part of the title, not the children themselves
  const ofKids = kids && /^ال/u.test(kids[0]) && PEDIATRIC.test(s.folded.slice(0, kids.index));
  if (children.length && kids && !ofKids) {
    const at = kids.index;
    s.cut(CHILDREN);
    children.forEach((name, i) => found.push({ name, at: at + i / 10 }));
  }
  const first = (n: string) => n.split(/\s+/)[0];
  // Full names first, so "Sam Okafor" is not also read as another "Sam".
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const full = name.includes(' ') && !found.some((f) => f.name === name) ? s.cut(mention(name)) : null;
    if (full) found.push({ name, at: full.index });
  }
  for (const name of names) {
    if (found.some((f) => f.name === name)) continue;
    const sharing = names.filter((n) => fold(first(n)) === fold(first(name)));
    if (sharing.length > 1 && !found.some((f) => sharing.includes(f.name))) {
      if (s.test(mention(first(name)))) return { member: null, also: [], ambiguous: sharing, clarify: `من تقصد: ${sharing.join(' أم ')}؟ اكتب الاسم كاملًا.` };
      continue;
    }
    if (sharing.length > 1) continue;
    const hit = s.cut(mention(first(name)));
    if (hit) found.push({ name, at: hit.index });
  }
  const ordered = [...new Map(found.sort((a, b) => a.at - b.at).map((f) => [f.name, f.name])).values()];
  return { member: ordered[0] ?? null, also: ordered.slice(1) };
}

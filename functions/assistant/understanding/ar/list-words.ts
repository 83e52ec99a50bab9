import { fold, pattern, type Said } from './text';

/**
 * Which list an Arabic message names, and the items it lists. "قائمة التسوق", "المقاضي", "الأغراض", "السوبر ماركت"
 * and a list with no name are the Shopping list (null); "المهام"/"مهامي"/"to do" are the to-dos; any other name
 * ("قائمة السفر") is that shared list, named as the parent wrote it.
 */

export type ArListRef = { todo: true } | { todo: false; name: string | null };

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const PRE = '(?:(?:في|على|من|الى|ل|ع|ب)\\s+)?(?:ال|لل|بال|عال|ل|ب|ع|فال|وال)?';
const LIST = `(?:قائمه|قايمه|قائمت|لسته|ليسته|ليست|لائحه|list)`;
const SHOPPING = '(?:ال)?(?:تسوق|مشتريات|اغراض|مقاضي|سوق|سوبر ?ماركت|بقاله|شوبينغ|شوبنق|shopping|grocery|groceries|مشتروات|بيت)';
const TODO = '(?:ال)?(?:مهام|مهمات|تودو)|مهامي|مهماتي|(?:ال)?(?:ـ\\s*)?to ?-?do|(?:ال)?تو دو';

const TODO_ALONE = pattern(`${B}${PRE}(?:${TODO})${E}`);
const SHOPPING_ALONE = pattern(`${B}(?:للـ?|لل|ل|من\\s+ال|في\\s+ال|بال|عال|ال)(?:تسوق|مشتريات|اغراض|مقاضي|سوبر ?ماركت|بقاله)${E}`);
const NAMED = pattern(`${B}${PRE}${LIST}(?:\\s+(${TODO})|\\s+(${SHOPPING})|\\s+([\\p{L}\\p{N}]+))?${E}`);
const NOT_A_NAME = pattern('^(?:كلها|كامله|كلها|الجديده|جديده|هذي|هذه|دي|ولا|او|اللي|الي|عندي|عندنا|حقي|حقتي|تبعي|بتاعتي|حقنا)$');

/** The list a message names, cut out of it; null when it names none. */
export function cutList(s: Said): ArListRef | null {
  const named = NAMED.exec(s.folded);
  if (named) {
    const [, todo, shopping, other] = named;
    // "الليستة خبز": a list with the article is not followed by its name ("قائمة السفر" has none)
    const definite = pattern(`(?:ال|لل)${LIST}\\s`).test(named[0]);
    const keepOther = other && !definite && !NOT_A_NAME.test(other);
    const length = keepOther || todo || shopping ? named[0].length : named[0].length - (other ? other.length : 0);
    const name = keepOther ? s.typed.slice(named.index + named[0].length - other.length, named.index + named[0].length) : null;
    s.blank(named.index, keepOther ? named[0].length : length);
    if (todo) return { todo: true };
    return { todo: false, name: shopping ? null : name };
  }
  if (s.cut(TODO_ALONE)) return { todo: true };
  if (s.cut(SHOPPING_ALONE)) return { todo: false, name: null };
  return null;
}

export const namesList = (folded: string) => NAMED.test(folded) || TODO_ALONE.test(folded) || SHOPPING_ALONE.test(folded);

const FILLER = new Set(fold('كمان ايضا برضو برضه بعد كذلك شويه شوي بس و هي هو لي لنا يا').split(' '));

/** "حليب وبيض وخبز", "طماطم، خيار، بصل": the items; "و" joins items when it starts a later word. */
export function splitItems(text: string, byAnd = true): string[] {
  const parts = text.split(/\s*[،,;؛\n]\s*|\s+(?:و|او|أو)\s+/u);
  const items = parts.flatMap((part) => {
    const words = part.trim().split(/\s+/).filter(Boolean);
    const out: string[][] = [];
    for (const w of words) {
      // "وبيض": a new item; "وورق عنب" keeps its own "و"
      if (byAnd && out.length && /^و(?!$)/u.test(w) && !/^و(?:ال)?(?:اي|ياه|ياها)$/u.test(fold(w))) out.push([w.slice(1)]);
      else if (out.length) out[out.length - 1].push(w);
      else out.push([w]);
    }
    return out.map((ws) => ws.filter((w, i) => !(FILLER.has(fold(w)) && (i === 0 || i === ws.length - 1))).join(' '));
  });
  return items
    .map((i) => i.replace(/^[\s:.\-–"«]+|[\s.!?؟"»]+$/gu, '').trim())
    .filter(Boolean)
    .map((i) => i.slice(0, 200));
}

/** "أصلح الباب وأغير لمبة المطبخ": to-dos split on commas and on "و" before a verb. */
export function splitTasks(text: string): string[] {
  return text
    .split(/\s*[،,;؛\n]\s*|\s+و(?=[أإاينت](?!ل))/u)
    .map((t) => t.replace(/^[\s:.\-–"«]+|[\s.!?؟"»]+$/gu, '').trim())
    .filter(Boolean)
    .map((t) => t.slice(0, 300));
}

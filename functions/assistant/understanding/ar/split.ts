import { LIST_TOOLS, type Interpretation } from '../types';
import { splitItems } from './list-words';
import { fold, pattern, plain } from './text';

/**
 * Several requests in one Arabic message ("شيل الصودا وأضف شاي", "ألغِ السباحة، وذكّرني بالدكتور بكرة الساعة ٩"):
 * where the next request begins is a request verb after "و", a comma, or "بس / لكن / وبعدين". A verb that points
 * back ("ضيفها") belongs to the request before it, so such a message is read whole. Verbs that are also names or
 * common nouns (زيد، قدم، علم، آخر) are left out: "لليان وزيد" is two people, not two requests.
 */

const VERBS =
  'أضف|اضف|ضيف|ضيفي|حط|حطي|سجل|سجلي|اكتب|شيل|شيلي|امسح|امسحي|احذف|احذفي|اشطب|شطب|ألغ|الغ|ألغي|الغي|كنسل|غير|غيري|انقل|انقلي|أجل|اجل|ذكرني|ذكريني|نبهني|نبهيني|وريني|اعرض|عطني';
const NEED = 'نبي|نبغى|ابي|ابغى|بدنا|بدي|محتاجين|محتاج|نحتاج|احتاج|عايزين|عايز';
/** The verb, with "for me / for us" attached but no pronoun pointing back. */
const VERB = `(?:${VERBS})(?:لي|لنا)?(?![\\p{L}\\p{N}])`;
const NEXT = pattern(
  `\\s+و(?=${VERB})|\\s*[,،]\\s*(?:و|بس|لكن|ثم|وبعدين|بعدين|وكمان)?\\s*(?=(?:${VERB}|(?:${NEED})(?![\\p{L}])))|\\s+(?:بس|لكن|ثم|وبعدين|بعدين)\\s+(?=(?:${VERB}|(?:${NEED})(?![\\p{L}])))`,
  'g',
);
/** "ضيفها", "احذفه": a verb whose object is the thing named before. */
const LEANS_BACK = pattern(`(?:^|\\s|و)(?:${VERBS})(?:ه|ها|هم|و)(?![\\p{L}])`);

export function splitArabic(full: string): string[] {
  const typed = plain(full);
  const folded = fold(typed);
  if (LEANS_BACK.test(folded)) return [full];
  const parts: string[] = [];
  let from = 0;
  for (const cut of folded.matchAll(NEXT)) {
    parts.push(typed.slice(from, cut.index));
    from = cut.index + cut[0].length;
  }
  parts.push(typed.slice(from));
  const trimmed = parts.map((p) => p.trim()).filter(Boolean);
  return trimmed.length > 1 && trimmed.every((p) => p.split(/\s+/).length >= 2) ? trimmed : [full];
}

const ADDING = pattern(
  `^(?:(?:${VERBS.split('|')
    .filter((v) => /ضف|ضيف|حط|اكتب|سجل/.test(v))
    .join('|')})(?:لي|لنا)?|(?:${NEED}))(?![\\p{L}])`,
);
const TAKING = pattern(`^(?:(?:شيل|شيلي|امسح|امسحي|احذف|احذفي|اشطب|شطب)(?:لي|لنا)?|(?:ما|مو|مش)\\s+(?:${NEED}))(?![\\p{L}])`);
/** What a list part adds or takes off: its words after the verb, without a list named at its end. */
const itemsOf = (part: string, verb: RegExp) =>
  splitItems(
    part
      .slice((verb.exec(fold(plain(part))) ?? [''])[0].length)
      .replace(/\s+(?:من|على|في|ل|لل|الى|إلى)\s*(?:ال)?(?:قائمه|قائمة|القائمة|اللسته|لسته|ليسته).*$/u, ''),
  );
const undated = (r: Interpretation) => {
  if ('clarify' in r) return true;
  const i = r.input as { date?: unknown; time?: unknown; fromDate?: unknown; target?: { fromDate?: unknown; time?: unknown; member?: unknown } };
  if (r.tool === 'help') return (r.input as { reason?: string }).reason === 'not-understood';
  if (r.tool === 'createEvent') return !i.time;
  if (r.tool === 'cancelEvent') return !i.target?.fromDate && !i.target?.time && !i.target?.member;
  return false;
};

/**
 * Requests about a list stay on it: "شيل التمر من قائمة رمضان وأضف قهوة" adds coffee to Ramadan; in "شيل الصودا
 * وأضف شاي" the adding names a list request, so taking soda off is the list's too, not a calendar cancel. A part
 * is moved to the list only when it names no day, time or member.
 */
export function onSameList(parts: string[], readings: Interpretation[]): Interpretation[] {
  const first = readings.find((r) => 'tool' in r && LIST_TOOLS.has(r.tool));
  const adds = parts.some((p, i) => ADDING.test(fold(plain(p))) && undated(readings[i]));
  if (!first && !adds) return readings;
  const list = first && 'tool' in first ? ((first.input as { list?: string | null }).list ?? null) : null;
  return readings.map((r, i) => {
    const part = fold(plain(parts[i]));
    if ('tool' in r && LIST_TOOLS.has(r.tool)) {
      const input = r.input as { list?: string | null };
      return input.list || r.tool === 'showList' ? r : { ...r, input: { ...input, list } };
    }
    if (!undated(r)) return r;
    const taking = TAKING.test(part) ? itemsOf(parts[i], TAKING) : [];
    if (taking.length) return { tool: 'tickListItems', input: { list, items: taking, remove: true } };
    const adding = ADDING.test(part) ? itemsOf(parts[i], ADDING) : [];
    return adding.length ? { tool: 'addListItems', input: { list, items: adding } } : r;
  });
}

import type { Interpretation } from '../types';
import { cutList, splitItems } from './list-words';
import type { ArMessage } from './message';
import { fold, pattern, Said } from './text';
import { cutWhen, hasWhen } from './when';

/**
 * Adding to and ticking off a list in Arabic when the message does not say it the usual way: several things after
 * "ضيف" with no list named ("ضيف حليب وخبز وبيض" is shopping), a list and a colon ("في قائمة السفر: جوازات،
 * شواحن"), and a thing said bought before a request to tick it ("التمر انشرى، علّم عليه في قائمة رمضان").
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const WANT = '(?:(?:ممكن|ابي|ابغى|ابغي|بدي|بدنا|عايز|عايزه|عاوز|اريد|نبي|حابب)\\s+)?';
export const ADD = pattern(
  `${B}${WANT}(?:ت|ن)?(?:اضف|اضيف|ضيف|ضيفي|زيد|زود|حط|حطي|اكتب|اكتبي|سجل|نزل|دون|ضع)(?:لي|لنا|ي)?(?:ه|ها|هم|و)?${E}(?:\\s+(?:لي|لنا)${E})?`,
);
/** "٢ كيلو", "٣ علب": amounts, which are not times. */
const AMOUNT = pattern(
  `${B}(?:\\d+|نص|ربع)\\s*(?:كيلو|كيلوات|كغ|كجم|غرام|جرام|جم|لتر|لترات|علب|علبه|حبه|حبات|كرتون|كراتين|باكيت|باكو|كيس|اكياس|ربطه|ربطات|درزن|دزينه)${E}`,
  'g',
);
const ADDING = pattern(`^(?:اضافه|اضافة|زياده)${E}`);
/** "علّم عليه", "اشطبه": ticking off the thing said before the comma. */
const TICK_IT = pattern(`${B}(?:علم|علمي|اشطب|شطب|شطبي|اشطبي)\\s*(?:عليه|عليها|عليهم|ه|ها|هم)${E}`);
/** "انشرى", "اشتريناه", "جبناه": said bought. */
const BOUGHT = pattern(`${B}(?:انشري|انشرت|اشتريت|اشترينا|اشتريناه|اشتريناها|شريته|شريناه|جبناه|جبناها|جبته|جبتها|وصل|وصلت)${E}`);

/** Things one goes to rather than buys: "ضيف سباحة وتنس" is for the calendar. */
const EVENT_NOUN = pattern(
  `^(?:ال)?(?:سباحه|تنس|تمرين|درس|دروس|اجتماع|موعد|حفله|عشا|عشاء|غدا|غداء|فطور|زياره|رحله|كوره|باليه|بيانو|نادي|مباراه|دكتور|طبيب|جيم|رياضه|كاراتيه)${E}`,
);

const undated = (m: ArMessage, text: string) => !hasWhen(cutWhen(new Said(fold(text).replace(AMOUNT, ' ')), m.wall, m.ctx.timezone));

/** A list request the usual readers miss; null when the message is none of these. */
export function readListAdd(m: ArMessage, listed: boolean): Interpretation | null {
  if (m.asking) return null;
  const comma = m.text.search(/[،,]/u);
  if (listed && comma > 0 && TICK_IT.test(fold(m.text.slice(comma + 1))) && BOUGHT.test(fold(m.text.slice(0, comma)))) {
    const ref = cutList(new Said(m.text.slice(comma + 1)));
    const bought = new Said(m.text.slice(0, comma));
    bought.cutAll(BOUGHT);
    const items = splitItems(bought.rest());
    if (ref?.todo || !items.length) return null;
    return { tool: 'tickListItems', input: { list: ref?.name ?? null, items, remove: false } };
  }
  const colon = m.text.indexOf(':');
  if (listed && colon > 0) {
    const head = new Said(m.text.slice(0, colon));
    const ref = cutList(head);
    head.cut(ADD);
    head.cut(ADDING);
    const items = splitItems(m.text.slice(colon + 1));
    if (ref?.todo || head.rest().replace(/^(?:في|على|ل|الى|إلى)$/u, '') || !items.length) return null;
    return { tool: 'addListItems', input: { list: ref?.name ?? null, items } };
  }
  const s = m.said();
  if (listed || !s.cut(pattern(`^${ADD.source}`))) return null;
  const items = splitItems(s.rest());
  if (items.length < 2 || !undated(m, s.rest()) || items.some((i) => EVENT_NOUN.test(fold(i)))) return null;
  return { tool: 'addListItems', input: { list: null, items } };
}

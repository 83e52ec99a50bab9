import type { Interpretation } from '../types';
import { ADD, readListAdd } from './list-add';
import { cutList, namesList, splitItems, splitTasks, type ArListRef } from './list-words';
import type { ArMessage } from './message';
import { cutWhen, hasWhen } from './when';
import { fold, pattern, Said } from './text';

/**
 * Lists and to-dos in Arabic: add several ("أضف حليب وبيض وخبز لقائمة التسوق"), tick off ("اشتريت البيض"),
 * remove ("شيل الحليب من القائمة"), clear ("امسح قائمة التسوق كلها"), read ("ايش في القائمة؟"), and the
 * to-dos ("مهمة: أتصل بالبنك"، "شو مهامي؟"، "خلصت رقم ٢").
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const WANT = '(?:(?:ممكن|ابي|ابغى|ابغي|بدي|بدنا|عايز|عايزه|عاوز|اريد|نبي|حابب)\\s+)?';
const NEED = pattern(`^(?:محتاجين|نحتاج|احتاج|محتاج|محتاجه|بدنا|بدي|ناقصنا|ناقصني|ناقص|نبي|نبغى|لازم نشتري|لازم اشتري|عايزين|خلص|خلصت|خلصنا)${E}`);
const REMOVE = pattern(`${B}${WANT}(?:ت|ن)?(?:شيل|شيلي|احذف|احذفي|امسح|امسحي|امحي|امحى|طلع|طلعي|شطب|اشطب|الغي|الغ|ازل)(?:لي)?(?:ه|ها|هم|و|يها|يه)?${E}`);
const CLEAR = pattern(`${B}${WANT}(?:فضي|فضى|فرغ|صفر|نظف|امسح|امحي|احذف|شيل)(?:ي)?${E}`);
const ALL = pattern(`${B}(?:كلها|كلهم|كامله|بالكامل|كل اللي|كل الي|كل شي|كل|جميع)${E}`);
const BOUGHT = pattern(
  `^(?:(?:خلاص|تم|خلاص تم)\\s+)?(?:اشتريت|اشترينا|شريت|شرينا|جبت|جبنا|جبتها|اخذت|اخدت|خذيت|اخذنا|تم شراء|شطبت|شطب|اشطب|علم على|علمت على)${E}`,
);
const UNNEEDED = pattern(`^(?:مو محتاجين|مش محتاجين|ما نحتاج|ما بدنا|مابدنا|مش عايزين|ما نبي|ما عاد نحتاج)${E}`);
const ASKED = pattern(`(?:\\?|${B}(?:ولا لا|ولا لأ|او لا)$)`);
const SHOW = pattern(
  `^(?:${B}(?:وريني|ورني|ورجيني|اعرض|اعرضي|عرض|شوف|افتح|اقرا|اقرالي|ايش|شو|وش|ايه|ماذا|ما|هات|عطني|اعطني|ابي اشوف|بدي شوف|ايش في|شو في|وش في|ايه اللي)${E}|$)`,
);

const TODO_WORD = 'مهمه|مهمه جديده|تودو|todo|to ?-?do';
const NUMBERED = pattern(`${B}(?:رقم|نمره|المهمه|مهمه)?\\s*(\\d{1,3}|الاولى|الاولي|الثانيه|التانيه|الثالثه|التالته|الرابعه|الخامسه|اول|ثاني|ثالث)${E}`);
const ORDINAL: Record<string, number> = { الاولي: 1, اول: 1, الثانيه: 2, التانيه: 2, ثاني: 2, الثالثه: 3, التالته: 3, ثالث: 3, الرابعه: 4, الخامسه: 5 };
const DONE = pattern(`${B}(?:خلصت|خلصنا|خلص|خلصت من|انجزت|تم|سويت|عملت|علم على|علمت على|تمت|خلصت|شطب|اشطب)${E}`);
/** "تصليح الباب", "غسيل السيارة": a task named by its verbal noun, which nobody buys. */
const TASK_NOUN = pattern(`^(?:ت\\S\\Sي\\S|غسيل|غسل|شراء|دفع|حجز|اتصال|الاتصال|كتابه|قرايه|قراءه|مراجعه|ارسال|واجب|واجبات)${E}`);
/** "شيلها من المهام", "اشطبها": the thing said before the comma, taken off. */
const TAKE_IT = pattern(`^\\s*(?:شيل|امسح|احذف|اشطب|شطب)(?:ه|ها|يه|يها)${E}`);

const addTo = (ref: ArListRef | null, items: string[]): Interpretation | null => {
  if (!items.length) return null;
  if (ref?.todo) return { tool: 'addTodo', input: { tasks: items } };
  return { tool: 'addListItems', input: { list: ref?.name ?? null, items } };
};

/** What is left of the message as items (or tasks, for the to-dos). */
const itemsOf = (s: Said, ref: ArListRef | null) => {
  const text = s.rest().replace(/^(?:(?:في|على|من|الى|إلى|ل|ع|لـ|عن)\s+)+|(?:\s+(?:في|على|من|الى|إلى|ل|ع|لـ))+$/u, '');
  return ref?.todo ? splitTasks(text.replace(/^مهم[ةه]\s*:?\s*/u, '')) : splitItems(text);
};

/** The message split at its comma ("خلصت القهوة، حطها في القائمة"): what was said, then the request about it. */
function beforeComma(m: ArMessage): [string, string] | null {
  const at = m.text.search(/[،,]/u);
  return at > 0 ? [m.text.slice(0, at), m.text.slice(at + 1)] : null;
}

/** "مهمة: …", "مهام اليوم: …", "to do: …", "todo أسجل عمر …", "أضف مهمة شراء هدية": to-dos added, said outright. */
export function readTodoLead(m: ArMessage): Interpretation | null {
  const s = m.said();
  const todoLead =
    s.cut(pattern(`^(?:${WANT}(?:ضيف|اضف|حط|سجل|اكتب)\\s+)?(?:${TODO_WORD}|مهامي|مهام)(?:\\s+(?:اليوم|بكره|بكرا|الاسبوع|هالاسبوع))?\\s*:`)) ??
    (m.asking ? null : s.cut(pattern(`^(?:${WANT}(?:ضيف|اضف|حط|سجل|اكتب)(?:لي)?\\s+(?:${TODO_WORD})|(?:todo|to ?-?do|تودو))\\s+(?=\\S+\\s+\\S)`)));
  return todoLead ? addTo({ todo: true }, itemsOf(s, { todo: true })) : null;
}

export function readTodos(m: ArMessage): Interpretation | null {
  const lead = readTodoLead(m);
  if (lead) return lead;
  const s = m.said();
  const ref = cutList(s);
  if (!ref?.todo) return null;
  if (s.test(pattern(`${B}(?:امسح|امحي|احذف|شيل|خلصت|فضي)${E}`)) && s.test(ALL)) return { tool: 'clearTodos', input: {} };
  if (s.cut(ADD) || s.test(pattern(`${B}(?:حطها|حطه|ضيفها|اضفها|سجلها)${E}`))) {
    const split = beforeComma(m);
    if (split && !s.restFolded().replace(/[،,:]/g, '').trim().length) return null;
    if (split && /حطها|حطه|ضيفها|اضفها|سجلها/.test(fold(split[1]))) return addTo(ref, splitTasks(split[0].replace(/^لازم\s+/u, '')));
    return addTo(ref, itemsOf(s, ref));
  }
  return { tool: 'listTodos', input: {} };
}

export function readDone(m: ArMessage): Interpretation | null {
  // "غسلت السيارة، شيلها من المهام"
  const split = beforeComma(m);
  if (split && TAKE_IT.test(fold(split[1])) && cutList(new Said(split[1]))?.todo)
    return { tool: 'completeTodo', input: { number: null, text: split[0].trim() } };
  if (!DONE.test(m.folded) || namesList(m.folded.replace(/المهمه|مهمه/g, ''))) return null;
  const s = m.said();
  s.cut(DONE);
  const n = NUMBERED.exec(s.folded);
  if (n && (/\d/.test(n[1]) || ORDINAL[n[1]])) return { tool: 'completeTodo', input: { number: Number(n[1]) || ORDINAL[n[1]], text: null } };
  const task = s.cut(pattern(`${B}(?:ال)?مهمه${E}`));
  const text = s.rest().replace(/^(?:من|ان|إن|انها|إنها)\s+/u, '');
  return (task || TASK_NOUN.test(fold(text))) && text ? { tool: 'completeTodo', input: { number: null, text } } : null;
}

/** True when a part of the message names a day or a time: about the calendar, not a list. */
const dated = (m: ArMessage, text: string) => hasWhen(cutWhen(new Said(text), m.wall, m.ctx.timezone));

const LISTS = pattern(`${B}(?:ال)?(?:قوائم|قايمات|لستات|ليستات|قائمات)(?:ي|نا)?${E}`);
const NEW_LIST = pattern(`${B}(?:قائمه|قايمه|لسته|ليسته|ليست|لائحه)\\s+جديده${E}|${B}جديده\\s+(?:قائمه|لسته|ليسته)${E}`);

export function readLists(m: ArMessage): Interpretation | null {
  const s = m.said();
  if (LISTS.test(s.folded) && !ADD.test(s.folded)) return { tool: 'listLists', input: {} };
  if (s.cut(NEW_LIST)) {
    const name = /(?:^|\s)(?:ل|لـ|باسم|اسمها|اسمه|بعنوان|عنوانها|حق|تبع)\s*(\S.*)$/u.exec(s.rest())?.[1].trim();
    return { tool: 'createList', input: { name: name ? name.slice(0, 60) : null } };
  }
  const listed = namesList(s.folded);
  const split = beforeComma(m);
  const added = readListAdd(m, listed);
  if (added) return added;
  // "اشتريت البيض", "جبت الخبز والحليب": ticked off
  if (s.cut(BOUGHT)) {
    const ref = cutList(s);
    if (ref?.todo) return null;
    const items = splitItems(
      s
        .rest()
        .replace(/\s*(?:من|في)\s*$/u, '')
        .replace(/[،,].*$/u, ''),
    );
    return items.length ? { tool: 'tickListItems', input: { list: ref?.name ?? null, items, remove: false } } : null;
  }
  // "مو محتاجين الطماطم، امسحها", "ما بدنا حمص، شيلو من اللستة"
  const unneeded = split && UNNEEDED.test(fold(split[0])) && REMOVE.test(fold(split[1])) && !dated(m, split[0]);
  if (unneeded || (listed && REMOVE.test(s.folded))) {
    const ref = cutList(s);
    if (ref?.todo) return null;
    const whole =
      ALL.test(s.folded) ||
      !s
        .restFolded()
        .replace(REMOVE, '')
        .replace(/[^\p{L}\p{N}]+/gu, '');
    if (!unneeded && whole && CLEAR.test(s.folded)) return { tool: 'clearList', input: { list: ref?.name ?? null } };
    const said = unneeded ? split![0].replace(UNNEEDED, '') : s.rest();
    const rest = new Said(said);
    rest.cutAll(REMOVE);
    const items = splitItems(
      rest
        .rest()
        .replace(/^(?:من|من\s+ال)\s+|\s+من\s*$/u, '')
        .replace(/^\S*(?:نا|ني)\s+/u, (w) => (UNNEEDED.test(fold(w)) ? '' : w)),
    );
    return items.length ? { tool: 'tickListItems', input: { list: ref?.name ?? null, items, remove: true } } : null;
  }
  if (listed && CLEAR.test(s.folded) && ALL.test(s.folded)) {
    const ref = cutList(s);
    return ref?.todo ? { tool: 'clearTodos', input: {} } : { tool: 'clearList', input: { list: ref?.name ?? null } };
  }
  if (listed && pattern(`^(?:فضي|فرغ|صفر|نظف)`).test(s.folded)) {
    const ref = cutList(s);
    return ref?.todo ? { tool: 'clearTodos', input: {} } : { tool: 'clearList', input: { list: ref?.name ?? null } };
  }
  // "خلصت القهوة، حطها في القائمة", "حليب ليان خلص، أضفه للقائمة"
  if (split && listed && ADD.test(fold(split[1])) && !ADD.test(fold(split[0]))) {
    const ref = cutList(new Said(split[1]));
    const items = splitItems(split[0].replace(/(?:^|\s)(?:خلص|خلصت|خلصنا)(?=\s|$)/gu, ' ').trim());
    return addTo(ref, items);
  }
  if (listed && s.test(ADD) && !m.asking) {
    s.cut(ADD);
    const ref = cutList(s);
    return addTo(ref, itemsOf(s, ref));
  }
  if (!listed && !m.asking && NEED.test(s.folded) && !dated(m, m.text)) {
    s.cut(NEED);
    if (s.test(pattern(`^\\s*${WANT}(?:ت|ن|ا)?(?:ضيف|حط|الغي|الغ|اضيف|سجل|احجز|اكتب|اعمل|تذكير|شيل|امسح|اعرف|اشوف|اروح|نروح|اغير|انقل|اجل)`))) return null;
    return addTo(null, splitItems(s.rest()));
  }
  return listed ? showList(m, s) : whatToBuy(m);
}

function showList(m: ArMessage, s: Said): Interpretation | null {
  const ref = cutList(s);
  if (ref?.todo) return { tool: 'listTodos', input: {} };
  const list = ref?.name ?? null;
  // "فيه حليب بالقائمة؟", "البيض مكتوب في القائمة ولا لا؟": asked about items
  const check = pattern(`^(?:هل\\s+)?(?:فيه|في|عندنا|موجود|مكتوب)?\\s*(.+?)\\s*(?:موجود|مكتوب|مسجل|محطوط)?(?:\\s+(?:في|ب|على|ع))?\\s*$`);
  const rest = s.restFolded().replace(ASKED, '').replace(/\?/g, '').trim();
  if (m.asking && rest && !SHOW.test(rest) && !SHOW.test(s.folded.trim())) {
    const asked = check.exec(
      s
        .rest()
        .replace(/[?؟]/gu, '')
        .trim()
        .replace(/\s(?:ولا|او|أو) (?:لا|لأ)$/u, ''),
    );
    const items = asked ? splitItems(asked[1].replace(/(?:^|\s)(?:موجود|مكتوب|مسجل|فيه|في)(?=\s|$)/gu, ' ').trim()) : [];
    if (items.length) return { tool: 'showList', input: { list, check: items } };
  }
  return { tool: 'showList', input: { list } };
}

const TO_BUY = pattern(
  `${B}(?:لازم نشتري|نشتري ايه|شو نشتري|ايش نشتري|وش نشتري|ناقصنا|ناقصنا ايه|شو ناقص|ايش ناقص|وش ناقص|ايش نحتاج|شو نحتاج|وش نحتاج|ايه اللي ناقص|نحتاج ايه|ايش يبي البيت|شو بدنا نشتري)${E}`,
);
function whatToBuy(m: ArMessage): Interpretation | null {
  return TO_BUY.test(m.folded) ? { tool: 'showList', input: { list: null } } : null;
}

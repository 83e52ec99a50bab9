import { date as arDate, time as arTime } from '../../replies/ar-dates';
import { list as arList, quote } from '../../replies/ar-text';
import type { Language } from '../arbiter';
import { isoOf } from '../dates';
import type { IntentClass } from '../intent-classes';
import type { Interpretation } from '../types';
import { cutList } from './list-words';
import type { ArMessage } from './message';
import { cutMembers } from './members';
import { cutWhen } from './when';

/**
 * The Arabic side of the arbiter (arbiter.ts), as en/language.ts is the English one: readings for a kind of
 * request no rule read, the clauses of the either/or question, and the short questions back. A fallback only reads
 * (what's on, the reminders, a list): it never files or takes off anything, so a wrong guess costs nothing.
 */

function fallback(m: ArMessage, kind: IntentClass): Interpretation | null {
  const s = m.said();
  const members = cutMembers(s, m.ctx);
  const w = cutWhen(s, m.wall, m.ctx.timezone);
  const range = w.range ?? (w.date ? { fromDate: w.date, toDate: w.date } : null);
  switch (kind) {
    case 'reminder_query':
      return { tool: 'listReminders', input: { fromDate: range?.fromDate ?? null, toDate: range?.toDate ?? null } };
    case 'event_query': {
      const today = isoOf(m.wall.today);
      return { tool: 'agenda', input: { ...(range ?? { fromDate: today, toDate: today }), member: members.member ?? null } };
    }
    case 'list_query': {
      const ref = cutList(m.said());
      return ref?.todo ? { tool: 'listTodos', input: {} } : { tool: 'showList', input: { list: ref && !ref.todo ? ref.name : null } };
    }
    default:
      return null;
  }
}

/** The short questions back for a kind of request (also the Arabic of the English reader's, replies/ar-questions.ts). */
export const ASK_FOR: Partial<Record<IntentClass, string>> = {
  event_add: 'ماذا أضيف، ومتى؟ مثلًا: «موعد أسنان لليان يوم الخميس الساعة 4».',
  event_remove: 'أي موعد ألغي؟ اذكر اسمه ويومه، مثلًا: «ألغِ السباحة يوم الجمعة».',
  event_change: 'أي موعد أغيّر، وإلى متى؟ مثلًا: «انقل موعد الأسنان إلى الخميس الساعة 3».',
  reminder_add: 'بماذا أذكّرك، ومتى؟ مثلًا: «ذكّرني أتصل بالمدرسة بكرة الساعة 9 الصبح».',
  list_add: 'ماذا أضيف، وإلى أي قائمة؟ مثلًا: «أضف حليب وبيض لقائمة التسوق».',
  list_remove: 'ماذا أشطب، ومن أي قائمة؟ مثلًا: «شيل الحليب من قائمة التسوق».',
  list_query: 'أي قائمة؟ مثلًا: «وش في قائمة التسوق؟».',
  event_query: 'أي يوم أو أي موعد؟ مثلًا: «شو عندنا بكرة؟» أو «متى موعد الأسنان؟».',
};

/** What a reading would do, as a short Arabic clause («أضيف «اجتماع» إلى التقويم يوم …»). */
function describe(meant: Interpretation): string | null {
  if (!('tool' in meant)) return null;
  const i = (meant.input ?? {}) as Record<string, unknown>;
  const on = (date: unknown, time: unknown) =>
    `${typeof date === 'string' ? ` يوم ${arDate(date)}` : ''}${typeof time === 'string' ? ` الساعة ${arTime(time)}` : ''}`;
  const target = (i.target ?? {}) as Record<string, unknown>;
  const listName = (name: unknown) => (typeof name === 'string' && name ? quote(name) : 'قائمة التسوق');
  const items = (v: unknown) => (Array.isArray(v) ? arList(v.map(String)) : '');
  switch (meant.tool) {
    case 'createEvent':
      return `أضيف ${quote(String(i.title))} إلى التقويم${on(i.date, i.time)}`;
    case 'findEvent':
      return i.words ? `أبحث عن ${quote(String(i.words))} في التقويم` : 'أبحث عنه في التقويم';
    case 'agenda':
      return `أعرض ما عندك${i.fromDate === i.toDate ? on(i.fromDate, null) : ''}`;
    case 'freeBusy':
      return `أتحقق إن كنت متفرغًا${on(i.date, i.fromTime)}`;
    case 'cancelEvent':
      return target.words ? `ألغي ${quote(String(target.words))}` : 'ألغي ما في ذلك اليوم';
    case 'updateEvent':
      return target.words ? `أغيّر ${quote(String(target.words))}` : 'أغيّر موعدًا';
    case 'listReminders':
      return 'أعرض تذكيراتك';
    case 'addListItems':
      return `أضيف ${items(i.items)} إلى ${listName(i.list)}`;
    case 'addTodo':
      return `أضيف ${items(i.tasks)} إلى مهامك`;
    case 'tickListItems':
      return `أشطب ${items(i.items)} من ${listName(i.list)}`;
    case 'showList':
      return `أعرض ${listName(i.list)}`;
    case 'listTodos':
      return 'أعرض مهامك';
    case 'completeTodo':
      return i.text ? `أشطب ${quote(String(i.text))} من مهامك` : 'أشطبها من مهامك';
    default:
      return null;
  }
}

export function arabic(m: ArMessage): Language {
  return {
    fallback: (kind) => fallback(m, kind),
    describe,
    either: (a, b) => `هل ${a}، أم ${b}؟ ردّ بـ 1 أو 2.`,
    askFor: (kind) => ASK_FOR[kind] ?? null,
    notUnderstood: { tool: 'help', input: { reason: 'not-understood' } },
    ordersAnAdd: false,
    finish: (meant) => meant,
  };
}

import { arbitrate, kindOf, type Reading } from '../arbiter';
import type { IntentClass } from '../intent-classes';
import { classify } from '../intent';
import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { readCreate } from './event-create';
import { messageOf, type ArMessage } from './message';
import { readCancel, readUndo } from './event-change';
import { readEventDetails } from './event-details';
import { readMemberSwap, readReminderOnEvent, readUpdate } from './event-update';
import { readAccount, readFact, readHomework } from './family';
import { readDone, readLists, readTodoLead, readTodos } from './lists';
import { arabic } from './language';
import { readAgenda, readFindEvent, readFreeBusy, readReminderList } from './questions';
import { pattern } from './text';

/**
 * The built-in engine's Arabic reader: the same tools and inputs as the English one (en/intents.ts), from rules
 * written for Arabic as parents type it (MSA and Gulf first, common Egyptian and Levantine forms too). Every row
 * reads the message, in order, and the intent model (which learns Arabic from the Arabic phrasebooks) arbitrates
 * between the readings as for English (arbiter.ts, decision 0016).
 */

const help = (reason: 'asked' | 'not-understood' | 'thanks'): Interpretation => ({ tool: 'help', input: { reason } });

const THANKS = pattern(
  '^(?:شكرا|شكرًا|مشكور|مشكوره|مشكورين|يعطيك العافيه|الله يعطيك العافيه|تسلم|تسلمي|تسلم يدك|جزاك الله خير|جزاك الله خيرا|ممتاز|تمام|حلو|زين|اوكي|اوك|طيب|ماشي|عظيم|رائع|الله يسعدك|يسلمو|يسلموا|ميرسي|👍|🙏)(?:\\s+(?:جزيلا|كثير|كتير|واجد|مره|لك|حبيبي|يا\\s+\\S+))*[\\s!.🙏👍🌹💐😊]*$',
);
const HELP = pattern(
  '^(?:مساعده|المساعده|ساعدني|مساعدة|القائمه|الاوامر|ابدا|شو تقدر تسوي|ايش تعرف تسوي|شو بتعرف تعمل|وش تعرف تسوي|ايش تقدر تعمل|ايش تقدر تسوي|وش تقدر تسوي|ايه اللي تقدر تعمله|ماذا تستطيع ان تفعل|ماذا تستطيع|كيف استخدمك|كيف استعملك|شو بتعمل|وش تسوي|مرحبا|السلام عليكم|سلام عليكم|هلا|هلا والله|اهلا|اهلين|هاي|صباح الخير|مساء الخير|مرحبتين)[\\s!.?]*$',
);

/** The weather, the news, prices: nothing the family's calendar or lists can answer, whatever day it names. */
const OFF_TOPIC = pattern('(?<![\\p{L}])(?:ال)?(?:طقس|جو|حراره|درجه الحراره|درجات الحراره|رطوبه|امطار|مطر|غبار|weather)(?![\\p{L}])');
const offTopic = (m: ArMessage) => m.asking && OFF_TOPIC.test(m.folded) && !/موعد|مواعيد|قائمه|مهام/u.test(m.folded);

interface Row {
  name: string;
  read(m: ArMessage): Interpretation | null;
  /** The kind of request the row reads; null for a row that is sure of itself (not the model's business). */
  kind: IntentClass | null;
}

const ROWS: Row[] = [
  { name: 'thanks', read: (m) => (THANKS.test(m.folded) ? help('thanks') : null), kind: null },
  { name: 'help', read: (m) => (HELP.test(m.folded) ? help('asked') : null), kind: null },
  { name: 'offTopic', read: (m) => (offTopic(m) ? help('not-understood') : null), kind: null },
  { name: 'undo', read: readUndo, kind: null },
  { name: 'account', read: readAccount, kind: null },
  { name: 'homework', read: readHomework, kind: null },
  { name: 'memberFacts', read: readFact, kind: null },
  // a to-do said with its own marker ("مهام بكرة: …") is one, whatever day it names
  { name: 'todoLead', read: readTodoLead, kind: null },
  // who an event is for, where it is, a note on it ("ضيف عمر لموعد الأسنان"): before the lists and new events take it
  { name: 'eventDetails', read: readEventDetails, kind: 'event_change' },
  { name: 'completeTodo', read: readDone, kind: 'list_remove' },
  { name: 'todos', read: readTodos, kind: 'list_add' },
  { name: 'lists', read: readLists, kind: 'list_add' },
  { name: 'listReminders', read: readReminderList, kind: 'reminder_query' },
  { name: 'reminderOnEvent', read: readReminderOnEvent, kind: 'reminder_add' },
  { name: 'cancelEvent', read: readCancel, kind: 'event_remove' },
  { name: 'updateEvent', read: readUpdate, kind: 'event_change' },
  { name: 'memberSwap', read: readMemberSwap, kind: 'event_change' },
  { name: 'freeBusy', read: readFreeBusy, kind: 'event_query' },
  { name: 'findEvent', read: readFindEvent, kind: 'event_query' },
  { name: 'createEvent', read: (m) => readCreate(m), kind: 'event_add' },
  { name: 'agenda', read: readAgenda, kind: 'event_query' },
];

/** One Arabic message in, one tool call (or a question back, in Arabic) out. */
export function readArabic(full: string, ctx: EngineContext): Interpretation {
  const m = messageOf(full, ctx);
  const readings: Reading[] = [];
  for (const row of ROWS) {
    const meant = row.read(m);
    if (!meant) continue;
    readings.push({ row: row.name, meant, kind: row.kind && kindOf(meant, row.kind) });
    if (!row.kind && readings.length === 1) break;
  }
  return arbitrate(readings, classify(m.text, ctx.memberNames, 'ar'), arabic(m), ctx.now);
}

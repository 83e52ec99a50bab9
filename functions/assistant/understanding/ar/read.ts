import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { readCreate } from './event-create';
import { messageOf, type ArMessage } from './message';
import { readCancel, readUndo } from './event-change';
import { readMemberSwap, readReminderOnEvent, readUpdate } from './event-update';
import { readAccount, readFact, readHomework } from './family';
import { readDone, readLists, readTodos } from './lists';
import { readAgenda, readFindEvent, readFreeBusy, readReminderList } from './questions';
import { pattern } from './text';

/**
 * The built-in engine's Arabic reader: the same tools and inputs as the English one (en/intents.ts), from rules
 * written for Arabic as parents type it (MSA and Gulf first, common Egyptian and Levantine forms too). The rows
 * are tried in order; earlier rows take messages later rows would also read.
 */

const help = (reason: 'asked' | 'not-understood' | 'thanks'): Interpretation => ({ tool: 'help', input: { reason } });

const THANKS = pattern(
  '^(?:شكرا|شكرًا|مشكور|مشكوره|مشكورين|يعطيك العافيه|الله يعطيك العافيه|تسلم|تسلمي|تسلم يدك|جزاك الله خير|جزاك الله خيرا|ممتاز|تمام|حلو|زين|اوكي|اوك|طيب|ماشي|عظيم|رائع|الله يسعدك|يسلمو|يسلموا|ميرسي|👍|🙏)(?:\\s+(?:جزيلا|كثير|كتير|واجد|مره|لك|حبيبي|يا\\s+\\S+))*[\\s!.]*$',
);
const HELP = pattern(
  '^(?:مساعده|المساعده|ساعدني|مساعدة|القائمه|الاوامر|ابدا|شو تقدر تسوي|ايش تعرف تسوي|شو بتعرف تعمل|وش تعرف تسوي|ايش تقدر تعمل|ايش تقدر تسوي|وش تقدر تسوي|ايه اللي تقدر تعمله|ماذا تستطيع ان تفعل|ماذا تستطيع|كيف استخدمك|كيف استعملك|شو بتعمل|وش تسوي|مرحبا|السلام عليكم|سلام عليكم|هلا|هلا والله|اهلا|اهلين|هاي|صباح الخير|مساء الخير|مرحبتين)[\\s!.?]*$',
);

interface Row {
  name: string;
  read(m: ArMessage): Interpretation | null;
}

const ROWS: Row[] = [
  { name: 'thanks', read: (m) => (THANKS.test(m.folded) ? help('thanks') : null) },
  { name: 'help', read: (m) => (HELP.test(m.folded) ? help('asked') : null) },
  { name: 'undo', read: readUndo },
  { name: 'account', read: readAccount },
  { name: 'homework', read: readHomework },
  { name: 'memberFacts', read: readFact },
  { name: 'completeTodo', read: readDone },
  { name: 'todos', read: readTodos },
  { name: 'lists', read: readLists },
  { name: 'listReminders', read: readReminderList },
  { name: 'reminderOnEvent', read: readReminderOnEvent },
  { name: 'cancelEvent', read: readCancel },
  { name: 'updateEvent', read: readUpdate },
  { name: 'memberSwap', read: readMemberSwap },
  { name: 'freeBusy', read: readFreeBusy },
  { name: 'findEvent', read: readFindEvent },
  { name: 'createEvent', read: (m) => readCreate(m) },
  { name: 'agenda', read: readAgenda },
];

/** One Arabic message in, one tool call (or a question back, in Arabic) out. */
export function readArabic(full: string, ctx: EngineContext): Interpretation {
  const m = messageOf(full, ctx);
  for (const row of ROWS) {
    const meant = row.read(m);
    if (meant) return meant;
  }
  return help('not-understood');
}

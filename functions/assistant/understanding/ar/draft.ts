import { existsOnWallClock, isoOf, REPEAT_STEP, type Wall } from '../dates';
import type { EventDraft } from '../en/event-draft';
import type { AssistantPending, CreateEventInput, Interpretation } from '../types';

/**
 * An Arabic event draft checked for what it still needs, as in English (en/event-create.ts completeDraft): a
 * title, a day and a time or all day. A day without a time is filed all day and the reply asks for the time; a
 * time without a day is the next time it comes round. What is missing is asked in short Modern Standard Arabic,
 * and every example a question offers is itself read as its answer (follow-up.ts).
 */

export const ASK_WHEN = 'مثلًا: غدًا الساعة 4 العصر';
export const ASK_TIME = 'في أي ساعة؟ مثلًا: الساعة 4 العصر، أو: طول اليوم';

export function completeArDraft(draft: EventDraft, wall: Wall, timezone: string): Interpretation {
  const { title } = draft;
  const ask = (clarify: string, what: AssistantPending['ask']): Interpretation => ({
    clarify,
    pending: { kind: 'assistant', ask: what, tool: 'createEvent', input: draft, at: wall.now.toUTC().toISO()! },
  });
  if (!title) return { clarify: 'ما الموعد الذي أضيفه؟ مثلًا: سباحة غدًا الساعة 4 العصر' };
  if (title.length > 200) return { clarify: 'العنوان طويل جدًا؛ اكتبه في أقل من 200 حرف.' };
  let date = draft.date;
  const time = draft.allDay ? null : draft.time;
  const nowHm = wall.now.toFormat('HH:mm');
  if (!date && draft.recurrence === 'daily') date = isoOf(time && time <= nowHm ? wall.today.plus({ days: 1 }) : wall.today);
  if (!date && (draft.recurrence === 'monthly' || draft.recurrence === 'yearly')) date = isoOf(wall.today);
  if (!date && time) date = isoOf(time > nowHm ? wall.today : wall.today.plus({ days: 1 }));
  if (!date && draft.allDay) return ask(`في أي يوم «${title}»؟ مثلًا: غدًا`, 'date');
  if (!date) return draft.reminderMinutes === 0 ? ask(`متى أذكّرك بـ«${title}»؟ ${ASK_WHEN}`, 'when') : ask(`متى «${title}»؟ ${ASK_WHEN}`, 'when');
  const { weekdayOnly, ...rest } = draft;
  if (!time && !draft.allDay) return { tool: 'createEvent', input: { ...rest, date, time: null, allDay: true, durationMinutes: 1440, askTime: true } };
  const passed = time && date === isoOf(wall.today) && time <= nowHm;
  if (passed && (weekdayOnly || draft.recurrence !== 'none')) {
    date = isoOf(wall.today.plus(REPEAT_STEP[draft.recurrence]));
  } else if (passed) return ask(`الساعة ${time} اليوم مضت. في أي يوم «${title}»؟ مثلًا: غدًا`, 'date');
  if (time && !existsOnWallClock(date, time, timezone)) return ask(`الساعة ${time} غير موجودة في ذلك اليوم بسبب تغيير التوقيت. ${ASK_TIME}`, 'time');
  const input: CreateEventInput = { ...rest, date, time };
  return { tool: 'createEvent', input };
}

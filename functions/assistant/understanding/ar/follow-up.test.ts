import { describe, expect, it } from 'vitest';
import { interpret } from '../engine';
import type { EngineContext } from '../message';
import { readFollowUp } from '../read-follow-up';
import type { AssistantPending } from '../types';

/** Wednesday 4 March 2026, 14:00 in Dubai. */
const CTX: EngineContext = { timezone: 'Asia/Dubai', now: new Date('2026-03-04T10:00:00Z'), memberNames: ['ليان', 'عمر', 'Sara Haddad', 'Sara Lee'] };
const pendingOf = (said: string) => {
  const got = interpret(said, CTX);
  if (!('pending' in got) || !got.pending) throw new Error(`no question back for ${said}: ${JSON.stringify(got)}`);
  return { question: got.clarify, pending: got.pending };
};
const quoted = (question: string) => question.split(/مثلًا:\s*/u)[1].split(/،\s*أو:\s*/u);
const at = (ask: AssistantPending['ask'], tool: AssistantPending['tool'], input: unknown = {}): AssistantPending => ({
  kind: 'assistant',
  ask,
  tool,
  input,
  at: CTX.now.toISOString(),
});

describe('answers in Arabic to the questions the assistant asks', () => {
  it('asks in Arabic for the day and time of an event with neither, and every example it offers is an answer', () => {
    const { question, pending } = pendingOf('أضف موعد أسنان لعمر');
    expect(question).toMatch(/^متى «موعد أسنان»؟/u);
    for (const example of quoted(question)) {
      const answer = readFollowUp(example, pending, CTX);
      expect(answer && 'meant' in answer && 'tool' in answer.meant && answer.meant.tool).toBe('createEvent');
    }
    const answer = readFollowUp('بكرة الساعة ٥ المسا', pending, CTX);
    expect(answer).toMatchObject({ meant: { tool: 'createEvent', input: { title: 'موعد أسنان', date: '2026-03-05', time: '17:00', member: 'عمر' } } });
  });

  it('reads "طول اليوم" and a day as the answer, and a new request as no answer', () => {
    const { pending } = pendingOf('ضيف زيارة الجدة');
    // All day, but still no day: which day is asked next
    expect(readFollowUp('طول اليوم', pending, CTX)).toMatchObject({ meant: { clarify: expect.stringMatching(/^في أي يوم/u) } });
    expect(readFollowUp('الخميس', pending, CTX)).toMatchObject({ meant: { tool: 'createEvent', input: { date: '2026-03-05', allDay: true } } });
    expect(readFollowUp('شو عندي بكرة؟', pending, CTX)).toBeNull();
  });

  it('reads the time of an event filed all day, or keeps it all day', () => {
    const pending = at('time', 'updateEvent', { eventId: 'e1' });
    expect(readFollowUp('الساعة ٥', pending, CTX)).toEqual({ retime: { time: '17:00' } });
    expect(readFollowUp('الساعة ٤ العصر', pending, CTX)).toEqual({ retime: { time: '16:00' } });
    expect(readFollowUp('خليه طول اليوم', pending, CTX)).toMatchObject({ say: expect.any(String) });
    expect(readFollowUp('احذف الحليب من القائمة', pending, CTX)).toBeNull();
  });

  it('reads yes and no, and a number from a list in either digits', () => {
    const confirm = at('confirm', 'cancelEvent');
    for (const yes of ['نعم', 'أيوه', 'ايوا', 'تمام', 'إي احذفهم']) expect(readFollowUp(yes, confirm, CTX)).toEqual({ confirm: true });
    for (const no of ['لا', 'لا خلاص', 'لأ خليها']) expect(readFollowUp(no, confirm, CTX)).toEqual({ confirm: false });
    const choice = at('choice', 'cancelEvent');
    expect(readFollowUp('٢', choice, CTX)).toEqual({ choose: 2 });
    expect(readFollowUp('2', choice, CTX)).toEqual({ choose: 2 });
    expect(readFollowUp('رقم ٣', choice, CTX)).toEqual({ choose: 3 });
    expect(readFollowUp('الثاني', choice, CTX)).toEqual({ choose: 2 });
    expect(readFollowUp('ألغِ السباحة', choice, CTX)).toBeNull();
  });

  it('asks which member when two share the name, and reads the request again with the one named', () => {
    const { question, pending } = pendingOf('تمرين لـ Sara بكرة الساعة ٥');
    expect(question).toMatch(/Sara Haddad/);
    expect(readFollowUp('Sara Lee', pending, CTX)).toMatchObject({ meant: { tool: 'createEvent', input: { member: 'Sara Lee', time: '17:00' } } });
  });

  it.each([
    ['ألغِ', 'cancelEvent'],
    ['أجّل السباحة', 'updateEvent'],
    ['ضيف موعد', 'createEvent'],
    ['ذكرني', 'createEvent'],
  ])('the example in the question back to "%s" is itself a %s request', (said, tool) => {
    const asked = interpret(said, CTX);
    expect('clarify' in asked).toBe(true);
    const example = quoted((asked as { clarify: string }).clarify)[0];
    const meant = interpret(example, CTX);
    expect('tool' in meant && meant.tool).toBe(tool);
  });

  it('still reads English answers with the English reader', () => {
    expect(readFollowUp('yes', at('confirm', 'cancelEvent'), CTX)).toEqual({ confirm: true });
    expect(readFollowUp('the second one', at('choice', 'cancelEvent'), CTX)).toEqual({ choose: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../message';
import { readArabic } from './read';

/** Wednesday 4 March 2026, 14:00 in Dubai. */
const CTX: EngineContext = {
  timezone: 'Asia/Dubai',
  now: new Date('2026-03-04T10:00:00Z'),
  memberNames: ['ليان', 'عمر'],
  childNames: ['ليان', 'عمر'],
};
const read = (said: string) => readArabic(said, CTX);

describe('the Arabic reader: lists and to-dos', () => {
  it('adds several things after "ضيف" with no list named to the Shopping list, amounts and all', () => {
    expect(read('ضيفي رز وسكر وزيت')).toEqual({ tool: 'addListItems', input: { list: null, items: ['رز', 'سكر', 'زيت'] } });
    expect(read('ضيف ٣ علب حليب و٢ كيلو طماطم')).toMatchObject({ tool: 'addListItems', input: { list: null } });
    // things one goes to are not shopping
    expect(read('ضيف سباحة وتنس لعمر')).not.toMatchObject({ tool: 'addListItems' });
  });

  it('adds what follows the colon to the list named before it, and "الليستة" is followed by items, not a name', () => {
    expect(read('قائمة المدرسة: دفاتر، أقلام')).toEqual({ tool: 'addListItems', input: { list: 'المدرسة', items: ['دفاتر', 'أقلام'] } });
    expect(read('حط عالليستة رز وعدس')).toEqual({ tool: 'addListItems', input: { list: null, items: ['رز', 'عدس'] } });
  });

  it('adds to-dos after "to do:" or "مهام بكرة:" and after "أضف مهمة"', () => {
    expect(read('مهام بكرة: أدفع الفاتورة وأتصل بالسباك')).toEqual({ tool: 'addTodo', input: { tasks: ['أدفع الفاتورة', 'أتصل بالسباك'] } });
    expect(read('ضيف مهمة تجديد الجواز')).toEqual({ tool: 'addTodo', input: { tasks: ['تجديد الجواز'] } });
  });

  it('completes a to-do named by what was done, by its number, or said done before "شيلها من المهام"', () => {
    expect(read('خلصت ترتيب المطبخ')).toEqual({ tool: 'completeTodo', input: { number: null, text: 'ترتيب المطبخ' } });
    expect(read('اشطب رقم ٢')).toEqual({ tool: 'completeTodo', input: { number: 2, text: null } });
    expect(read('دفعت الفاتورة، امسحها من المهام')).toEqual({ tool: 'completeTodo', input: { number: null, text: 'دفعت الفاتورة' } });
    // running out of something is still the Shopping list's
    expect(read('خلصت القهوة')).toMatchObject({ tool: 'addListItems' });
  });
});

describe('the Arabic reader: changing events', () => {
  const target = (said: string) => {
    const got = read(said);
    if (!('tool' in got) || got.tool !== 'updateEvent') throw new Error(`not a change: ${JSON.stringify(got)}`);
    return got.input as { target: Record<string, unknown>; changes: Record<string, unknown> };
  };

  it('renames with "لـ" or a quoted name', () => {
    expect(target('غير اسم البيانو لـ درس موسيقى').changes).toEqual({ title: 'درس موسيقى' });
    expect(target('سمي موعد الخميس «زيارة الجدة»')).toMatchObject({ target: { date: '2026-03-05' }, changes: { title: 'زيارة الجدة' } });
  });

  it('reads the old day, member or time after "مو"/"بدل" as the event to change', () => {
    expect(target('السباحة طلعت يوم السبت مو الجمعة')).toMatchObject({ target: { date: '2026-03-06' }, changes: { date: '2026-03-07' } });
    expect(target('خلي البيانو لليان بدل عمر')).toMatchObject({ target: { member: 'عمر' }, changes: { member: 'ليان' } });
  });

  it('moves with "زيح", "خليه" inside the sentence (in the evening for tonight), and lengthens with "مدد"', () => {
    expect(target('زيح السباحة للسبت').changes).toEqual({ date: '2026-03-07' });
    expect(target('سهرة الليلة خليها الساعة ١٠').changes).toEqual({ time: '22:00' });
    expect(target('مدد الاجتماع لساعة ونص').changes).toEqual({ durationMinutes: 90 });
  });

  it('puts a reminder on an event said before "قبله/قبلها"', () => {
    expect(target('ذكرني بالاجتماع قبله بنص ساعة')).toMatchObject({ target: { words: 'الاجتماع' }, changes: { reminderMinutes: 30 } });
    // no event named: "بنص" is the length, not an event
    expect(read('ذكرني قبل بنص ساعة')).toHaveProperty('clarify');
  });
});

describe('the Arabic reader: questions, thanks and the rest', () => {
  it('reads "بين ٤ و٦" as a span to 18:00', () => {
    expect(read('ليان فاضية بين ٤ و٦ بكرة؟')).toEqual({
      tool: 'freeBusy',
      input: { date: '2026-03-05', fromTime: '16:00', toTime: '18:00', member: 'ليان' },
    });
  });

  it('looks for an event over both days of "بكرة ولا بعد بكرة"', () => {
    expect(read('السباحة السبت ولا الأحد؟')).toMatchObject({ tool: 'findEvent', input: { fromDate: '2026-03-07', toDate: '2026-03-08' } });
  });

  it('files "tonight at 9" in the evening and "طبيب الأطفال" as a title', () => {
    expect(read('ذكرني الليلة الساعة ٩ أطلع الزبالة')).toMatchObject({ tool: 'createEvent', input: { date: '2026-03-04', time: '21:00' } });
    expect(read('سجلي دكتور الأطفال لعمر بكرة ٥')).toMatchObject({ tool: 'createEvent', input: { title: 'دكتور الأطفال', member: 'عمر' } });
  });

  it('takes thanks with an emoji as thanks, and a weather question as not understood', () => {
    expect(read('شكرا كثير 👍')).toEqual({ tool: 'help', input: { reason: 'thanks' } });
    expect(read('كيف الطقس بكرة؟')).toEqual({ tool: 'help', input: { reason: 'not-understood' } });
  });
});

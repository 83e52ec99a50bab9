import { describe, expect, it } from 'vitest';
import { AR_CONTEXT } from '../../../../tests/assistant/phrasebook-ar.data';
import type { EngineContext } from '../message';
import { interpret } from '../engine';

/** AR_CONTEXT: Wednesday 4 March 2026 in Dubai; ليان and عمر (the children) and Sara Haddad. */
const THU = '2026-03-05';
const FRI = '2026-03-06';
const SAT = '2026-03-07';
const L = 'ليان';
const O = 'عمر';

type Target = { words: string | null; date?: string | null; time?: string | null; member?: string | null };
const change = (target: Target, changes: Record<string, unknown>) => ({
  tool: 'updateEvent',
  input: { target: { date: null, time: null, member: null, ...target }, changes },
});
const read = (said: string, ctx: EngineContext = AR_CONTEXT) => interpret(said, ctx);

describe('the Arabic reader: who an event is for, where it is, a note on it', () => {
  it.each([
    // adding members, keeping the ones it has
    ['أضف عمر لموعد طبيب الأسنان يوم الجمعة', change({ words: 'طبيب الأسنان', date: FRI }, { addMembers: [O] })],
    ['ضيف العيال على رحلة البر يوم السبت', change({ words: 'رحلة البر', date: SAT }, { addMembers: [L, O] })],
    ['حط ليان وعمر في السباحة كمان', change({ words: 'السباحة' }, { addMembers: [L, O] })],
    ['ممكن تضيف Sara لاجتماع المدرسة بكرة؟', change({ words: 'اجتماع المدرسة', date: THU }, { addMembers: ['Sara Haddad'] })],
    ['خلي عمر يروح مع ليان للسباحة', change({ words: 'السباحة', member: L }, { addMembers: [O] })],
    // who it is for now: the old member names the event
    ['خلّ موعد عمر للأسنان لليان بدال عمر', change({ words: 'الأسنان', member: O }, { member: L })],
    ['موعد الأسنان لليان مو لعمر', change({ words: 'الأسنان', member: O }, { member: L })],
    ['حوّل موعد الأسنان من عمر لليان', change({ words: 'الأسنان', member: O }, { member: L })],
    ['خلي ليان تروح السباحة بدال عمر', change({ words: 'السباحة', member: O }, { member: L })],
    ['غيّر سباحة ليان لعمر', change({ words: 'سباحة', member: L }, { member: O })],
    // where it is now
    ['السباحة صارت في المسبح الثاني', change({ words: 'السباحة' }, { location: 'المسبح الثاني' })],
    ['غيّر مكان السباحة إلى النادي', change({ words: 'السباحة' }, { location: 'النادي' })],
    ['غير مكان السباحة للنادي يوم السبت', change({ words: 'السباحة', date: SAT }, { location: 'النادي' })],
    ['انقل حفلة ليان لبيت جدو', change({ words: 'حفلة', member: L }, { location: 'بيت جدو' })],
    ['السباحة صارت على ملعب ٣', change({ words: 'السباحة' }, { location: 'ملعب ٣' })],
    ['خلي العزيمة عند بيت جدو', change({ words: 'العزيمة' }, { location: 'بيت جدو' })],
    // a note kept with it
    ['حط ملاحظة على موعد المدرسة بكرة إن جدو بياخذهم', change({ words: 'المدرسة', date: THU }, { note: 'جدو بياخذهم' })],
    ['اكتب على السباحة ملاحظة: لا تنسون المناشف', change({ words: 'السباحة' }, { note: 'لا تنسون المناشف' })],
    ['ملاحظة على موعد الأسنان: خذ بطاقة التأمين', change({ words: 'الأسنان' }, { note: 'خذ بطاقة التأمين' })],
    ['حطي ملاحظة على موعد ليان للأسنان: تاخذ البطاقة', change({ words: 'الأسنان', member: L }, { note: 'تاخذ البطاقة' })],
  ])('reads «%s»', (said, meant) => {
    expect(read(said)).toEqual(meant);
  });

  it('reads the members of any family by the names it has (ليو، سام، ميا)', () => {
    const ctx = { ...AR_CONTEXT, memberNames: ['ليو', 'سام', 'ميا'], childNames: ['ليو', 'سام', 'ميا'] };
    expect(read('أضف ليو لموعد طبيب الأسنان يوم الجمعة', ctx)).toEqual(change({ words: 'طبيب الأسنان', date: FRI }, { addMembers: ['ليو'] }));
    expect(read('خلّ موعد سام للأسنان لميا بدال سام', ctx)).toEqual(change({ words: 'الأسنان', member: 'سام' }, { member: 'ميا' }));
    expect(read('موعد الأسنان لميا مو لسام', ctx)).toEqual(change({ words: 'الأسنان', member: 'سام' }, { member: 'ميا' }));
  });

  it.each([
    // a list, not an event
    ['ضيف حليب لقائمة المشتريات', 'addListItems'],
    ['ضيف ليان لقائمة المدرسة', 'addListItems'],
    ['ضيف ملاحظة على قائمة المشتريات: الحليب قليل الدسم', 'addListItems'],
    // a new event for a member, not a member added to one
    ['أضف سباحة لعمر بكرة الساعة ٤', 'createEvent'],
    ['ضيف عمر لسباحة بكرة الساعة ٤', 'createEvent'],
    // a question about where it is
    ['وين السباحة؟', 'findEvent'],
  ])('does not read «%s» as a change to an event', (said, tool) => {
    const got = read(said);
    expect(got).toMatchObject({ tool });
    expect(got).not.toMatchObject({ tool: 'updateEvent' });
  });

  it('leaves a new day or part of the day to the change of when, and news of a place without "now" alone', () => {
    expect(read('انقل السباحة للأسبوع الجاي')).toMatchObject({ tool: 'updateEvent', input: { changes: { date: '2026-03-09' } } });
    expect(read('انقل الاجتماع للعصر')).toMatchObject({ tool: 'updateEvent', input: { changes: { time: '16:00' } } });
    expect(read('السباحة بتكون في النادي')).not.toMatchObject({ tool: 'updateEvent' });
    expect(read('السباحة بتكون في النادي بدل المسبح')).toEqual(change({ words: 'السباحة' }, { location: 'النادي' }));
  });
});

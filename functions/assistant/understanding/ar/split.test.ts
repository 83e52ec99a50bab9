import { describe, expect, it } from 'vitest';
import { AR_CONTEXT } from '../../../../tests/assistant/phrasebook-ar.data';
import { interpret } from '../engine';
import { splitArabic } from './split';

const tools = (meant: ReturnType<typeof interpret>) =>
  'tool' in meant ? [meant, ...(meant.then ?? [])].map((m) => ('tool' in m ? { tool: m.tool, input: m.input } : m)) : [meant];

describe('several requests in one Arabic message', () => {
  it('splits at a request verb after و, a comma or بس, never inside a list of items or between two names', () => {
    expect(splitArabic('شيل الصودا وأضف شاي')).toEqual(['شيل الصودا', 'أضف شاي']);
    expect(splitArabic('ما نبي بيض، بس نبي حليب')).toEqual(['ما نبي بيض', 'نبي حليب']);
    expect(splitArabic('انقل السباحة للخميس، والغ الباليه يوم السبت')).toEqual(['انقل السباحة للخميس', 'الغ الباليه يوم السبت']);
    expect(splitArabic('أضف حليب وبيض وخبز لقائمة التسوق')).toEqual(['أضف حليب وبيض وخبز لقائمة التسوق']);
    expect(splitArabic('موعد أسنان لليان وزيد الخميس')).toEqual(['موعد أسنان لليان وزيد الخميس']);
    // "ضيفها" points back at the soda: one request
    expect(splitArabic('اذا الصودا مو موجودة ضيفها')).toEqual(['اذا الصودا مو موجودة ضيفها']);
  });

  it('does each: taking off and adding stay on the list the message is about', () => {
    expect(tools(interpret('شيل الصودا وأضف شاي', AR_CONTEXT))).toEqual([
      { tool: 'tickListItems', input: { list: null, items: ['الصودا'], remove: true } },
      { tool: 'addListItems', input: { list: null, items: ['شاي'] } },
    ]);
    expect(tools(interpret('ما نبي بيض، بس نبي حليب', AR_CONTEXT))).toEqual([
      { tool: 'tickListItems', input: { list: null, items: ['بيض'], remove: true } },
      { tool: 'addListItems', input: { list: null, items: ['حليب'] } },
    ]);
    expect(tools(interpret('شيل التمر من قائمة رمضان وأضف قهوة', AR_CONTEXT))).toEqual([
      { tool: 'tickListItems', input: { list: 'رمضان', items: ['التمر'], remove: true } },
      { tool: 'addListItems', input: { list: 'رمضان', items: ['قهوة'] } },
    ]);
  });

  it('keeps a calendar request with a day on the calendar beside another request', () => {
    const [cancel, add] = tools(interpret('ألغ السباحة يوم الخميس وذكرني أتصل بالمدرسة بكرة الساعة ٩ الصبح', AR_CONTEXT));
    expect(cancel).toMatchObject({ tool: 'cancelEvent', input: { target: { words: 'السباحة', fromDate: '2026-03-05' } } });
    expect(add).toMatchObject({ tool: 'createEvent', input: { title: 'أتصل بالمدرسة', date: '2026-03-05', time: '09:00', reminderMinutes: 0 } });
  });
});

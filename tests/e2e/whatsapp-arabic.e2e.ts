import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { connectWhatsapp, freshEmail, registerAndVerify, weeklyEvent } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

const WEEKDAYS = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'];
/** Mostly Arabic letters: the reply is in Arabic (a title, a time zone or a link in Latin letters may sit inside it). */
const arabic = (text: string) => (text.match(/\p{Script=Arabic}/gu)?.length ?? 0) > 2 * (text.match(/\p{Script=Latin}/gu)?.length ?? 0);

describe('the WhatsApp assistant in Arabic', () => {
  it('add, move, cancel one occurrence and undo in Arabic: replies in Arabic, the calendar follows each step', async () => {
    const page = await newPage(browser(), appUrl);
    const chat = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('whatsapp-ar'));
    const say = await connectWhatsapp(page, chat);
    const { first, skipped, weekly, occurrences: of } = weeklyEvent(page);
    const occurrences = () => of('سباحة');

    const added = await say(`أضف سباحة كل ${WEEKDAYS[first.weekday - 1]} الساعة 4 العصر`);
    expect(arabic(added)).toBe(true);
    expect(added).toContain('سباحة');
    expect(await occurrences()).toEqual(weekly.map((d) => [d, '16:00']));

    expect(arabic(await say('غيّر السباحة للساعة 5 العصر'))).toBe(true);
    expect(await occurrences()).toEqual(weekly.map((d) => [d, '17:00']));

    expect(arabic(await say('ألغِ السباحة الأسبوع الجاي'))).toBe(true);
    expect(await occurrences()).toEqual(weekly.filter((d) => d !== skipped).map((d) => [d, '17:00']));

    expect(arabic(await say('تراجع'))).toBe(true);
    expect(await occurrences()).toEqual(weekly.map((d) => [d, '17:00']));
    expect(page.problems).toEqual([]);
    expect(chat.problems).toEqual([]);
  });
});

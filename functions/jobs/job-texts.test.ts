import { describe, expect, it } from 'vitest';
import { agendaParameters, agendaText, eventLine, openTodoLines } from './daily-agenda';
import { birthdaysWithin, weeklyEmail } from './weekly-email';
import { ENGLISH_JOB_TEXTS, jobTexts } from './job-texts';
import { ARABIC_JOB_TEXTS } from './job-texts-ar';

const plain = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
const ar = ARABIC_JOB_TEXTS;
const names = new Map([['m1', 'Ada Okafor']]);
const todo = (task: string, dueDate?: string) => ({ task, dueDate, isCompleted: false, created_at: '2027-03-01T00:00:00Z', assigneeId: 'm1' }) as never;

describe('the scheduled messages catalogue', () => {
  it('picks the profile language, English for anything else', () => {
    expect(jobTexts('ar')).toBe(ARABIC_JOB_TEXTS);
    expect(jobTexts('en')).toBe(ENGLISH_JOB_TEXTS);
    expect(jobTexts(undefined)).toBe(ENGLISH_JOB_TEXTS);
    expect(jobTexts('fr')).toBe(ENGLISH_JOB_TEXTS);
    expect(Object.keys(ARABIC_JOB_TEXTS).sort()).toEqual(Object.keys(ENGLISH_JOB_TEXTS).sort());
  });

  it('keeps the English agenda as it was', () => {
    const agenda = { day: 'Sunday 14 March', events: Array.from({ length: 9 }, (_, i) => `0${i}:00: E${i}`), todos: ['Sign it (due today)'], shopping: 1 };
    expect(agendaText('Maya', agenda)).toBe(
      `Good morning Maya! Here is your Sunday 14 March.\n\nToday:\n${agenda.events
        .slice(0, 8)
        .map((l) => `• ${l}`)
        .join('\n')}\n• and 1 more\n\nOpen to-dos:\n• Sign it (due today)\n\nShopping list: 1 item to buy\n\nReply here to add or change anything.`,
    );
    expect(agendaParameters({ ...agenda, events: [], todos: [], shopping: 0 })).toEqual(['Sunday 14 March', 'nothing on the calendar', 'none']);
    expect(ENGLISH_JOB_TEXTS.day('2027-03-14')).toBe('Sunday 14 March');
  });

  it('writes the agenda in Arabic with Latin digits, Arabic day names and the typed values isolated', () => {
    const line = eventLine({ title: 'Swimming', time: '16:30', allDay: false, familyMemberId: 'm1', date: '2027-03-14' }, names, '2027-03-14', ar);
    expect(line).toBe('\u20684:30 م\u2069: \u2068Swimming\u2069 (\u2068Ada Okafor\u2069)');
    const todos = openTodoLines([todo('Pay', '2027-03-20'), todo('Sign', '2027-03-14'), todo('Call', '2027-03-10')], '2027-03-14', names, ar).map(plain);
    expect(todos).toEqual(['Call - Ada Okafor (متأخرة)', 'Sign - Ada Okafor (موعدها اليوم)', 'Pay - Ada Okafor (موعدها 20 مارس)']);
    const text = plain(agendaText('Layla', { day: ar.day('2027-03-14'), events: Array(10).fill(line), todos, shopping: 3 }, ar));
    expect(text).toContain('صباح الخير يا Layla! إليك يومك، الأحد 14 مارس.');
    expect(text).toContain('اليوم:\n• 4:30 م: Swimming (Ada Okafor)');
    expect(text).toContain('• وموعدان آخران');
    expect(text).toContain('مهام لم تُنجز بعد:\n• Call - Ada Okafor (متأخرة)');
    expect(text).toContain('قائمة التسوق: 3 عناصر للشراء');
    expect(text).not.toMatch(/Today|Good morning|Shopping list|more/);
    expect(plain(agendaText('Layla', { day: 'x', events: [], todos: [], shopping: 1 }, ar))).toContain('لا شيء في التقويم اليوم.');
    expect(plain(ar.eventLine({ time: null, title: 'Trip', people: [], family: 'Ana' }))).toBe('طوال اليوم: Trip · عائلة Ana');
  });

  it('writes the weekly email in Arabic, right to left, with the same sections', () => {
    const birthdays = birthdaysWithin([{ name: 'Ada', date_of_birth: '2018-04-07' }], '2027-03-29', 14, ar);
    expect(birthdays.map(plain)).toEqual(['الأربعاء 7 أبريل: عيد ميلاد Ada (يتمّ 9 سنوات)']);
    expect(birthdaysWithin([{ name: 'Ada', date_of_birth: '2018-04-07' }], '2027-03-29', 14)).toEqual(['Wed 7 Apr: Ada turns 9']);
    const w = {
      range: ar.weekRange('2027-03-29', '2027-04-04'),
      groups: [],
      todos: ['Pay'],
      shopping: 1,
      birthdays,
      unsubscribe: { page: 'http://x/u', oneClick: 'http://x/o' },
    };
    const mail = weeklyEmail('a@example.com', 'Layla', w, ar);
    expect(plain(mail.subject)).toBe('أسبوع عائلتك: الاثنين 29 مارس – الأحد 4 أبريل');
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><body/);
    const text = plain(mail.text);
    expect(text).toContain('مرحبًا Layla،');
    expect(text).toContain('الأسبوع القادم\nلا شيء في التقويم الأسبوع القادم.');
    expect(text).toContain('التسوق\n- قائمة التسوق: عنصر واحد للشراء');
    expect(text).toContain('إلغاء الاشتراك: http://x/u');
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe', value: '<http://x/o>' });
    expect(text).not.toMatch(/Hi |Open to-dos|Unsubscribe|your family assistant/);
  });
});

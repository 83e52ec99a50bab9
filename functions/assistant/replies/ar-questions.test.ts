import { ownWords } from '../../../tests/helpers/arabic-text';
import { describe, expect, it } from 'vitest';
import { interpret } from '../understanding/engine';
import { ASK_FOR } from '../understanding/en/language';
import { askWhat } from '../understanding/en/list-phrases';
import type { EngineContext } from '../understanding/message';
import { arabicQuestion, GENERAL_EITHER, GENERAL_QUESTION } from './ar-questions';
import { FSI, PDI } from './ar-text';

const v = (value: string) => `${FSI}${value}${PDI}`;

function expectArabic(english: string, arabic: string) {
  expect(ownWords(arabic), `${english} → ${arabic}`).not.toMatch(/\p{Script=Latin}/u);
  expect(arabic).toMatch(/\p{Script=Arabic}/u);
  expect(arabic, english).not.toBe(GENERAL_QUESTION);
}

/** Every question the English reader asks, its values filled in as the reader fills them. */
const QUESTIONS = [
  ...Object.values(ASK_FOR),
  askWhat.clarify,
  'Which event should I change? For example: "move the dentist to 11am".',
  'Which to-do should I tick off? Send "done 2" (the number from "my list") or "done buy milk".',
  'Which to-do is done? Send "done 2" (the number from "my list") or "done buy milk".',
  'One family member at a time, please. For example: "what does Mia have on Friday?"',
  'You have more than one family member called Sam. Please give them different names in the app first.',
  'Which one do you mean: Sam Okafor or Sam Lee? Please use the full name.',
  'You have no family members yet. Add them in the Simplify app, then ask me again.',
  'Add your children in the Simplify app first, then tell me their homework.',
  `Who do you mean? For example: "what is Mia's learning style?"`,
  'Who is the homework for? For example: "homework: maths worksheet for Mia due Thursday".',
  'When is it due? For example: "homework: spelling list for Mia due Thursday".',
  'When is it due? For example: "homework: maths worksheet for Mia due Thursday".',
  'What is the homework? For example: "homework: maths worksheet for Mia due Thursday".',
  `Whose homework? For example: "Mia's homework".`,
  'What should I add, and when? For example: "dentist for Mia on Friday at 10am" or "remind me to call mum tomorrow at 6pm".',
  'What is the event called? For example: "swimming for Mia tomorrow at 4pm".',
  'That title is too long; please keep it under 200 characters.',
  'Which event should I remind you about? Send it with the reminder, e.g. "dentist tomorrow at 10, remind me 30 minutes before".',
  'What should I remind you about? For example: "remind me to call the dentist tomorrow at 9".',
  'Send me the event with its repeat and I\'ll add it, e.g. "piano every Tuesday at 5pm" or "bins every week on Monday at 7am". To change one already on the calendar, say how it repeats now, e.g. "make piano fortnightly" or "piano finishes after March".',
  'I can repeat events every day, every week (e.g. "every Tuesday"), every other week, every month or every year. For other patterns, add it in the calendar on the web.',
  'When should I move the dentist to? For example: "move the dentist to Friday at 11am".',
  'When should I move it to? For example: "move the dentist to Friday at 11am".',
  'When should I remind you about piano? For example: "tomorrow at 9am".',
  'When is Piano? For example: "piano tomorrow at 4pm".',
  'Which day is Piano?',
  '4:00 PM today has already passed. Which day is Piano? For example: "tomorrow" or "piano tomorrow at 4pm".',
  "2:30 AM doesn't exist on Sun 8 Mar 2026: the clocks go forward that night. What time should it be?",
  'Add “meeting” to your calendar on Tue 10 Mar 2026 at 3:00 PM, or look for “meeting” in your calendar? Reply 1 or 2.',
  'Cancel “errands”, or take errands, milk off Shopping? Reply 1 or 2.',
  "Show what's on on Fri 6 Mar 2026, or show Shopping? Reply 1 or 2.",
  "Check whether you're free on Fri 6 Mar 2026 at 4:00 PM, or list your reminders? Reply 1 or 2.",
  'Change “dentist”, or add tea to your to-dos? Reply 1 or 2.',
  'Tick “call mum” off your to-dos, or show your to-dos? Reply 1 or 2.',
];

const CTX: EngineContext = {
  timezone: 'Australia/Sydney',
  now: new Date('2026-03-04T03:00:00Z'),
  memberNames: ['Mia Okafor', 'Sam Okafor', 'Sam Lee', 'Leo'],
  childNames: ['Mia Okafor', 'Leo'],
};

describe('the English reader’s questions in Arabic', () => {
  it('every question is Arabic apart from the values it quotes', () => {
    for (const q of QUESTIONS) expectArabic(q, arabicQuestion(q));
    // Each question has an Arabic of its own: none falls back to a shared one.
    expect(new Set(QUESTIONS.map((q) => arabicQuestion(q))).size).toBe(QUESTIONS.length);
  });

  it('keeps the values as typed, isolated', () => {
    expect(arabicQuestion('Which one do you mean: Sam Okafor or Sam Lee? Please use the full name.')).toBe(
      `أيّهم تقصد: ${v('Sam Okafor')} أو ${v('Sam Lee')}؟ اكتب الاسم كاملًا.`,
    );
    expect(arabicQuestion('When is Piano? For example: "piano tomorrow at 4pm".')).toBe(`متى «${v('Piano')}»؟ مثلًا: «بكرة الساعة 4 العصر».`);
    expect(arabicQuestion('Cancel “errands”, or take errands, milk off Shopping? Reply 1 or 2.')).toBe(
      `هل ألغي «${v('errands')}»، أم أشطب ${v('errands')} و${v('milk')} من قائمة التسوق؟ ردّ بـ 1 أو 2.`,
    );
  });

  it('asks the questions the reader really builds in Arabic', () => {
    const messages = ['remind me', 'add piano', 'remind me about piano', 'move the dentist', 'homework', 'what does Sam have?', 'done', 'repeat this event'];
    for (const text of messages) {
      const meant = interpret(text, CTX);
      expect('clarify' in meant, text).toBe(true);
      if ('clarify' in meant) expectArabic(meant.clarify, arabicQuestion(meant.clarify, meant.pending));
    }
  });

  it('an unknown question or clause gets the general Arabic question, never English', () => {
    expect(arabicQuestion('Which planet should I visit?')).toBe(GENERAL_QUESTION);
    expect(arabicQuestion('Fly to the moon, or show Shopping? Reply 1 or 2.')).toBe(GENERAL_EITHER);
    const pending = { kind: 'assistant', ask: 'either', tool: 'help', input: {}, at: CTX.now.toISOString() } as const;
    expect(arabicQuestion('Something new?', pending)).toBe(GENERAL_EITHER);
  });

  it('keeps a question already in Arabic', () => {
    expect(arabicQuestion('أي قائمة؟ مثلًا: «وش في قائمة التسوق؟».')).toBe('أي قائمة؟ مثلًا: «وش في قائمة التسوق؟».');
  });
});

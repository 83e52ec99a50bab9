import { ownWords } from '../helpers/arabic-text';
import { describe, expect, it } from 'vitest';
import { askWhat } from '../../functions/assistant/understanding/en/list-phrases';
import { api, family, reply, type Family } from '../helpers/whatsapp-chat';

// A parent whose profile is Arabic and who writes in English: the assistant's questions back come in Arabic,
// through the signed webhook, the real worker and DynamoDB Local, and the answer to a question still completes it.

const FSI = '\u2068';
const PDI = '\u2069';
const v = (value: string) => `${FSI}${value}${PDI}`;

async function arabicReply(u: Family, text: string): Promise<string> {
  const answer = await reply(u.number, text);
  expect(ownWords(answer), `reply to "${text}": ${answer}`).not.toMatch(/\p{Script=Latin}/u);
  expect(answer).toMatch(/\p{Script=Arabic}/u);
  return answer;
}

describe('questions back to an Arabic profile writing in English', () => {
  it('are asked in Arabic, and the English answer still completes them', async () => {
    const u = await family();
    expect((await api.put('/api/auth/profile', { preferred_language: 'ar' }, { token: u.token })).status).toBe(200);

    expect(await arabicReply(u, 'add to list')).toBe('ماذا أضيف؟ مثلًا: «مهمة: أتصل بالبنك» أو «أضف حليب لقائمة التسوق».');
    expect(await arabicReply(u, 'remind me')).toMatch(/^بأي موعد أذكّرك؟/);
    expect(await arabicReply(u, 'homework')).toBe(`واجب من؟ مثلًا: «شو واجبات ${v('Mia')}؟».`);

    // The question keeps its pending answer: "tomorrow at 4pm" files the event.
    expect(await arabicReply(u, 'add piano')).toBe(`متى «${v('Piano')}»؟ مثلًا: «بكرة الساعة 4 العصر».`);
    expect(await arabicReply(u, 'tomorrow at 4pm')).toContain(`أضفتُ إلى تقويمك: ${v('Piano')}`);

    // The either/or question in Arabic, answered with an Arabic-Indic digit.
    const either = await arabicReply(u, 'remove the errands');
    expect(either).toBe(`هل ألغي «${v('errands')}»، أم أشطب ${v('errands')} من قائمة التسوق؟ ردّ بـ 1 أو 2.`);
    const chosen = await arabicReply(u, '١');
    // The first reading, cancelling “errands”, was chosen: there is no such event.
    expect(chosen).toMatch(new RegExp(`^لم أجد «${v('errands')}» في تقويمك`));
  });

  it('an English profile still gets the exact English question', async () => {
    const u = await family();
    expect(await reply(u.number, 'add to list')).toBe(askWhat.clarify);
    expect(await reply(u.number, 'add piano')).toBe('When is Piano? For example: "piano tomorrow at 4pm".');
    expect(await reply(u.number, 'remove the errands')).toBe('Cancel “errands”, or take errands off Shopping? Reply 1 or 2.');
  });
});

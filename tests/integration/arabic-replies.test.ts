import { ownWords } from '../helpers/arabic-text';
import { describe, expect, it } from 'vitest';
import {
  api,
  call,
  day,
  drainLocalQueue,
  family,
  inbound,
  PHONE_NUMBER_ID,
  repliesTo,
  say,
  signedPayload,
  webhookPayload,
  worker,
  type Family,
} from '../helpers/whatsapp-chat';

// Every tool's reply to an Arabic-speaking parent, through the signed webhook, the real worker and DynamoDB Local:
// no English sentence outside the values a reply quotes (names, titles the parent typed, times, links), and the lines
// the tools build keep their order right to left (each value isolated, Arabic joining words).

const FSI = '\u2068';
const RLI = '\u2067';
const PDI = '\u2069';
const RLM = '\u200f';
const v = (value: string) => `${FSI}${value}${PDI}`;

/** The reply to one message, which must be Arabic: no Latin letter in the assistant's own words. */
async function ask(u: Family, text: string): Promise<string> {
  const replies = await say(u.number, text);
  expect(replies).toHaveLength(1);
  const own = ownWords(replies[0]);
  expect(own, `reply to "${text}": ${replies[0]}`).not.toMatch(/\p{Script=Latin}/u);
  expect(own).toMatch(/\p{Script=Arabic}/u);
  expect(replies[0]).not.toContain('&');
  return replies[0];
}

/** A family whose profile language is Arabic: replies are Arabic whichever language a message is written in. */
async function arabicFamily() {
  const u = await family();
  expect((await api.put('/api/auth/profile', { preferred_language: 'ar' }, { token: u.token })).status).toBe(200);
  return u;
}

const SWIM = `${v('Swimming')} (${v('Mia')})`;

describe('Arabic replies from every tool', () => {
  it('events: add, the agenda, questions, free/busy, reminders, change, undo, cancel and not found', async () => {
    const u = await arabicFamily();
    expect(await ask(u, 'add swimming for Mia tomorrow at 4pm')).toContain(`أضفتُ إلى تقويمك: ${v('Swimming')} لـ${v('Mia')}`);
    expect(await ask(u, 'add piano for Mia tomorrow at 4:30pm for 30 minutes, remind me 15 minutes before')).toContain('ملاحظة: لدى');
    await ask(u, 'add dentist for Mia and Sam on ' + new Date(`${day(5)}T12:00:00Z`).toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' }));

    const tomorrow = (await ask(u, "what's on tomorrow?")).split('\n');
    expect(tomorrow).toContain(`${RLM}• ${v('4:00 م')} ${v('Swimming')} (${v('Mia')})`);
    expect(tomorrow).toContain(`${RLM}• ${v('4:30 م')} ${v('Piano')} (${v('Mia')})`);
    // Two people joined the Arabic way, each name isolated.
    expect(await ask(u, "what's on this week?")).toContain(`${v('Dentist')} (${v('Mia')} و${v('Sam')})`);

    expect((await ask(u, 'when is swimming?')).startsWith(`${RLI}${SWIM}${PDI} يوم ${RLI}`)).toBe(true);
    expect(await ask(u, 'is swimming tomorrow?')).toMatch(/^نعم، /);
    expect((await ask(u, "what's coming up?")).split('\n')[1].startsWith(`${RLM}• ${RLI}${RLI}${SWIM}${PDI}، `)).toBe(true);
    const busy = (await ask(u, 'am i free tomorrow at 4pm?')).split('\n');
    expect(busy[0]).toMatch(/^لديك هذه المواعيد يوم /);
    expect(busy[1]).toBe(`${RLM}• ${RLI}${v('4:00 م')} – ${v('5:00 م')}${PDI} ${RLI}${SWIM}${PDI}`);
    expect(busy.at(-1)).toBe(`(بتوقيت ${v('Pacific/Auckland')})`);
    expect(await ask(u, 'is Mia free tomorrow at 9am?')).toMatch(new RegExp(`^الوقت متاح لـ${v('Mia')} يوم `));
    expect(await ask(u, 'what reminders do i have?')).toMatch(/^تذكيراتك \(1\):\n.*التذكير قبله بـ15 دقيقة$/);

    expect(await ask(u, 'move swimming to 5pm')).toContain(`عدّلتُ ${RLI}${SWIM}${PDI}`);
    expect(await ask(u, 'undo')).toMatch(/^تراجعتُ عن /);
    expect(await ask(u, 'undo')).toBe('لا يوجد ما أتراجع عنه.');
    expect(await ask(u, 'cancel piano')).toMatch(/^حذفتُ /);
    expect(await ask(u, 'cancel the zoo')).toMatch(/^لم أجد «/);
    expect(await ask(u, 'remind me two days before the school trip')).toMatch(/^لم أجد .* ما تاريخه؟/);
    // A change to an event not in the calendar, told with its day: offered as a new one, and نعم adds it.
    expect(await ask(u, 'move the vet to tomorrow at 9am')).toMatch(
      /^لم أجد «.*Vet.*» في تقويمك\. هل أضيفه موعدًا جديدًا يوم .*؟ ردّ بـ«نعم» للإضافة أو «لا» لتركه\.$/,
    );
    expect(await ask(u, 'نعم')).toContain(`أضفتُ إلى تقويمك: ${v('Vet')}`);
  });

  it('lists: add, show by aisle, check, tick, remove, clear, make, rename, name them, and a refusal', async () => {
    const u = await arabicFamily();
    expect(await ask(u, 'add milk, eggs and bread to the shopping list')).toBe(`أضفتُ إلى قائمة التسوق: ${v('milk')}، ${v('eggs')}، ${v('bread')}.`);
    await ask(u, 'add milk to the shopping list');
    const shown = (await ask(u, "what's on the shopping list")).split('\n');
    expect(shown).toEqual(['قائمة التسوق (3 عناصر):', 'الألبان والبيض', `${RLM}• ${v('milk')}`, `${RLM}• ${v('eggs')}`, 'المخبوزات', `${RLM}• ${v('bread')}`]);
    await ask(u, 'is milk on the list?');
    await ask(u, 'is cheese on the shopping list?');
    await ask(u, 'got the milk');
    await ask(u, 'remove eggs');
    await ask(u, 'undo');
    expect(await ask(u, 'clear the shopping list')).toBe('هل أفرغ قائمة التسوق؟ سيُحذف منها 3 عناصر. ردّ بـ«نعم» لإفراغها أو «لا» للإبقاء عليها.');
    await ask(u, 'no');
    await ask(u, 'clear the shopping list');
    expect(await ask(u, 'yes')).toMatch(/^أفرغتُ قائمة التسوق/);
    expect(await ask(u, 'new list for the holiday')).toMatch(new RegExp(`^أنشأتُ قائمة جديدة: ${v('Holiday')}\\.`));
    // The use-case's refusal, said in Arabic.
    expect(await ask(u, 'new list for the holiday')).toBe(`عذرًا، لم ينجح ذلك: توجد قائمة باسم «${v('Holiday')}» من قبل. اختر اسمًا آخر.`);
    expect(await ask(u, 'new list')).toMatch(new RegExp(`^أنشأتُ قائمة جديدة: ${v('قائمة جديدة')}\\. ما الاسم`));
    expect(await ask(u, 'التخييم')).toMatch(new RegExp(`^سمّيتُها ${v('التخييم')}\\.`));
    const lists = (await ask(u, 'what lists do i have')).split('\n');
    expect(lists).toContain(`${RLM}• ${v('Holiday')}: فارغة`);
    expect(lists.at(-1)).toMatch(new RegExp(`^افتحها من هنا: ${FSI}http\\S+ ${PDI}$`));
    await ask(u, 'شو في قائمة التخييم؟');
  });

  it('to-dos and homework: add, already there, list, done by number and by words, clear', async () => {
    const u = await arabicFamily();
    expect(await ask(u, 'todo buy milk')).toBe(`أضفتُ إلى مهامك: ${v('buy milk')} (رقم 1).`);
    expect(await ask(u, 'todo call the bank, book flights')).toBe(`أضفتُ إلى مهامك: ${v('call the bank')} (رقم 2)، ${v('book flights')} (رقم 3).`);
    await ask(u, 'todo buy milk');
    await ask(u, 'remind me to renew the passport');
    const mine = (await ask(u, 'my list')).split('\n');
    expect(mine.slice(0, 3)).toEqual(['مهامك التي لم تُنجز (4):', `${RLM}1. ${v('buy milk')}`, `${RLM}2. ${v('call the bank')}`]);
    expect(await ask(u, 'what reminders do i have?')).toContain(`${RLM}• ${v('renew the passport')}`);
    expect(await ask(u, 'done 1')).toBe(`تم: ${v('buy milk')}. بقي في قائمتك 3 مهام.`);
    await ask(u, 'done 9');
    expect(await ask(u, 'done flights')).toBe(`تم: ${v('book flights')}. بقي في قائمتك مهمتان.`);
    await ask(u, 'clear my list');
    await ask(u, 'yes');
    await ask(u, 'my list');

    const added = await ask(u, 'homework: maths worksheet for Mia due Thursday');
    expect(added).toMatch(new RegExp(`^أضفتُ واجبًا لـ${v('Mia')}: ${v('maths worksheet')}، موعد تسليمه ${FSI}الخميس `));
    expect((await ask(u, "Mia's homework")).split('\n')[1]).toMatch(new RegExp(`^${RLM}1\\. ${v('maths worksheet')}، موعد التسليم `));
    await ask(u, "Sam's homework");
  });

  it('the account and the family: sign-in link, plan, help, facts, and a message not understood', async () => {
    const u = await arabicFamily();
    expect(await ask(u, 'login')).toMatch(new RegExp(`^هذا رابط تسجيل الدخول إلى ${v('Simplify')}\\..*\\n${FSI}http\\S+ ${PDI}$`));
    expect(await ask(u, 'my plan')).toMatch(new RegExp(`^باقة ${v('Simplify')} مفعّلة`));
    await ask(u, 'help');
    await ask(u, 'thanks');
    await ask(u, 'asdf qwer');
    expect(await ask(u, "when is Mia's birthday?")).toMatch(new RegExp(`^عيد ميلاد ${v('Mia')} في ${FSI}\\d+ \\p{Script=Arabic}+${PDI}`, 'u'));
    await ask(u, 'which school is Mia at?');
    await ask(u, "what is Mia's learning style?");
    await ask(u, "Mia's DiSC style?");
  });

  it('says in Arabic that it reads text and documents when a sticker comes', async () => {
    const u = await arabicFamily();
    const before = repliesTo(u.number).length;
    const { body, signature } = signedPayload(
      webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(u.number, { type: 'sticker' })] }),
      process.env.WHATSAPP_APP_SECRET!,
    );
    const res = await call('POST', '/api/whatsapp/webhook', {
      rawBody: body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    });
    expect(res.status).toBe(200);
    await drainLocalQueue(worker);
    expect(repliesTo(u.number).slice(before)).toEqual([
      `أستطيع حاليًا قراءة الرسائل النصية ومستندات المدرسة (${v('PDF')} أو ملف نصي أو صورة). من فضلك اكتب طلبك، مثلًا: «شو عندنا اليوم؟» أو «مساعدة».`,
    ]);
  });

  it('answers an Arabic message in Arabic on an English profile', async () => {
    const u = await family();
    await ask(u, 'مهمة: أتصل بالبنك');
    expect(await ask(u, 'شو مهامي؟')).toContain(`${RLM}1. ${v('أتصل بالبنك')}`);
    await ask(u, 'ما هي قوائمي؟');
  });
});

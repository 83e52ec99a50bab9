import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { standInGraph } from '../helpers/graph';

// The daily agenda and the weekly email in the profile's language, through the real jobs, DynamoDB Local, the
// mail catcher and the WhatsApp simulator. Config is read once, so the WhatsApp variables are set first.
const graph = await standInGraph({ phoneNumberId: '123456789012347', env: { WHATSAPP_DAILY_TEMPLATE: 'family_daily_agenda' } });
const { drainLocalQueue } = await import('../../functions/adapters/queue');
const { handler: worker } = await import('../../functions/assistant/conversation/worker');
const { startConnection } = await import('../../functions/whatsapp/connections');
const { keys } = await import('../../functions/data/keys');
const { getUser } = await import('../../functions/data/users');
const { db, tableName } = await import('../../functions/data/client');
const { syncSummarySchedules } = await import('../../functions/jobs/summary-schedule');
const { runDailyAgenda } = await import('../../functions/jobs/daily-agenda');
const { runWeeklyEmail } = await import('../../functions/jobs/weekly-email');
const { event, subscription } = await import('../../scripts/local/stripe-events');
const { inbound, signedPayload, wamid, webhookPayload } = await import('../../scripts/local/whatsapp-events');
const { signedUpUser } = await import('../helpers/accounts');
const { api, call } = await import('../helpers/api');
const { deliverStripeEvent } = await import('../helpers/billing');
const { childMember } = await import('../helpers/family');
const { emailsTo } = await import('../helpers/mail');
const { allItems, setAttributes } = await import('../helpers/table');

const plain = (text = '') => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
const profile = async (token: string, body: Record<string, unknown>) => expect((await api.put('/api/auth/profile', body, { token })).status).toBe(200);

// Each test starts with no schedule item, so a run sends only that test's accounts.
beforeEach(async () => {
  for (const i of (await allItems()).filter((x) => x.entity === 'summarySchedule'))
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: i.pk, sk: i.sk } }));
});

/** A paying account connected to WhatsApp through its code, in the language given, with the daily agenda on. */
async function agendaAccount(language: 'en' | 'ar', day: string) {
  const u = await signedUpUser({ timezone: 'UTC', firstName: language === 'ar' ? 'Layla' : 'Maya' });
  const number = graph.newNumber();
  const { message } = await startConnection(u.user.id);
  const payload = webhookPayload({ phoneNumberId: graph.phoneNumberId, messages: [inbound(number, { type: 'text', text: message }, wamid())] });
  const { body, signature } = signedPayload(payload, process.env.WHATSAPP_APP_SECRET!);
  const headers = { 'content-type': 'application/json', 'x-hub-signature-256': signature };
  expect((await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers })).status).toBe(200);
  await drainLocalQueue(worker);
  await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
  const customer = String(((await getUser(u.user.id)) as unknown as Record<string, unknown>).stripe_customer_id);
  expect((await deliverStripeEvent(event('customer.subscription.created', subscription({ customer, userId: u.user.id, plan: 'simplify' })))).status).toBe(200);
  await profile(u.token, { preferred_language: language, daily_push_enabled: true });
  const child = (await api.post('/api/family-members', childMember({ name: 'Ada Okafor' }), { token: u.token })).body;
  expect((await api.post('/api/calendar/events', { title: 'Swimming', date: day, time: '16:30', familyMemberId: child.id }, { token: u.token })).status).toBe(
    201,
  );
  expect((await api.post('/api/todos', { task: 'Sign the trip form', dueDate: day }, { token: u.token })).status).toBe(201);
  await syncSummarySchedules((await getUser(u.user.id))!, { daily: true }, new Date(`${day}T00:00:00Z`));
  // The parent wrote an hour before: the agenda goes as free text.
  await setAttributes(keys.whatsappState(u.user.id), { lastInboundAt: `${day}T06:00:00.000Z` });
  return { ...u, number, seen: graph.sentTo(number).length };
}

describe('the daily agenda in the profile language', () => {
  it('an Arabic profile gets it in Arabic, an English one unchanged', async () => {
    const day = '2027-09-12';
    const ar = await agendaAccount('ar', day);
    const en = await agendaAccount('en', day);
    expect(await runDailyAgenda(new Date(`${day}T07:00:00Z`))).toMatchObject({ sent: 2 });

    const [arabic] = graph.sentTo(ar.number).slice(ar.seen);
    expect(arabic.type).toBe('text');
    const text = plain(arabic.text.body);
    expect(text).toContain('صباح الخير يا Layla! إليك يومك، الأحد 12 سبتمبر.');
    expect(text).toContain('اليوم:\n• 4:30 م: Swimming (Ada Okafor)');
    expect(text).toContain('مهام لم تُنجز بعد:\n• Sign the trip form (موعدها اليوم)');
    expect(text).toContain('ردّ هنا لإضافة أي شيء أو تغييره.');
    expect(arabic.text.body).toContain('\u2068Swimming\u2069');

    const [english] = graph.sentTo(en.number).slice(en.seen);
    expect(english.text.body).toBe(
      'Good morning Maya! Here is your Sunday 12 September.\n\nToday:\n• 16:30: Swimming (Ada Okafor)\n\nOpen to-dos:\n• Sign the trip form (due today)\n\nReply here to add or change anything.',
    );
  });

  it('outside the 24-hour window an Arabic profile gets the template in its Arabic translation, with Arabic variables', async () => {
    const day = '2027-09-19';
    const ar = await agendaAccount('ar', day);
    const en = await agendaAccount('en', day);
    // The last message was over a day before: only a template may go.
    for (const u of [ar, en]) await setAttributes(keys.whatsappState(u.user.id), { lastInboundAt: '2027-09-17T06:00:00.000Z' });
    expect(await runDailyAgenda(new Date(`${day}T07:00:00Z`))).toMatchObject({ sent: 2 });

    const [arabic] = graph.sentTo(ar.number).slice(ar.seen);
    expect(arabic.type).toBe('template');
    expect(arabic.template).toMatchObject({ language: 'ar' });
    expect(plain(arabic.template!.parameters[0])).toBe('الأحد 19 سبتمبر');
    expect(plain(arabic.template!.parameters[1])).toContain('4:30 م: Swimming');

    const [english] = graph.sentTo(en.number).slice(en.seen);
    expect(english.template).toMatchObject({ language: 'en' });
    expect(english.template!.parameters[0]).toBe('Sunday 19 September');
  });
});

describe('the weekly email in the profile language', () => {
  const weeklyMails = async (email: string) => (await emailsTo(email)).filter((m) => m.body.text?.includes('/unsubscribe?token='));
  it('an Arabic profile gets it in Arabic, right to left, with a plain-text part; an English one unchanged', async () => {
    const sunday = '2027-09-19';
    const accounts = [];
    for (const language of ['ar', 'en'] as const) {
      const u = await signedUpUser({ timezone: 'UTC', firstName: language === 'ar' ? 'Layla' : 'Maya' });
      await profile(u.token, { preferred_language: language, weekly_email_enabled: true });
      const child = (await api.post('/api/family-members', childMember({ name: 'Ada Okafor', date_of_birth: '2018-09-24' }), { token: u.token })).body;
      await api.post('/api/calendar/events', { title: 'Football', date: '2027-09-20', time: '17:00', familyMemberId: child.id }, { token: u.token });
      await api.post('/api/todos', { task: 'Pay school dinners' }, { token: u.token });
      await syncSummarySchedules((await getUser(u.user.id))!, { weekly: true }, new Date('2027-09-15T00:00:00Z'));
      accounts.push(u);
    }
    expect(await runWeeklyEmail(new Date(`${sunday}T18:00:00Z`))).toMatchObject({ sent: 2 });

    const [arabic] = await weeklyMails(accounts[0].email);
    expect(plain(arabic.subject)).toBe('أسبوع عائلتك: الاثنين 20 سبتمبر – الأحد 26 سبتمبر');
    expect(arabic.body.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    const text = plain(arabic.body.text);
    expect(text).toContain('مرحبًا Layla،\n\nإليك أسبوع عائلتك (الاثنين 20 سبتمبر – الأحد 26 سبتمبر).');
    expect(text).toContain('Ada Okafor\n- الاثنين 20 سبتمبر، 5:00 م: Football');
    expect(text).toContain('مهام لم تُنجز بعد\n- Pay school dinners');
    expect(text).toContain('أعياد الميلاد في الأيام الـ14 القادمة\n- الجمعة 24 سبتمبر: عيد ميلاد Ada Okafor (يتمّ 9 سنوات)');
    expect(text).toMatch(/إلغاء الاشتراك: http:\/\/\S+\/unsubscribe\?token=/);

    const [english] = await weeklyMails(accounts[1].email);
    expect(english.subject).toBe('Your family week: Mon 20 Sep - Sun 26 Sep');
    expect(english.body.html).toMatch(/^<!doctype html><html><body/);
    expect(english.body.text).toContain("Hi Maya,\n\nHere is your family's week (Mon 20 Sep - Sun 26 Sep).\n\nAda Okafor\n- Mon 20 Sep, 17:00: Football");
    expect(english.body.text).toContain('Birthdays in the next 14 days\n- Fri 24 Sep: Ada Okafor turns 9');
  });
});

import { describe, expect, it } from 'vitest';
import { runReminderJob } from '../../functions/jobs/send-reminders';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { childMember } from '../helpers/family';
import { emailsTo, linkIn, waitForEmail } from '../helpers/mail';

// The scheduled messages in the recipient's profile language, through the real jobs, DynamoDB Local and the mail catcher.

const plain = (text = '') => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
const setLanguage = async (token: string, preferred_language: 'en' | 'ar') =>
  expect((await api.put('/api/auth/profile', { preferred_language }, { token })).status).toBe(200);

/** An event starting in 40 minutes with a 30-minute reminder (the job then runs "11 minutes from now"). */
function dueSoon(title: string, extra: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 40 * 60_000);
  return { title, date: start.toISOString().slice(0, 10), time: start.toISOString().slice(11, 16), reminderMinutes: 30, ...extra };
}
const runDue = () => runReminderJob(new Date(Date.now() + 11 * 60_000));
const mailsAbout = async (email: string, title: string) => (await emailsTo(email)).filter((m) => plain(m.subject).endsWith(title));

describe('event reminders in the profile language', () => {
  it('an Arabic profile gets an Arabic, right-to-left reminder with the title as typed; an English one is unchanged', async () => {
    const ar = await signedUpUser({ firstName: 'Layla', timezone: 'UTC' });
    const en = await signedUpUser({ firstName: 'Maya', timezone: 'UTC' });
    await setLanguage(ar.token, 'ar');
    const child = (await api.post('/api/family-members', childMember({ name: 'Ada Okafor' }), { token: ar.token })).body;
    const title = `Swimming ${ar.user.id.slice(0, 6)}`;
    const body = dueSoon(title, { familyMemberId: child.id, location: 'Leisure Centre' });
    expect((await api.post('/api/calendar/events', body, { token: ar.token })).status).toBe(201);
    const hers = (await api.post('/api/family-members', childMember({ name: 'Ada Okafor' }), { token: en.token })).body;
    expect((await api.post('/api/calendar/events', { ...body, familyMemberId: hers.id }, { token: en.token })).status).toBe(201);
    await runDue();

    const [mail] = await mailsAbout(ar.email, title);
    expect(mail.subject).toBe(`تذكير: \u2068${title}\u2069`);
    expect(mail.body.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail.body.html).toContain(`\u2068${title}\u2069`);
    const text = plain(mail.body.text);
    expect(text).toContain('مرحبًا Layla،');
    expect(text).toContain(`نذكّرك بموعد «${title}».`);
    expect(text).toMatch(/الموعد: \S+ \d{1,2} \S+ 20\d\d الساعة \d{1,2}:\d\d [صم] \(بتوقيت UTC\)/);
    expect(text).toContain('مع: Ada Okafor');
    expect(text).toContain('المكان: Leisure Centre');
    expect(text).toContain('افتح تقويم العائلة: http');
    expect(text).not.toMatch(/Reminder|When:|Who:|Hi /);

    const [english] = await mailsAbout(en.email, title);
    expect(english.subject).toBe(`Reminder: ${title}`);
    expect(english.body.html).toMatch(/^<!doctype html><html><body/);
    expect(english.body.text).toMatch(
      new RegExp(`^Hi Maya,\\n\\nThis is your reminder for "${title}".\\n\\nWhen: \\w+ \\d{1,2} \\w+ 20\\d\\d at \\d\\d:\\d\\d \\(UTC\\)\\n`),
    );
    expect(english.body.text).toContain('Who: Ada Okafor\n\nWhere: Leisure Centre');
  });

  it("a household adult's copy follows that adult's own language", async () => {
    const ana = await signedUpUser({ firstName: 'Ana', timezone: 'UTC' });
    const ben = await signedUpUser({ firstName: 'Ben', timezone: 'UTC' });
    await setLanguage(ben.token, 'ar');
    const inv = await api.post(
      '/api/account-links/invite',
      { targetEmail: ben.email, relationshipType: 'co_parent', permissions: ['edit_calendar'] },
      { token: ana.token },
    );
    expect(inv.status).toBe(201);
    const token = linkIn(await waitForEmail(ben.email, /^دعوة من/), '/account-link/').split('/account-link/')[1];
    expect((await api.post(`/api/account-links/accept/${token}`, undefined, { token: ben.token })).status).toBe(200);
    const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: ana.token })).body;
    const title = `Dentist ${ana.user.id.slice(0, 6)}`;
    expect((await api.post('/api/calendar/events', dueSoon(title, { memberIds: [mia.id, ben.user.id] }), { token: ana.token })).status).toBe(201);
    await runDue();

    const [anas] = await mailsAbout(ana.email, title);
    expect(anas.subject).toBe(`Reminder: ${title}`);
    expect(anas.body.text).toContain('Who: Mia Okafor, Ben');
    const [bens] = await mailsAbout(ben.email, title);
    expect(bens.subject).toBe(`تذكير: \u2068${title}\u2069`);
    expect(bens.body.html).toContain('dir="rtl"');
    expect(plain(bens.body.text)).toContain('مرحبًا Ben،');
    expect(plain(bens.body.text)).toContain('مع: Mia Okafor وBen');
  });
});

import { describe, expect, it } from 'vitest';
import { answer } from '../../functions/assistant/conversation/assistant';
import { setUserFields } from '../../functions/data/users';
import { DISC_QUESTIONS } from '../../shared/assessments/disc-questions';
import { VARK_QUESTIONS } from '../../shared/assessments/vark-questions';
import { event, invoice, subscription } from '../../scripts/local/stripe-events';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { deliverStripeEvent } from '../helpers/billing';
import { adultMember, childMember } from '../helpers/family';
import { allItems } from '../helpers/table';

/** Wednesday 3 March 2027, 14:00 in Sydney (AEDT). */
const NOW = new Date('2027-03-03T03:00:00Z');

type Signed = Awaited<ReturnType<typeof signedUpUser>>;

/** Subscribe the way production does: checkout, then Stripe's signed subscription and invoice events. */
async function subscribe(u: Signed, plan: 'simplify' | 'simplify_plus') {
  await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  const sub = subscription({ customer, userId: u.user.id, plan });
  expect((await deliverStripeEvent(event('customer.subscription.created', sub))).status).toBe(200);
  expect((await deliverStripeEvent(event('invoice.paid', invoice({ customer, subscription: sub, plan })))).status).toBe(200);
}

async function family(plan: 'simplify' | 'simplify_plus') {
  const u = await signedUpUser({ timezone: 'Australia/Sydney' });
  await subscribe(u, plan);
  const mia = (
    await api.post(
      '/api/family-members',
      childMember({ name: 'Mia Okafor', date_of_birth: '2016-04-02', school_name: 'Harbour Primary', year_level: 'Year 4' }),
      { token: u.token },
    )
  ).body;
  const sam = (await api.post('/api/family-members', adultMember({ name: 'Sam Okafor' }), { token: u.token })).body;
  return { ...u, mia, sam };
}

const ask = (u: { user: { id: string } }, text: string) => answer(u.user.id, text, NOW);
const eventsIn = async (u: Signed, fromDate: string, toDate: string) =>
  (await api.get('/api/calendar/events', { token: u.token, query: { fromDate, toDate } })).body as Array<Record<string, unknown>>;

describe('assistant answer(): each tool end to end', () => {
  it('creates events through the calendar use-case (member, reminder, weekly series) and reads them back in the agenda', async () => {
    const u = await family('simplify_plus');
    const swim = await ask(u, 'add swimming for Mia tomorrow at 4pm, remind me 30 minutes before');
    expect(swim).toEqual({
      tool: 'createEvent',
      text: 'Added to your calendar: Swimming for Mia, on Thu 4 Mar 2027 at 4:00 PM (Australia/Sydney). It lasts 1 hour. I’ll remind you 30 minutes before.',
    });
    const piano = await ask(u, 'piano every Tuesday at 5pm for 45 minutes');
    expect(piano.text).toBe('Added to your calendar: Piano, every Tuesday, starting Tue 9 Mar 2027 at 5:00 PM (Australia/Sydney). It lasts 45 minutes.');

    // Visible through the same list the web calendar reads.
    const march = await eventsIn(u, '2027-03-01', '2027-03-31');
    const swimming = march.filter((e) => e.title === 'Swimming');
    expect(swimming).toHaveLength(1);
    expect(swimming[0]).toMatchObject({ date: '2027-03-04', time: '16:00', duration: 60, familyMemberId: u.mia.id, reminderMinutes: 30, recurrence: 'none' });
    expect(march.filter((e) => e.title === 'Piano').map((e) => e.date)).toEqual(['2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30']);
    // The reminder is scheduled like the web's: 15:30 Sydney time (AEDT, UTC+11) is 04:30 UTC.
    const reminder = (await allItems()).find((i) => i.entity === 'reminder' && i.eventId === swimming[0].id);
    expect(reminder).toMatchObject({ occurrence: '2027-03-04', dueAt: '2027-03-04T04:30:00Z' });

    const tomorrow = await ask(u, 'what does Mia have tomorrow?');
    expect(tomorrow.tool).toBe('agenda');
    expect(tomorrow.text).toContain("Mia's calendar, Tomorrow (Thu 4 Mar 2027):");
    expect(tomorrow.text).toContain('• 4:00 PM Swimming');
    expect(tomorrow.text).not.toContain('Piano');
    const week = await ask(u, "what's on this week?");
    expect(week.text).toBe(
      [
        'Your calendar, Wed 3 Mar 2027 – Tue 9 Mar 2027:',
        '',
        'Tomorrow (Thu 4 Mar 2027)',
        '• 4:00 PM Swimming (Mia)',
        '',
        'Tue 9 Mar 2027',
        '• 5:00 PM Piano ↻',
        '',
        'Times are Australia/Sydney time.',
      ].join('\n'),
    );
    expect((await ask(u, 'what does Sam have tomorrow?')).text).toContain('Sam has nothing in the calendar for tomorrow (Thu 4 Mar 2027).');

    // Ambiguity is a question, and nothing is created.
    const vague = await ask(u, 'add dentist');
    expect(vague).toMatchObject({ tool: null, text: expect.stringMatching(/^When is Dentist\?/), pending: { kind: 'assistant', ask: 'when' } });
    expect((await eventsIn(u, '2027-03-01', '2027-03-31')).filter((e) => e.title === 'Dentist')).toHaveLength(0);
  });

  it('adds, lists and completes to-dos by number and by text', async () => {
    const u = await family('simplify');
    expect((await ask(u, 'todo buy milk')).text).toBe('Added to your list: buy milk (number 1).');
    expect((await ask(u, 'add to my list: sign the school form')).text).toBe('Added to your list: sign the school form (number 2).');
    expect((await ask(u, 'todo call the plumber')).tool).toBe('addTodo');
    expect((await ask(u, 'my list')).text).toContain('Your list (3 open):\n1. buy milk\n2. sign the school form\n3. call the plumber');
    expect(await ask(u, 'done 2')).toEqual({ tool: 'completeTodo', text: 'Done: sign the school form. 2 left on your list.' });
    expect((await ask(u, 'done 7')).text).toMatch(/there is no number 7/);
    expect((await ask(u, 'done buy milk')).text).toBe('Done: buy milk. 1 left on your list.');
    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string; isCompleted: boolean }>;
    expect(Object.fromEntries(todos.map((t) => [t.task, t.isCompleted]))).toEqual({
      'buy milk': true,
      'sign the school form': true,
      'call the plumber': false,
    });
    expect((await ask(u, 'my list')).text).toContain('1. call the plumber');
    // Open to-dos come with the agenda.
    expect((await ask(u, 'today')).text).toContain('Open to-dos (1):\n1. call the plumber');
    // A member's agenda shows their to-dos, numbered as in "my list" so "done N" still means the same one.
    expect((await api.post('/api/todos', { task: 'pack swim bag', assigneeId: u.mia.id }, { token: u.token })).status).toBe(201);
    const mias = await ask(u, 'what does Mia have today?');
    expect(mias.text).toContain('Open to-dos (1):\n2. pack swim bag');
    expect(mias.text).not.toContain('plumber');
    expect((await ask(u, 'done 2')).text).toBe('Done: pack swim bag. 1 left on your list.');
  });

  it('answers family facts from completed assessments and member profiles', async () => {
    const u = await family('simplify_plus');
    expect((await ask(u, "what is Mia's learning style?")).text).toBe(
      "Mia hasn't completed a VARK learning-style assessment yet: http://localhost:3000/vark-assessment",
    );
    const vark = (await api.post('/api/vark/assessments/start', { familyMemberId: u.mia.id }, { token: u.token })).body.assessment.id;
    const varkDone = await api.patch(
      `/api/vark/assessments/${vark}`,
      { responses: VARK_QUESTIONS['6-12'].map((q) => ({ questionId: q.id, answer: 'visual' })) },
      { token: u.token },
    );
    expect(varkDone.body.completed).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const style = await ask(u, "what is Mia's learning style?");
    expect(style.tool).toBe('memberFacts');
    expect(style.text).toMatch(new RegExp(`^Mia's learning style \\(VARK, .+\\): ${varkDone.body.assessment.styleLabel}\\.$`));
    expect(style.text).toContain(new Date(`${today}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }));

    const disc = (await api.post('/api/disc/assessments/start', { familyMemberId: u.sam.id }, { token: u.token })).body.assessment.id;
    await api.patch(
      `/api/disc/assessments/${disc}`,
      { responses: DISC_QUESTIONS['13+'].map((q, i) => ({ questionId: q.id, answer: i < 12 ? 'supportive' : 'cautious' })) },
      { token: u.token },
    );
    expect((await ask(u, "Sam's DiSC style?")).text).toMatch(/^Sam's DiSC style \(.+\): S – Supportive, then C – Cautious\.$/);

    expect((await ask(u, "when is Mia's birthday?")).text).toBe("Mia's birthday is 2 April (born 2016, 10 now). Next one: Fri 2 Apr 2027, turning 11.");
    expect((await ask(u, 'which school is Mia at?')).text).toBe('Mia is at Harbour Primary, Year 4.');
    expect((await ask(u, 'which school is Sam at?')).text).toBe(`I don't have a school for Sam: http://localhost:3000/family/${u.sam.id}`);
    expect((await ask(u, "what is Zed's learning style?")).tool).toBeNull();
  });

  it('hands out a single-use magic link that the web verify handler accepts once', async () => {
    const u = await family('simplify');
    const reply = await ask(u, 'sign in link');
    expect(reply.tool).toBe('signInLink');
    const url = /https?:\/\/\S+/.exec(reply.text)![0];
    expect(url.startsWith('http://localhost:3000/auth/magic-link/verify?token=')).toBe(true);
    const token = new URL(url).searchParams.get('token')!;
    const first = await api.post('/api/auth/magic-link/verify', { token });
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(u.user.id);
    expect((await api.post('/api/auth/magic-link/verify', { token })).status).toBe(410);
    const stored = (await allItems()).filter((i) => i.entity === 'token' && i.kind === 'magic-link' && i.userId === u.user.id);
    expect(stored).toHaveLength(1);
    expect(Number(stored[0].expiresAt) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
  });

  it('opens no session for an unconfirmed email through a link sent by message, and a link dies when the address changes', async () => {
    const u = await family('simplify');
    const linkFrom = async () => new URL(/https?:\/\/\S+/.exec((await ask(u, 'login')).text)![0]).searchParams.get('token')!;
    const token = await linkFrom();
    // As for an account whose address was never proven: the link proves only the WhatsApp number.
    await setUserFields(u.user.id, { email_verified: false });
    const late = await api.post('/api/auth/magic-link/verify', { token });
    expect(late.status).toBe(403);
    expect(late.body.error).toMatch(/^Please confirm your email address first/);
    expect(late.body.token).toBeUndefined();
    const refused = await ask(u, 'login');
    expect(refused).toEqual({
      tool: 'signInLink',
      text: expect.stringMatching(
        new RegExp(`^Please confirm your email address first: open the verification email we sent to ${u.email.replace(/\./g, '\\.')}`),
      ),
    });
    expect(refused.text).not.toContain('token=');
    expect((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.email_verified).toBe(false);
    // A link issued for one address is dead once the account's address is another (here an admin's).
    await setUserFields(u.user.id, { email_verified: true });
    const stale = await linkFrom();
    await setUserFields(u.user.id, { email: 'admin@example.com' });
    expect((await api.post('/api/auth/magic-link/verify', { token: stale })).status).toBe(410);
  });

  it('answers the activation message with the current plan', async () => {
    const plus = await family('simplify_plus');
    const activation = await ask(plus, 'Hi! I just paid for the Simplify+ plan on Simplify. Please activate my subscription.');
    expect(activation.tool).toBe('planStatus');
    expect(activation.text).toMatch(/^Your Simplify\+ plan is active and renews on .+\. The assistant is ready/);
    const basic = await family('simplify');
    expect((await ask(basic, 'my plan')).text).toMatch(/^Your Simplify plan is active/);
    const free = await signedUpUser();
    const early = await answer(free.user.id, 'Hi! I just paid for the Simplify plan on Simplify. Please activate my subscription.', NOW);
    expect(early.text).toMatch(/can’t see a payment on your account yet.*You are on the Free plan\..*http:\/\/localhost:3000\/upgrade/s);
  });
});

describe('assistant answer(): plans and accounts', () => {
  it('gives free accounts the upgrade answer, except help, sign-in and plan', async () => {
    const free = await signedUpUser();
    const say = (text: string) => answer(free.user.id, text, NOW);
    for (const text of ["what's on today?", 'add swimming tomorrow at 4pm', 'todo buy milk', 'my list', 'add swimming']) {
      const reply = await say(text);
      expect(reply.text, text).toMatch(/part of the Simplify and Simplify\+ plans\. Upgrade here: http:\/\/localhost:3000\/upgrade/);
    }
    expect((await allItems()).filter((i) => (i.entity === 'event' || i.entity === 'todo') && String(i.pk) === `USER#${free.user.id}`)).toHaveLength(0);
    expect((await say('help')).text).toContain('"what\'s on today?"');
    expect((await say('login')).text).toContain('/auth/magic-link/verify?token=');
    expect((await say('my plan')).text).toMatch(/^You are on the Free plan\./);
  });

  it('never shows or changes another account’s data', async () => {
    const a = await family('simplify_plus');
    const b = await family('simplify');
    await ask(a, 'add swimming for Mia tomorrow at 4pm');
    await ask(a, 'todo secret errand');
    const bAgenda = await ask(b, 'what does Mia have tomorrow?');
    expect(bAgenda.text).toContain('Mia has nothing in the calendar');
    expect(bAgenda.text).not.toContain('secret errand');
    expect((await ask(b, 'my list')).text).toBe('Your list is empty. Add something with "todo buy milk".');
    expect((await ask(b, 'done 1')).text).toBe('Your list has no open to-dos.');
    expect((await ask(b, 'done secret errand')).text).toBe('Your list has no open to-dos.');
    expect((await api.get('/api/todos', { token: a.token })).body.map((t: { isCompleted: boolean }) => t.isCompleted)).toEqual([false]);
    // B's own member with the same name is B's: no assessment of A's Mia leaks through.
    expect((await ask(b, "what is Mia's learning style?")).text).toMatch(/hasn't completed/);
    expect(await eventsIn(b, '2027-03-01', '2027-03-31')).toHaveLength(0);
  });

  it('handles long, emoji, RTL and HTML messages with plain-text help, and an unknown account', async () => {
    const u = await family('simplify');
    for (const text of ['x'.repeat(10_000), '🎉👨‍👩‍👧 '.repeat(300), 'מה יש מחר?', '<script>alert(1)</script>']) {
      const reply = await ask(u, text);
      expect(reply.tool).toBe('help');
      expect(reply.text).toMatch(/^Sorry, I didn't understand that\./);
    }
    // Markup, control characters and emoji alone are never filed.
    for (const text of ['add <b>party</b> tomorrow at 5pm', 'dentist\u0007 tomorrow at 5pm', '🎉🎉', '   ']) {
      const reply = await ask(u, text);
      expect(reply.tool).toBe('help');
    }
    expect(await eventsIn(u, '2027-03-01', '2027-03-31')).toHaveLength(0);
    expect(await answer('no-such-user', 'help', NOW)).toEqual({ tool: null, text: expect.stringMatching(/couldn't find your Simplify account/) });
  });

  it('answers in Arabic when Arabic is chosen in the profile, and in English again when it is not', async () => {
    const u = await family('simplify');
    expect((await api.put('/api/auth/profile', { preferred_language: 'ar', arabic_dialect: 'gulf' }, { token: u.token })).status).toBe(200);
    const arabic = (text: string) => (text.match(/\p{Script=Arabic}/gu)?.length ?? 0) > (text.match(/\p{Script=Latin}/gu)?.length ?? 0);
    const added = await ask(u, 'add milk to the shopping list');
    expect(added.tool).toBe('addListItems');
    expect(arabic(added.text)).toBe(true);
    expect(arabic((await ask(u, 'help')).text)).toBe(true);
    await api.put('/api/auth/profile', { preferred_language: 'en' }, { token: u.token });
    expect((await ask(u, 'what is on the shopping list')).text).toMatch(/^Shopping \(1\):\n/);
  });
});

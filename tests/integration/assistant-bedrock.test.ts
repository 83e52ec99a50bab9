import {
  BedrockRuntimeClient,
  ConverseCommand,
  ThrottlingException,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answer, answerFollowUp } from '../../functions/assistant/conversation/assistant';
import { HISTORY_TOKENS, historyMessages, MAX_ROUNDS, modelAnswer } from '../../functions/assistant/model/bedrock';
import { tools } from '../../functions/assistant/tools/tools';
import { listMembersByUser } from '../../functions/data/members';
import { getUser } from '../../functions/data/users';
import { recordInbound, recordSent } from '../../functions/whatsapp/conversation';
import { countTokens } from '../../functions/whatsapp/limits';
import { event, invoice, subscription } from '../../scripts/local/stripe-events';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { deliverStripeEvent } from '../helpers/billing';
import { adultMember, childMember } from '../helpers/family';
import { allItems } from '../helpers/table';

// The model path, with Bedrock scripted by aws-sdk-client-mock (no network); tools, use-cases and table are real.
process.env.ASSISTANT_MODEL_ID = 'anthropic.claude-3-5-haiku-20241022-v1:0';
process.env.ASSISTANT_MODEL_TIMEOUT_MS = '3000';
process.env.ASSISTANT_DAILY_TOKENS = '5000';

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

/** Wednesday 3 March 2027, 14:00 in Sydney (AEDT). */
const NOW = new Date('2027-03-03T03:00:00Z');
type Signed = Awaited<ReturnType<typeof signedUpUser>>;

async function family(plan: 'simplify' | 'simplify_plus' | null = 'simplify') {
  const u = await signedUpUser({ timezone: 'Australia/Sydney' });
  if (plan) {
    await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
    const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
    const sub = subscription({ customer, userId: u.user.id, plan });
    expect((await deliverStripeEvent(event('customer.subscription.created', sub))).status).toBe(200);
    expect((await deliverStripeEvent(event('invoice.paid', invoice({ customer, subscription: sub, plan })))).status).toBe(200);
  }
  const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor', date_of_birth: '2016-04-02' }), { token: u.token })).body;
  const sam = (await api.post('/api/family-members', adultMember({ name: 'Sam Okafor' }), { token: u.token })).body;
  return { ...u, mia, sam };
}

const usage = (n: number) => ({ inputTokens: n - 10, outputTokens: 10, totalTokens: n });
const toolTurn = (name: string, input: unknown, id = `t-${name}`): ConverseCommandOutput =>
  ({
    output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: id, name, input } }] } },
    stopReason: 'tool_use',
    usage: usage(100),
    metrics: { latencyMs: 5 },
    $metadata: {},
  }) as ConverseCommandOutput;
const textTurn = (text: string): ConverseCommandOutput =>
  ({
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: usage(50),
    metrics: { latencyMs: 5 },
    $metadata: {},
  }) as ConverseCommandOutput;
const calls = () => bedrock.commandCalls(ConverseCommand).map((c) => c.args[0].input as ConverseCommandInput);
const eventsIn = async (u: Signed, fromDate: string, toDate: string) =>
  (await api.get('/api/calendar/events', { token: u.token, query: { fromDate, toDate } })).body as Array<Record<string, unknown>>;
const tokensToday = async (userId: string) => (await allItems()).find((i) => i.entity === 'whatsappDay' && i.pk === `USER#${userId}`)?.tokens;

const SWIM = {
  title: 'Swimming',
  date: '2027-03-04',
  time: '16:00',
  allDay: false,
  durationMinutes: 60,
  recurrence: 'none',
  reminderMinutes: 30,
  member: 'Mia',
};

describe('assistant on Bedrock Converse (scripted model, real tools)', () => {
  let u: Awaited<ReturnType<typeof family>>;
  beforeAll(async () => {
    u = await family();
  });

  it('runs a tool the model asks for (an event through the calendar use-case), returns the result to it, and counts the tokens', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolTurn('createEvent', SWIM))
      .resolvesOnce(textTurn('Done: swimming for Mia tomorrow at 4 pm, reminder 30 minutes before.'));
    const reply = await answer(u.user.id, 'swimming for Mia tomorrow 4pm, remind me half an hour before', NOW);
    expect(reply).toEqual({ text: 'Done: swimming for Mia tomorrow at 4 pm, reminder 30 minutes before.', tool: 'createEvent' });
    const swims = (await eventsIn(u, '2027-03-01', '2027-03-31')).filter((e) => e.title === 'Swimming');
    expect(swims).toHaveLength(1);
    expect(swims[0]).toMatchObject({ date: '2027-03-04', time: '16:00', familyMemberId: u.mia.id, reminderMinutes: 30 });
    // The second call carries the model's tool request and the tool's real reply.
    const [first, second] = calls();
    expect(first.modelId).toBe('anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(first.inferenceConfig?.maxTokens).toBeGreaterThan(0);
    expect(second.messages!.at(-2)!.content![0].toolUse).toMatchObject({ name: 'createEvent', toolUseId: 't-createEvent' });
    expect(second.messages!.at(-1)).toEqual({
      role: 'user',
      content: [
        {
          toolResult: {
            toolUseId: 't-createEvent',
            status: 'success',
            content: [
              {
                text: 'Added to your calendar: Swimming for Mia, on Thu 4 Mar 2027 at 4:00 PM (Australia/Sydney). It lasts 1 hour. I’ll remind you 30 minutes before.',
              },
            ],
          },
        },
      ],
    });
    expect(await tokensToday(u.user.id)).toBe(150);
  });

  it('holds a multi-occurrence delete the model asks for until the parent replies YES (the same rule as the built-in engine)', async () => {
    const piano = { title: 'Piano', date: '2027-03-09', time: '16:00', duration: 60, recurrence: 'weekly' };
    expect((await api.post('/api/calendar/events', piano, { token: u.token })).status).toBe(201);
    const cancel = { target: { words: 'piano', fromDate: null, toDate: null, time: null, member: null }, series: true };
    bedrock.on(ConverseCommand).resolvesOnce(toolTurn('cancelEvent', cancel)).resolvesOnce(textTurn('That deletes every Piano lesson. Reply YES to confirm.'));
    const asked = await answer(u.user.id, 'delete piano lessons', NOW);
    expect(asked.tool).toBe('cancelEvent');
    expect(asked.pending).toMatchObject({ kind: 'assistant', ask: 'confirm', tool: 'cancelEvent' });
    // The tool only asked: the model was told so, and the series is still there.
    const result = calls()
      .at(-1)!
      .messages!.flatMap((m) => m.content ?? [])
      .find((c) => c.toolResult?.toolUseId === 't-cancelEvent');
    expect(result?.toolResult?.content?.[0].text).toMatch(/^Delete all \d+ Piano sessions.*Reply YES/);
    expect((await eventsIn(u, '2027-03-01', '2027-03-31')).filter((e) => e.title === 'Piano')).toHaveLength(4);
    const done = await answerFollowUp(u.user.id, 'yes', asked.pending!, NOW);
    expect(done?.text).toMatch(/^Deleted Piano, every occurrence/);
    expect((await eventsIn(u, '2027-03-01', '2027-03-31')).filter((e) => e.title === 'Piano')).toHaveLength(0);
  });

  it('sends exactly the built-in tools, with their zod schemas as JSON schema', async () => {
    bedrock.on(ConverseCommand).resolves(textTurn('Hello!'));
    await answer(u.user.id, 'hi there', NOW);
    const specs = calls()[0].toolConfig!.tools!.map((t) => t.toolSpec!);
    expect(specs.map((s) => s.name)).toEqual(Object.keys(tools));
    const create = specs.find((s) => s.name === 'createEvent')!.inputSchema!.json as {
      type: string;
      required: string[];
      properties: Record<string, { enum?: string[] }>;
    };
    expect(create.type).toBe('object');
    expect(create.required).toEqual(expect.arrayContaining(['title', 'date', 'time', 'allDay', 'durationMinutes', 'recurrence', 'reminderMinutes', 'member']));
    expect(create.properties.recurrence.enum).toEqual(['none', 'daily', 'weekly', 'fortnightly', 'monthly', 'yearly']);
  });

  it('rejects a malformed tool input without running it, tells the model why, then takes its answer', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolTurn('createEvent', { ...SWIM, title: 'Piano', time: '5pm', durationMinutes: -5 }))
      .resolvesOnce(textTurn('What time is piano, exactly?'));
    const reply = await answer(u.user.id, 'piano tomorrow at 5ish', NOW);
    expect(reply.text).toBe('What time is piano, exactly?');
    expect(reply.tool).toBeNull();
    const result = calls()[1].messages!.at(-1)!.content![0].toolResult!;
    expect(result.status).toBe('error');
    expect(result.content![0].text).toMatch(/^Invalid input for createEvent: /);
    expect(result.content![0].text).toContain('time:');
    expect(result.content![0].text).toContain('durationMinutes:');
    expect((await eventsIn(u, '2027-03-01', '2027-03-31')).filter((e) => e.title === 'Piano')).toHaveLength(0);
  });

  it('cuts the tool loop off after 5 rounds and answers with the built-in engine', async () => {
    bedrock.on(ConverseCommand).resolves(toolTurn('agenda', { fromDate: '2027-03-04', toDate: '2027-03-04', member: null }));
    const builtIn = await withoutModel(() => answer(u.user.id, 'what does Mia have tomorrow?', NOW));
    const reply = await answer(u.user.id, 'what does Mia have tomorrow?', NOW);
    expect(calls()).toHaveLength(MAX_ROUNDS);
    expect(reply).toEqual(builtIn);
    expect(reply.text).toContain("Mia's calendar, Tomorrow (Thu 4 Mar 2027):");
  });

  it('answers with the built-in engine when Bedrock throttles', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));
    const reply = await answer(u.user.id, 'todo buy milk', NOW);
    expect(reply).toEqual({ text: expect.stringMatching(/^Added to your list: buy milk \(number \d+\)\.$/), tool: 'addTodo' });
    expect(calls()).toHaveLength(1);
  });

  it('does not do a change twice: when Bedrock fails after a tool changed data, that tool’s confirmation is the reply', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolTurn('addTodo', { task: 'sign the school form' }))
      .rejectsOnce(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    const reply = await answer(u.user.id, 'todo sign the school form', NOW);
    expect(reply).toEqual({ text: expect.stringMatching(/^Added to your list: sign the school form/), tool: 'addTodo' });
    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string }>;
    expect(todos.filter((t) => t.task === 'sign the school form')).toHaveLength(1);
  });

  it('answers with the built-in engine when the model does not answer in time', async () => {
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => undefined));
    const started = Date.now();
    const reply = await answer(u.user.id, 'my list', NOW);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(reply.tool).toBe('listTodos');
    expect(reply.text).toMatch(/^Your list \(\d+ open\):/);
  });

  it('builds the system prompt from the date, timezone, family, language, dialect and style chosen in Settings', async () => {
    const saved = await api.put('/api/auth/profile', { preferred_language: 'ar', arabic_dialect: 'egyptian', response_style: 'concise' }, { token: u.token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ preferred_language: 'ar', arabic_dialect: 'egyptian', response_style: 'concise' });
    const bad = await api.put('/api/auth/profile', { preferred_language: 'klingon', response_style: 'loud' }, { token: u.token });
    expect(bad.status).toBe(400);
    bedrock.on(ConverseCommand).resolves(textTurn('أهلاً!'));
    expect((await answer(u.user.id, 'مرحبا', NOW)).text).toBe('أهلاً!');
    const system = calls()[0].system![0].text!;
    expect(system).toContain('Wednesday 3 March 2027');
    expect(system).toContain('Australia/Sydney');
    // Ages follow the app's rule (year difference, shared/family.ts), so the model says what the parent sees.
    expect(system).toContain('- Mia Okafor: child, 11 years old');
    expect(system).toMatch(/- Sam Okafor: adult/);
    expect(system).toContain('Reply in Arabic, in the Egyptian dialect');
    expect(system).toContain('Be concise');
    await api.put('/api/auth/profile', { preferred_language: 'en', arabic_dialect: null, response_style: 'detailed' }, { token: u.token });
    bedrock.reset();
    bedrock.on(ConverseCommand).resolves(textTurn('Hi!'));
    await answer(u.user.id, 'hello', NOW);
    expect(calls()[0].system![0].text).toContain('Reply in English. Be thorough');
  });

  it('remembers the current session (oldest first, alternating turns) and not an older one', async () => {
    const v = await family();
    const job = (id: string, text: string) => ({ messageId: id, from: '15550009999', type: 'text' as const, text, receivedAt: NOW.toISOString() });
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    // A session two days ago, then today's.
    await recordInbound(v.user.id, job('old', 'old question'), at(-48 * 60), null);
    const s1 = await recordInbound(v.user.id, job('m1', 'what is on tomorrow?'), at(-10), null);
    await recordSent('m1', { userId: v.user.id, sessionId: s1 }, { text: 'You have nothing tomorrow.', tool: 'agenda' }, ['w1'], at(-10));
    bedrock.on(ConverseCommand).resolves(textTurn('Sure.'));
    await answer(v.user.id, 'and on Friday?', NOW);
    const messages = calls()[0].messages!;
    expect(messages).toEqual([
      { role: 'user', content: [{ text: 'what is on tomorrow?' }] },
      { role: 'assistant', content: [{ text: 'You have nothing tomorrow.' }] },
      { role: 'user', content: [{ text: 'and on Friday?' }] },
    ]);
  });

  it('keeps the memory within its token budget (about 4 characters a token), newest turns first', () => {
    const turns = Array.from({ length: 100 }, (_, i) => ({ direction: i % 2 ? ('out' as const) : ('in' as const), text: `${i} ${'x'.repeat(398)}` }));
    const messages = historyMessages(turns);
    const chars = messages.flatMap((m) => m.content!.map((c) => c.text!.length)).reduce((a, b) => a + b, 0);
    expect(chars).toBeLessThanOrEqual(HISTORY_TOKENS * 4);
    expect(chars).toBeGreaterThan(HISTORY_TOKENS * 4 - 800);
    expect(messages[0].role).toBe('user');
    expect(messages.at(-1)!.content![0].text).toMatch(/^99 /);
    messages.forEach((m, i) => i && expect(m.role).not.toBe(messages[i - 1].role));
  });

  it('answers with the built-in engine once the account has used its daily token budget, and counts every model call', async () => {
    const w = await family();
    const user = (await getUser(w.user.id))!;
    bedrock.on(ConverseCommand).resolves(textTurn('Hi from the model'));
    expect((await answer(w.user.id, 'hello', NOW)).text).toBe('Hi from the model');
    expect(await tokensToday(w.user.id)).toBe(50);
    await countTokens(user, NOW, 4950);
    const reply = await answer(w.user.id, 'hello', NOW);
    expect(reply.tool).toBe('help');
    expect(calls()).toHaveLength(1);
    // The next local day (Sydney midnight) starts a new budget.
    expect((await answer(w.user.id, 'hello', new Date(NOW.getTime() + 86_400_000))).text).toBe('Hi from the model');
  });

  it('applies the plan rule to model tool calls, and sends accounts without the assistant plan to the built-in answers', async () => {
    const user = (await getUser(u.user.id))!;
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolTurn('addTodo', { task: 'sneaky' }))
      .resolvesOnce(textTurn('That needs Simplify.'));
    const out = await modelAnswer(
      { userId: u.user.id, user, now: NOW, members: await listMembersByUser(u.user.id), allowed: (t) => t === 'help', notAllowed: 'Upgrade first.' },
      'todo sneaky',
    );
    expect(out.text).toBe('That needs Simplify.');
    const result = calls()[1].messages!.at(-1)!.content![0].toolResult!;
    expect(result).toMatchObject({ status: 'error', content: [{ text: 'This account\'s plan does not include "addTodo". Tell the parent: Upgrade first.' }] });
    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string }>;
    expect(todos.map((t) => t.task)).not.toContain('sneaky');

    bedrock.reset();
    bedrock.on(ConverseCommand).resolves(textTurn('should not be used'));
    const free = await family(null);
    const reply = await answer(free.user.id, 'todo buy milk', NOW);
    expect(reply.text).toMatch(/^The WhatsApp assistant is part of the Simplify and Simplify\+ plans/);
    expect(calls()).toHaveLength(0);
  });
});

/** The built-in engine's answer for the same message (the model switched off for one call). */
async function withoutModel<T>(run: () => Promise<T>): Promise<T> {
  bedrock.on(ConverseCommand).rejects(new Error('model off'));
  try {
    return await run();
  } finally {
    bedrock.reset();
    bedrock.on(ConverseCommand).resolves(toolTurn('agenda', { fromDate: '2027-03-04', toDate: '2027-03-04', member: null }));
  }
}

import { describe, expect, it } from 'vitest';
import { answer } from '../../functions/assistant/conversation/assistant';
import { toolSpecs } from '../../functions/assistant/model/bedrock';
import { event, invoice, subscription } from '../../scripts/local/stripe-events';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { deliverStripeEvent } from '../helpers/billing';
import { adultMember, childMember } from '../helpers/family';
import { allItems } from '../helpers/table';

/** Wednesday 3 March 2027, 14:00 in Sydney (AEDT). */
const NOW = new Date('2027-03-03T03:00:00Z');

async function family() {
  const u = await signedUpUser({ timezone: 'Australia/Sydney' });
  await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  const sub = subscription({ customer, userId: u.user.id, plan: 'simplify' });
  expect((await deliverStripeEvent(event('customer.subscription.created', sub))).status).toBe(200);
  expect((await deliverStripeEvent(event('invoice.paid', invoice({ customer, subscription: sub, plan: 'simplify' })))).status).toBe(200);
  const sam = (await api.post('/api/family-members', childMember({ name: 'Sam Okafor' }), { token: u.token })).body;
  const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: u.token })).body;
  const dad = (await api.post('/api/family-members', adultMember({ name: 'Ade Okafor' }), { token: u.token })).body;
  return { ...u, sam, mia, dad };
}
const ask = (u: { user: { id: string } }, text: string) => answer(u.user.id, text, NOW);

describe('homework through the assistant', () => {
  it('adds homework as a to-do in the homework category for the child, and lists that child’s open homework', async () => {
    const u = await family();
    expect(await ask(u, 'homework: maths worksheet for Sam due Thursday')).toEqual({
      tool: 'addHomework',
      text: 'Added homework for Sam: maths worksheet, due Thu 4 Mar 2027 (number 1 on your list).',
    });
    expect((await ask(u, 'Homework - spelling list for Mia by 10/3')).text).toBe(
      'Added homework for Mia: spelling list, due Wed 10 Mar 2027 (number 2 on your list).',
    );
    expect((await ask(u, 'homework: read chapter 3 for Sam')).text).toBe('Added homework for Sam: read chapter 3 (number 3 on your list).');
    expect((await ask(u, 'todo buy milk')).tool).toBe('addTodo');

    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<Record<string, unknown>>;
    expect(todos.find((t) => t.task === 'maths worksheet')).toMatchObject({
      category: 'homework',
      assigneeId: u.sam.id,
      dueDate: '2027-03-04',
      isCompleted: false,
    });
    expect(todos.find((t) => t.task === 'buy milk')).toMatchObject({ category: 'general' });

    const list = await ask(u, "Sam's homework");
    expect(list).toEqual({
      tool: 'listHomework',
      text: 'Sam\'s homework (2 open):\n1. maths worksheet, due Thu 4 Mar 2027\n3. read chapter 3\n\nSend "done" with the number when one is finished.',
    });
    expect((await ask(u, 'what homework does Mia have?')).text).toMatch(/^Mia's homework \(1 open\):\n2\. spelling list/);
    expect((await ask(u, 'done 1')).text).toMatch(/^Done: maths worksheet/);
    expect((await ask(u, "Sam's homework?")).text).toMatch(/^Sam's homework \(1 open\):\n2\. read chapter 3/);
    expect((await ask(u, "Ade's homework")).text).toBe('Ade has no open homework. Add some with "homework: maths worksheet for Ade due Thursday".');
  });

  it('asks instead of guessing: no child named, an unknown name, a due day it cannot read', async () => {
    const u = await family();
    expect(await ask(u, 'homework: maths worksheet due Thursday')).toEqual({
      tool: null,
      text: 'Who is the homework for? For example: "homework: maths worksheet for Sam due Thursday".',
    });
    expect((await ask(u, 'homework: essay for Sam due someday')).text).toMatch(/^When is it due\?/);
    expect((await ask(u, "Zed's homework")).tool).not.toBe('listHomework');
    expect((await api.get('/api/todos', { token: u.token })).body).toEqual([]);
  });

  it('gives the language model the same homework tools, with their input schemas', () => {
    const specs = toolSpecs();
    const add = specs.find((s) => s.toolSpec?.name === 'addHomework')!.toolSpec!;
    expect(add.inputSchema!.json).toMatchObject({ type: 'object', required: ['task', 'member', 'dueDate'] });
    expect(specs.map((s) => s.toolSpec?.name)).toContain('listHomework');
  });
});

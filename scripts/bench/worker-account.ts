import { getUser } from '../../functions/data/users';
import { childMember } from '../../tests/helpers/family';
import { event, subscription } from '../local/stripe-events';
import { stripeWebhook } from './db-seed';
import { expectStatus, signUp, type ApiCall } from './seed';

/**
 * The account a phrasebook row is scored against: a Simplify family in Sydney with the phrasebooks' three children,
 * whose calendar, lists and to-dos are emptied and filed afresh before each message, and read back after it, all
 * through the API as the app does.
 */

export interface FiledEvent {
  title: string;
  date: string;
  time?: string;
  durationMinutes?: number;
  member?: string;
  weekly?: boolean;
  location?: string;
}
/** What the account holds just before a message (a phrasebook's BEFORE entry). */
export interface Before {
  events?: FiledEvent[];
  lists?: Record<string, string[]>;
  todos?: string[];
}
export type Occurrence = Record<string, unknown> & { eventId: string; title: string; date: string; time: string | null };
export interface AccountState {
  occ: Occurrence[];
  lists: Record<string, Array<{ text: string; done: boolean }>>;
  todos: Array<{ task: string; done: boolean }>;
}

/** Wide enough for every date the phrasebooks' reference week leads to, in the calendar route's longest span. */
const SPANS = [
  ['2026-02-23', '2026-03-24'],
  ['2026-03-25', '2026-04-23'],
];
const CHILDREN = [
  ['Mia Okafor', 'daughter', '2015-06-01'],
  ['Sam Okafor', 'son', '2018-08-01'],
  ['Leo', 'son', '2022-09-01'],
];

export async function benchFamily(api: ApiCall, mailUrl: string) {
  const u = await signUp(api, mailUrl, { firstName: 'Ada', timezone: 'Australia/Sydney' });
  const t = { token: u.token };
  expectStatus(await api('POST', '/api/create-checkout-session', { body: { subscriptionType: 'simplify' }, ...t }), 200, 'checkout');
  const customer = String(((await getUser(u.id)) as unknown as { stripe_customer_id: string }).stripe_customer_id);
  expectStatus(
    await stripeWebhook(api)(event('customer.subscription.created', subscription({ customer, userId: u.id, plan: 'simplify' }))),
    200,
    'subscription',
  );
  const ids: Record<string, string> = {};
  for (const [name, relationship, dob] of CHILDREN) {
    const body = childMember({ name, relationship, date_of_birth: dob });
    ids[name] = String(expectStatus(await api('POST', '/api/family-members', { body, ...t }), 201, `member ${name}`).body.id);
  }
  const get = async (path: string, query?: Record<string, string>) => expectStatus(await api('GET', path, { ...t, query }), 200, path).body;
  const del = async (path: string) => api('DELETE', path, t);
  const lists = async () => (await get('/api/lists')).lists as Array<{ id: string; name: string; isShopping: boolean }>;
  const itemsOf = async (listId: string) => (await get(`/api/lists/${listId}/items`)).items as Array<{ id: string; text: string; done: boolean }>;

  const read = async (): Promise<AccountState> => {
    const occ = (await Promise.all(SPANS.map(([fromDate, toDate]) => get('/api/calendar/events', { fromDate, toDate })))).flat() as Occurrence[];
    const byName: AccountState['lists'] = {};
    for (const l of await lists()) byName[l.name] = (await itemsOf(l.id)).map((i) => ({ text: i.text, done: i.done }));
    const todos = ((await get('/api/todos')) as Array<{ task: string; isCompleted: boolean }>).map((x) => ({ task: x.task, done: x.isCompleted }));
    return { occ, lists: byName, todos };
  };

  const wipe = async () => {
    const occ = (await Promise.all(SPANS.map(([fromDate, toDate]) => get('/api/calendar/events', { fromDate, toDate })))).flat() as Occurrence[];
    for (const id of new Set(occ.map((o) => o.eventId))) await del(`/api/calendar/events/${id}`);
    for (const l of await lists()) {
      for (const i of await itemsOf(l.id)) await del(`/api/lists/${l.id}/items/${i.id}`);
      // The Shopping list cannot be deleted (409): emptied, it stays.
      if (!l.isShopping) await del(`/api/lists/${l.id}`);
    }
    for (const x of (await get('/api/todos')) as Array<{ id: string }>) await del(`/api/todos/${x.id}`);
  };

  const file = async (b: Before) => {
    for (const e of b.events ?? []) {
      const member = e.member ? ids[e.member] : null;
      const body = {
        title: e.title,
        date: e.date,
        time: e.time ?? null,
        allDay: !e.time,
        duration: e.durationMinutes ?? 60,
        recurrence: e.weekly ? 'weekly' : 'none',
        location: e.location ?? null,
        familyMemberId: member,
        memberIds: member ? [member] : [],
      };
      expectStatus(await api('POST', '/api/calendar/events', { body, ...t }), 201, `event ${e.title}`);
    }
    for (const [name, items] of Object.entries(b.lists ?? {})) {
      const same = (await lists()).find((l) => l.name.toLowerCase() === name.toLowerCase() || (l.isShopping && /^shopping/i.test(name)));
      const id = same?.id ?? String(expectStatus(await api('POST', '/api/lists', { body: { name }, ...t }), 201, `list ${name}`).body.id);
      expectStatus(await api('POST', `/api/lists/${id}/items`, { body: { items: items.map((text) => ({ text })) }, ...t }), 201, `items of ${name}`);
    }
    for (const task of b.todos ?? []) expectStatus(await api('POST', '/api/todos', { body: { task }, ...t }), 201, `to-do ${task}`);
  };

  return { userId: u.id, ids, read, wipe, file };
}

export type BenchFamily = Awaited<ReturnType<typeof benchFamily>>;

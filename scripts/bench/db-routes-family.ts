import type { RouteBench } from './db-measure';
import { expectStatus } from './seed';

/** The family's routes measured for their DynamoDB round trips: members, school documents, calendar, to-dos and shared lists. */

export async function measureFamily({ api, measure, seed: { u, children } }: RouteBench) {
  const tok = { token: u.token };
  // family: 20 members to list; the member added here is the one edited and deleted
  await measure('GET /api/family-members', 200, () => api('GET', '/api/family-members', tok));
  await measure('GET /api/family-members/{id}', 200, () => api('GET', `/api/family-members/${children[1].id}`, tok));
  const added = (
    await measure('POST /api/family-members', 201, () =>
      api('POST', '/api/family-members', {
        ...tok,
        body: {
          name: 'Extra Okafor',
          date_of_birth: '2017-02-03',
          relationship: 'daughter',
          school_name: 'Harbour Primary',
          year_level: 'Year 3',
          curriculum: 'australian',
        },
      }),
    )
  ).body as { id: string };
  await measure('PUT /api/family-members/{id}', 200, () => api('PUT', `/api/family-members/${added.id}`, { ...tok, body: { year_level: 'Year 4' } }));
  await measure('DELETE /api/family-members/{id}', 200, () => api('DELETE', `/api/family-members/${added.id}`, tok));

  // school documents: a small text letter uploaded, listed, its date added, then deleted
  const letter = { fileName: 'letter.txt', dataBase64: Buffer.from('Sports day 12 June 2027 at 9:00').toString('base64') };
  const doc = (
    await measure('POST /api/family-members/{id}/documents', 201, () =>
      api('POST', `/api/family-members/${children[1].id}/documents`, { ...tok, body: letter }),
    )
  ).body as { id: string };
  await measure('GET /api/family-members/{id}/documents', 200, () => api('GET', `/api/family-members/${children[1].id}/documents`, tok));
  await measure('POST /api/documents/{id}/events', 200, () => api('POST', `/api/documents/${doc.id}/events`, { ...tok, body: { numbers: [1] } }));
  await measure('DELETE /api/documents/{id}', 200, () => api('DELETE', `/api/documents/${doc.id}`, tok));
}

export async function measureCalendarAndLists({ api, measure, seed: { u, partner, range } }: RouteBench) {
  const tok = { token: u.token };
  // calendar and to-dos
  // With one linked family sharing its calendar (the partner's): its events, subscriptions and members are read beside the parent's.
  await measure('GET /api/calendar/events', 200, () =>
    api('GET', '/api/calendar/events', { ...tok, query: { fromDate: range.fromDate, toDate: range.toDate } }),
  );
  await measure('GET /api/calendar/people', 200, () => api('GET', '/api/calendar/people', tok));
  const ev = (
    await measure('POST /api/calendar/events', 201, () =>
      api('POST', '/api/calendar/events', { ...tok, body: { title: 'Parents evening', date: range.toDate, time: '18:00', reminderMinutes: 60 } }),
    )
  ).body as { id: string };
  await measure('PUT /api/calendar/events/{id}', 200, () => api('PUT', `/api/calendar/events/${ev.id}`, { ...tok, body: { time: '19:00' } }));
  await measure('DELETE /api/calendar/events/{id}', 200, () => api('DELETE', `/api/calendar/events/${ev.id}`, tok));
  await measure('GET /api/calendar/feed', 200, () => api('GET', '/api/calendar/feed', tok));
  const feed = (await measure('POST /api/calendar/feed/regenerate', 200, () => api('POST', '/api/calendar/feed/regenerate', tok))).body as { url: string };
  await measure('GET /api/calendar/feed/{token}', 200, () => api('GET', new URL(feed.url).pathname));
  await measure('GET /api/todos', 200, () => api('GET', '/api/todos', tok));
  const todo = (await measure('POST /api/todos', 201, () => api('POST', '/api/todos', { ...tok, body: { task: 'Buy school shoes' } }))).body as { id: string };
  await measure('PATCH /api/todos/{id}', 200, () => api('PATCH', `/api/todos/${todo.id}`, { ...tok, body: { isCompleted: true } }));
  await measure('DELETE /api/todos/{id}', 200, () => api('DELETE', `/api/todos/${todo.id}`, tok));

  // shared lists: the linked partner works on the parent's Shopping list (two families to reach), 40 items on it
  const shopping = `shopping_${u.id}`;
  const groceries = Array.from({ length: 40 }, (_, i) => ({ text: `grocery ${i}` }));
  expectStatus(await api('POST', `/api/lists/${shopping}/items`, { ...tok, body: { items: groceries } }), 201, 'seed list items');
  const ptok = { token: partner.token };
  await measure('GET /api/lists', 200, () => api('GET', '/api/lists', ptok));
  await measure('GET /api/lists/{id}/items', 200, () => api('GET', `/api/lists/${shopping}/items`, ptok));
  const addedItems = (
    await measure('POST /api/lists/{id}/items', 201, () =>
      api('POST', `/api/lists/${shopping}/items`, { ...ptok, body: { items: [{ text: 'milk' }, { text: 'eggs' }, { text: 'bread' }] } }),
    )
  ).body as { added: Array<{ id: string }> };
  await measure('PATCH /api/lists/{id}/items/{itemId}', 200, () =>
    api('PATCH', `/api/lists/${shopping}/items/${addedItems.added[0].id}`, { ...ptok, body: { done: true } }),
  );
  await measure('POST /api/lists/{id}/clear-done', 200, () => api('POST', `/api/lists/${shopping}/clear-done`, ptok));
  await measure('DELETE /api/lists/{id}/items/{itemId}', 200, () => api('DELETE', `/api/lists/${shopping}/items/${addedItems.added[1].id}`, ptok));
  const trip = (await measure('POST /api/lists', 201, () => api('POST', '/api/lists', { ...tok, body: { name: 'Packing for Spain' } }))).body as { id: string };
  await measure('PATCH /api/lists/{id}', 200, () => api('PATCH', `/api/lists/${trip.id}`, { ...ptok, body: { name: 'Packing for Portugal' } }));
  await measure('DELETE /api/lists/{id}', 200, () => api('DELETE', `/api/lists/${trip.id}`, ptok));
}

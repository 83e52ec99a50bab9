import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { List } from '../../../../shared/schemas/lists';
import type { TodoItem } from '../../lib/todos';
import { mockApi, renderApp, sampleUser, type FakeResponse, type RecordedCall } from '../../test/render';

const SHOPPING: List = {
  id: 'shop_u1',
  name: 'Shopping',
  isShopping: true,
  familyId: sampleUser.id,
  familyName: 'Ann Lee',
  openCount: 0,
  doneCount: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

const todo = (id: string, task: string, isCompleted = false): TodoItem => ({ id, task, isCompleted, category: 'general', priority: 'medium' });

/** The to-do store as the API keeps it: reads answer the current state, so the screen's repeated reads see the writes. */
function fakeServer(initial: TodoItem[], refuse: Record<string, FakeResponse> = {}) {
  const todos = initial.map((t) => ({ ...t }));
  let next = 1;
  const idOf = (call: RecordedCall) => call.url.split('/')[3];
  const api = mockApi({
    'GET /api/auth/user': { body: sampleUser },
    'GET /api/lists': { body: { lists: [SHOPPING] } },
    [`GET /api/lists/${SHOPPING.id}/items`]: { body: { list: SHOPPING, items: [] } },
    'GET /api/todos': () => ({ body: todos }),
    'POST /api/todos': (call) => {
      if (refuse.POST) return refuse.POST;
      const saved = todo(`t${next++}`, (call.body as { task: string }).task);
      todos.push(saved);
      return { status: 201, body: saved };
    },
    ...Object.fromEntries(
      ['a', 'b', 't1'].flatMap((id) => [
        [
          `PATCH /api/todos/${id}`,
          (call: RecordedCall) => {
            const found = todos.find((t) => t.id === idOf(call))!;
            Object.assign(found, call.body);
            return { body: found };
          },
        ],
        [
          `DELETE /api/todos/${id}`,
          (call: RecordedCall) => {
            todos.splice(
              todos.findIndex((t) => t.id === idOf(call)),
              1,
            );
            return { body: { success: true } };
          },
        ],
      ]),
    ),
  });
  localStorage.setItem('auth_token', 'tok');
  return { ...api, todos };
}

const todoWrites = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET' && c.url.startsWith('/api/todos')).map((c) => [c.method, c.url, c.body]);
const todosEntry = () => within(screen.getByRole('navigation', { name: 'Your lists' })).getByRole('link', { name: /^To-dos/ });

describe('/lists: the family’s To-dos', () => {
  it('is an entry beside Shopping that shows the to-dos, adds, ticks and deletes through /api/todos', async () => {
    const server = fakeServer([todo('a', 'Renew passport'), todo('b', 'Call the plumber', true)]);
    renderApp('/lists');
    await screen.findByRole('heading', { name: 'Shopping', level: 2 }, { timeout: 15_000 });
    await waitFor(() => expect(todosEntry().textContent).toBe('To-dos1 open'));
    fireEvent.click(todosEntry());
    expect(await screen.findByRole('heading', { name: 'To-dos', level: 2 })).toBeTruthy();
    expect(todosEntry().getAttribute('aria-current')).toBe('page');
    const open = () => screen.getByRole('list', { name: 'Open to-dos' });
    const done = () => screen.getByRole('list', { name: 'Done to-dos' });
    expect(within(open()).getByRole('checkbox', { name: 'Renew passport' })).toBeTruthy();
    expect((within(done()).getByRole('checkbox', { name: 'Call the plumber' }) as HTMLInputElement).checked).toBe(true);

    const field = screen.getByLabelText('Add to-do') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '  Book the dentist ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(open()).findByRole('checkbox', { name: 'Book the dentist' })).toBeTruthy();
    expect(field.value).toBe('');
    expect(await screen.findByText('To-do added')).toBeTruthy();
    await waitFor(() => expect(todosEntry().textContent).toBe('To-dos2 open'));

    fireEvent.click(within(open()).getByRole('checkbox', { name: 'Renew passport' }));
    expect(await within(done()).findByRole('checkbox', { name: 'Renew passport' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Call the plumber' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Call the plumber' })).toBeNull());
    expect(await screen.findByText('To-do deleted')).toBeTruthy();

    expect(todoWrites(server.calls)).toEqual([
      ['POST', '/api/todos', { task: 'Book the dentist' }],
      ['PATCH', '/api/todos/a', { isCompleted: true }],
      ['DELETE', '/api/todos/b', undefined],
    ]);
    expect(server.todos.map((t) => [t.task, t.isCompleted])).toEqual([
      ['Renew passport', true],
      ['Book the dentist', false],
    ]);
  });

  it('keeps the typed to-do and says why when the server refuses it, and asks for text before sending', async () => {
    const server = fakeServer([], { POST: { status: 400, body: { error: 'Please keep the task under 300 characters' } } });
    renderApp('/lists?list=todos');
    expect(await screen.findByText('No to-dos yet. Add the first one above.', undefined, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Type a to-do to add')).toBeTruthy();
    expect(todoWrites(server.calls)).toEqual([]);

    const field = screen.getByLabelText('Add to-do') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Pack the swim bag' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add to-do')).toBeTruthy();
    expect(screen.getByText('Please keep the task under 300 characters')).toBeTruthy();
    expect(field.value).toBe('Pack the swim bag');
    expect(screen.queryByRole('list', { name: 'Open to-dos' })).toBeNull();
  });
});

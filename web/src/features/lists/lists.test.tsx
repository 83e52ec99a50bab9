import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemUpdate, List, ListItem } from '../../../../shared/schemas/lists';
import { mockApi, renderApp, sampleUser, type FakeResponse, type RecordedCall } from '../../test/render';

const NOW = Date.now();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

function list(over: Partial<List> & { id: string; name: string }): List {
  return {
    isShopping: false,
    familyId: sampleUser.id,
    familyName: 'Ann Lee',
    openCount: 0,
    doneCount: 0,
    created_at: minutesAgo(600),
    updated_at: minutesAgo(600),
    ...over,
  };
}

function item(over: Partial<ListItem> & { id: string; text: string }, listId = 'shop'): ListItem {
  return {
    listId,
    quantity: null,
    done: false,
    aisle: null,
    position: 1,
    addedBy: { id: sampleUser.id, name: 'Ann' },
    added_at: minutesAgo(5),
    done_at: null,
    updated_at: minutesAgo(5),
    ...over,
  };
}

const SHOPPING = list({ id: 'shop', name: 'Shopping', isShopping: true });
const PACKING = list({ id: 'pack', name: 'Packing' });
const BENS = list({ id: 'bens', name: 'Shopping', isShopping: true, familyId: 'u2', familyName: 'Ben Okafor' });

type Handler = (call: RecordedCall) => FakeResponse | Promise<FakeResponse>;
/** A replacement route; `standard` is what the fake server would have answered. */
type Override = (call: RecordedCall, standard: Handler) => FakeResponse | Promise<FakeResponse>;

/**
 * A small stand-in for the lists API over one in-memory family: reads always answer the current state, so
 * the screen's repeated reads (every 5 s, on focus) see what the writes did. `override` replaces a route.
 */
function fakeServer(initial: { lists?: List[]; items?: Record<string, ListItem[]> } = {}, override: Record<string, Override> = {}) {
  // Copies: the routes change them, and the samples are shared by every test.
  const lists = (initial.lists ?? [SHOPPING, PACKING]).map((l) => ({ ...l }));
  const items: Record<string, ListItem[]> = Object.fromEntries(lists.map((l) => [l.id, (initial.items?.[l.id] ?? []).map((i) => ({ ...i }))]));
  let nextId = 1;
  const withCounts = (l: List) => ({ ...l, openCount: items[l.id].filter((i) => !i.done).length, doneCount: items[l.id].filter((i) => i.done).length });
  const idOf = (call: RecordedCall) => call.url.split('?')[0].split('/')[3];
  const itemIdOf = (call: RecordedCall) => call.url.split('?')[0].split('/')[5];
  const routes: Record<string, Handler> = {
    'GET /api/auth/user': () => ({ body: sampleUser }),
    'GET /api/lists': () => ({ body: { lists: lists.map(withCounts) } }),
    'GET /api/todos': () => ({ body: [] }),
    'POST /api/lists': (call) => {
      const created = list({ id: `new${nextId++}`, name: (call.body as { name: string }).name });
      lists.push(created);
      items[created.id] = [];
      return { status: 201, body: created };
    },
  };
  for (const l of lists) {
    routes[`GET /api/lists/${l.id}/items`] = () => ({ body: { list: withCounts(l), items: items[l.id] } });
    routes[`PATCH /api/lists/${l.id}`] = (call) => {
      l.name = (call.body as { name: string }).name;
      return { body: withCounts(l) };
    };
    routes[`DELETE /api/lists/${l.id}`] = () => {
      lists.splice(lists.indexOf(l), 1);
      return { body: { success: true } };
    };
    routes[`POST /api/lists/${l.id}/items`] = (call) => {
      const added: ListItem[] = [];
      const alreadyThere: ListItem[] = [];
      for (const { text } of (call.body as { items: Array<{ text: string }> }).items) {
        const same = items[l.id].find((i) => !i.done && i.text.toLowerCase() === text.toLowerCase());
        if (same) alreadyThere.push(same);
        else {
          const position = Math.max(0, ...items[l.id].map((i) => i.position)) + 1;
          const aisle = l.isShopping ? (({ milk: 'dairy', eggs: 'dairy', bread: 'bakery' } as Record<string, ListItem['aisle']>)[text] ?? 'other') : null;
          added.push(item({ id: `i${nextId++}`, text, position, aisle, added_at: new Date().toISOString() }, l.id));
        }
      }
      items[l.id].push(...added);
      return { status: 201, body: { added, alreadyThere } };
    };
    routes[`POST /api/lists/${l.id}/clear-done`] = () => {
      const cleared = items[l.id].filter((i) => i.done).length;
      items[l.id] = items[l.id].filter((i) => !i.done);
      return { body: { cleared } };
    };
  }
  const patchItem: Handler = (call) => {
    const all = items[idOf(call)];
    const at = all.findIndex((i) => i.id === itemIdOf(call));
    const body = call.body as ItemUpdate;
    all[at] = { ...all[at], ...(body as Partial<ListItem>), done_at: body.done ? new Date().toISOString() : all[at].done_at };
    return { body: all[at] };
  };
  const deleteItem: Handler = (call) => {
    items[idOf(call)] = items[idOf(call)].filter((i) => i.id !== itemIdOf(call));
    return { body: { success: true } };
  };
  for (const l of lists) {
    for (const i of items[l.id]) {
      routes[`PATCH /api/lists/${l.id}/items/${i.id}`] = patchItem;
      routes[`DELETE /api/lists/${l.id}/items/${i.id}`] = deleteItem;
    }
  }
  for (const [route, replace] of Object.entries(override)) {
    const standard = routes[route] ?? (() => ({ status: 404, body: { error: 'Not found' } }));
    routes[route] = (call) => replace(call, standard);
  }
  const api = mockApi(routes);
  localStorage.setItem('auth_token', 'tok');
  return { ...api, lists, items };
}

async function openLists(path = '/lists') {
  renderApp(path);
  return screen.findByRole('heading', { name: 'Lists', level: 1 }, { timeout: 15_000 });
}

const panel = () => screen.getByRole('region', { name: (_, el) => el.tagName === 'SECTION' && el.getAttribute('aria-labelledby') === 'list-title' });
const addField = () => screen.getByLabelText('Add item') as HTMLTextAreaElement;
const writes = (calls: RecordedCall[], method: string) => calls.filter((c) => c.method === method && c.url.startsWith('/api/lists'));

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

/** Picks a menu item as a tap or a click does: the press highlights it, the click selects it. */
async function choose(name: string) {
  const option = await screen.findByRole('menuitem', { name });
  fireEvent.pointerDown(option);
  // The highlight is the menu's state: let it render before the click reads it.
  await act(async () => undefined);
  fireEvent.click(option);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('/lists: the family’s lists', () => {
  it('shows the lists, linked families’ labelled with the family, and opens the first', async () => {
    fakeServer({ lists: [SHOPPING, PACKING, BENS], items: { shop: [item({ id: 'a', text: 'milk' })] } });
    await openLists();
    const nav = await screen.findByRole('navigation', { name: 'Your lists' });
    // The family's to-dos (docs/decisions/0018) come right after its Shopping list.
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Shopping1 open', 'To-dos0 open', 'Packing0 open', 'ShoppingBen Okafor’s family0 open']),
    );
    const links = within(nav).getAllByRole('link');
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Shopping', level: 2 })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'milk' })).toBeTruthy();
    expect(screen.getByText('Added by you ·')).toBeTruthy();
    expect(screen.getByText('5 min ago').tagName).toBe('TIME');

    fireEvent.click(links[3]);
    expect(await screen.findByText('Ben Okafor’s family', { selector: 'p' })).toBeTruthy();
    // The Shopping list is built in: it can be renamed, never deleted.
    expect(within(panel()).getByRole('button', { name: 'Rename' })).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Delete list' })).toBeNull();
  });

  it('keeps the strip of lists within a phone-wide page: it scrolls sideways and holds its hidden count texts', async () => {
    fakeServer({ lists: [SHOPPING, PACKING, BENS], items: { shop: [] } });
    await openLists();
    const nav = await screen.findByRole('navigation', { name: 'Your lists' });
    const strip = within(nav).getByRole('list');
    const style = getComputedStyle(strip);
    expect(style.overflowX).toBe('auto');
    // The ' open' texts are absolutely positioned (screen readers only): the strip must be their containing block,
    // or they hang past its end and the page scrolls sideways.
    expect(style.position).toBe('relative');
    for (const hidden of within(strip).getAllByText('open')) expect(getComputedStyle(hidden).position).toBe('absolute');
  });

  it('links to /lists from the top bar', async () => {
    fakeServer();
    await openLists();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Lists' });
    expect(link.getAttribute('href')).toBe('/lists');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});

describe('/lists: adding items', () => {
  it('adds “milk, eggs and bread” as three items at once, keeps the focus in the field, and shows them', async () => {
    const answer = deferred<void>();
    const server = fakeServer(
      {},
      {
        'POST /api/lists/shop/items': async (call, standard) => {
          await answer.promise;
          return standard(call);
        },
      },
    );
    await openLists();
    await screen.findByText(/Nothing on this list yet/);
    const field = addField();
    field.focus();
    fireEvent.change(field, { target: { value: 'milk, eggs and bread' } });
    fireEvent.keyDown(field, { key: 'Enter' });

    // At once, before the server answers: the field is empty and focused, the items are listed as being added.
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    const adding = screen.getByRole('list', { name: 'Being added' });
    expect(
      within(adding)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['milkAdding…', 'eggsAdding…', 'breadAdding…']);
    await waitFor(() => expect(writes(server.calls, 'POST')).toHaveLength(1));
    expect(writes(server.calls, 'POST')[0].body).toEqual({ items: [{ text: 'milk' }, { text: 'eggs' }, { text: 'bread' }] });

    await act(async () => answer.resolve());
    expect(await screen.findByRole('checkbox', { name: 'milk' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'eggs' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'bread' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Being added' })).toBeNull();
    expect(document.activeElement).toBe(field);

    // One per line is one item per line, whatever the words.
    fireEvent.change(field, { target: { value: 'fish and chips\napples' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(document.activeElement).toBe(field);
    await waitFor(() => expect(writes(server.calls, 'POST')).toHaveLength(2));
    expect(writes(server.calls, 'POST')[1].body).toEqual({ items: [{ text: 'fish and chips' }, { text: 'apples' }] });
    expect(await screen.findByRole('checkbox', { name: 'fish and chips' })).toBeTruthy();
  });

  it('says which items were already on the list', async () => {
    fakeServer({ items: { shop: [item({ id: 'a', text: 'milk', aisle: 'dairy' })] } });
    await openLists();
    await screen.findByRole('checkbox', { name: 'milk' });
    fireEvent.change(addField(), { target: { value: 'Milk and eggs' } });
    fireEvent.keyDown(addField(), { key: 'Enter' });
    expect(await screen.findByText('“milk” is already on the list.')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'eggs' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: 'milk' })).toHaveLength(1);
  });

  it('takes the items back out and puts the text back in the field when the server refuses them', async () => {
    fakeServer({}, { 'POST /api/lists/shop/items': () => ({ status: 409, body: { error: 'This list is full (500 items)' } }) });
    await openLists();
    await screen.findByText(/Nothing on this list yet/);
    fireEvent.change(addField(), { target: { value: 'milk, eggs' } });
    fireEvent.keyDown(addField(), { key: 'Enter' });
    const toast = await toastWith('Failed to add milk and eggs');
    expect(within(toast).getByText('This list is full (500 items)')).toBeTruthy();
    await waitFor(() => expect(addField().value).toBe('milk\neggs'));
    expect(screen.queryByRole('list', { name: 'Being added' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'milk' })).toBeNull();
  });

  it('keeps what is typed in the field while the list is read again', async () => {
    const server = fakeServer({ items: { shop: [item({ id: 'a', text: 'milk' })] } });
    await openLists();
    await screen.findByRole('checkbox', { name: 'milk' });
    fireEvent.change(addField(), { target: { value: 'bananas' } });
    server.items.shop.push(item({ id: 'b', text: 'bread', position: 2, addedBy: { id: 'u2', name: 'Ben' } }));
    const reads = server.calls.filter((c) => c.url.startsWith('/api/lists/shop/items?')).length;
    // The screen reads again when the window gets the focus back (and every 5 s).
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('checkbox', { name: 'bread' })).toBeTruthy();
    expect(server.calls.filter((c) => c.url.startsWith('/api/lists/shop/items?')).length).toBeGreaterThan(reads);
    expect(screen.getByText('Added by Ben ·')).toBeTruthy();
    expect(addField().value).toBe('bananas');
  });
});

describe('/lists: ticking items off', () => {
  it.each([409, 500])('ticks at once, then unticks it and says so when the server answers %i', async (status) => {
    const answer = deferred<FakeResponse>();
    const server = fakeServer(
      { lists: [PACKING], items: { pack: [item({ id: 'a', text: 'towels' }, 'pack'), item({ id: 'b', text: 'hats', position: 2 }, 'pack')] } },
      { 'PATCH /api/lists/pack/items/a': () => answer.promise },
    );
    await openLists();
    const towels = await screen.findByRole('checkbox', { name: 'towels' });
    towels.focus();
    fireEvent.click(towels);

    // Optimistic: it left the open items for "Done (1)" before any answer; the focus went on to the next item.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'towels' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Done (1)' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'hats' })));
    expect(writes(server.calls, 'PATCH')[0]).toMatchObject({ url: '/api/lists/pack/items/a', body: { done: true } });

    await act(async () => answer.resolve({ status, body: { error: status === 409 ? 'This item was changed meanwhile' : 'Internal error' } }));
    const toast = await toastWith('Failed to update item');
    expect(toast.getAttribute('data-type')).toBe('error');
    expect(within(toast).getByText(status === 409 ? 'This item was changed meanwhile' : 'Internal error')).toBeTruthy();
    const back = await screen.findByRole('checkbox', { name: 'towels' });
    expect((back as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: /^Done/ })).toBeNull();
  });

  it('keeps a tick the server accepted, through the next read', async () => {
    const server = fakeServer({ lists: [PACKING], items: { pack: [item({ id: 'a', text: 'towels' }, 'pack')] } });
    await openLists();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'towels' }));
    await waitFor(() => expect(server.items.pack[0].done).toBe(true));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByRole('button', { name: 'Done (1)' })).toBeTruthy();
    expect(screen.queryByText(/Failed/)).toBeNull();
  });
});

describe('/lists: done items', () => {
  it('collapses done items under "Done (n)", and "Clear done" removes them', async () => {
    const server = fakeServer({
      lists: [PACKING],
      items: {
        pack: [
          item({ id: 'a', text: 'towels' }, 'pack'),
          item({ id: 'b', text: 'sun cream', done: true, done_at: minutesAgo(2) }, 'pack'),
          item({ id: 'c', text: 'hats', done: true, done_at: minutesAgo(1) }, 'pack'),
        ],
      },
    });
    await openLists();
    await screen.findByRole('checkbox', { name: 'towels' });
    const toggle = screen.getByRole('button', { name: 'Done (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'hats' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const done = screen.getByRole('list', { name: 'Done items' });
    // Most recently done first.
    expect(
      within(done)
        .getAllByRole('checkbox')
        .map((c) => [(c as HTMLInputElement).checked, c.closest('li')?.getAttribute('data-item-id')]),
    ).toEqual([
      [true, 'c'],
      [true, 'b'],
    ]);
    fireEvent.click(toggle);
    expect(screen.queryByRole('checkbox', { name: 'hats' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear done' }));
    expect(await screen.findByText('Cleared 2 done items')).toBeTruthy();
    expect(writes(server.calls, 'POST').map((c) => c.url)).toEqual(['/api/lists/pack/clear-done']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Done \(/ })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'towels' })).toBeTruthy();
  });
});

describe('/lists: the shopping list’s aisles', () => {
  it('groups open items under aisle headings in the store’s order, and moves an item to another aisle', async () => {
    const server = fakeServer({
      items: {
        shop: [
          item({ id: 'a', text: 'bin bags', aisle: 'household', position: 1 }),
          item({ id: 'b', text: 'milk', aisle: 'dairy', position: 2 }),
          item({ id: 'c', text: 'apples', aisle: 'produce', position: 3 }),
          item({ id: 'd', text: 'cheese', aisle: 'dairy', position: 4 }),
          item({ id: 'e', text: 'thing', aisle: null, position: 5 }),
        ],
        pack: [item({ id: 'p', text: 'towels' }, 'pack')],
      },
    });
    await openLists();
    await screen.findByRole('checkbox', { name: 'milk' });
    const headings = within(panel()).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Produce', 'Dairy', 'Household', 'Other']);
    const dairy = screen.getByRole('region', { name: 'Dairy' });
    expect(
      within(dairy)
        .getAllByRole('checkbox')
        .map((c) => c.closest('li')?.getAttribute('data-item-id')),
    ).toEqual(['b', 'd']);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for cheese' }));
    await choose('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    fireEvent.change(within(dialog).getByLabelText('Aisle'), { target: { value: 'frozen' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity (optional)'), { target: { value: '2 packs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item updated')).toBeTruthy();
    expect(writes(server.calls, 'PATCH')[0]).toMatchObject({ url: '/api/lists/shop/items/d', body: { quantity: '2 packs', aisle: 'frozen' } });
    const frozen = await screen.findByRole('region', { name: 'Frozen' });
    expect(within(frozen).getByRole('checkbox', { name: 'cheese (2 packs)' })).toBeTruthy();

    // Other lists have no aisles.
    fireEvent.click(screen.getByRole('link', { name: /^Packing/ }));
    await screen.findByRole('checkbox', { name: 'towels' });
    expect(within(panel()).queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('moves an item within its aisle with Alt+Arrow, sending a position between its new neighbours', async () => {
    const server = fakeServer({
      items: {
        shop: [
          item({ id: 'a', text: 'milk', aisle: 'dairy', position: 1 }),
          item({ id: 'b', text: 'cheese', aisle: 'dairy', position: 2 }),
          item({ id: 'c', text: 'butter', aisle: 'dairy', position: 4 }),
        ],
      },
    });
    await openLists();
    const milk = await screen.findByRole('checkbox', { name: 'milk' });
    milk.focus();
    fireEvent.keyDown(milk, { key: 'ArrowDown', altKey: true });
    const dairy = screen.getByRole('region', { name: 'Dairy' });
    const order = () =>
      within(dairy)
        .getAllByRole('checkbox')
        .map((c) => c.closest('li')?.getAttribute('data-item-id'));
    expect(order()).toEqual(['b', 'a', 'c']);
    expect(screen.getByText('“milk” moved to position 2 of 3.')).toBeTruthy();
    await waitFor(() => expect(writes(server.calls, 'PATCH')[0]).toMatchObject({ url: '/api/lists/shop/items/a', body: { position: 3 } }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'milk' })));

    fireEvent.click(screen.getByRole('button', { name: 'Actions for butter' }));
    await choose('Move up');
    await waitFor(() => expect(order()).toEqual(['b', 'c', 'a']));
    await waitFor(() => expect(writes(server.calls, 'PATCH')[1]).toMatchObject({ url: '/api/lists/shop/items/c', body: { position: 2.5 } }));
  });
});

describe('/lists: creating, renaming and deleting lists', () => {
  it('creates a list and opens it', async () => {
    const server = fakeServer();
    await openLists();
    fireEvent.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Beach trip ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('List created')).toBeTruthy();
    expect(writes(server.calls, 'POST')[0].body).toEqual({ name: 'Beach trip' });
    expect(await screen.findByRole('heading', { name: 'Beach trip', level: 2 })).toBeTruthy();
  });

  it('renames a list', async () => {
    const server = fakeServer();
    await openLists('/lists?list=pack');
    expect(await screen.findByRole('heading', { name: 'Packing', level: 2 })).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename list' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Packing');
    fireEvent.change(name, { target: { value: 'Holiday packing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Holiday packing', level: 2 })).toBeTruthy();
    expect(writes(server.calls, 'PATCH')[0]).toMatchObject({ url: '/api/lists/pack', body: { name: 'Holiday packing' } });
  });

  it('asks before deleting a list that has items, and deletes an empty one at once', async () => {
    const server = fakeServer({
      lists: [SHOPPING, PACKING, list({ id: 'empty', name: 'Ideas' })],
      items: { pack: [item({ id: 'a', text: 'towels' }, 'pack'), item({ id: 'b', text: 'hats', done: true }, 'pack')] },
    });
    await openLists('/lists?list=pack');
    await screen.findByRole('checkbox', { name: 'towels' });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete list' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Packing”?' });
    expect(within(ask).getByText('It has 2 items, which will be deleted with the list.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(server.calls, 'DELETE')).toEqual([]);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete list' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete “Packing”?' })).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('List deleted')).toBeTruthy();
    expect(writes(server.calls, 'DELETE').map((c) => c.url)).toEqual(['/api/lists/pack']);
    // Back on the first list.
    expect(await screen.findByRole('heading', { name: 'Shopping', level: 2 })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: /^Ideas/ }));
    await screen.findByText(/Nothing on this list yet/);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(writes(server.calls, 'DELETE').map((c) => c.url)).toEqual(['/api/lists/pack', '/api/lists/empty']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('edits and deletes an item', async () => {
    const server = fakeServer({ lists: [PACKING], items: { pack: [item({ id: 'a', text: 'towel' }, 'pack')] } });
    await openLists();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for towel' }));
    await choose('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    expect(within(dialog).queryByLabelText('Aisle')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Item'), { target: { value: 'beach towels' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('checkbox', { name: 'beach towels' })).toBeTruthy();
    expect(writes(server.calls, 'PATCH')[0].body).toEqual({ text: 'beach towels' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for beach towels' }));
    await choose('Delete');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'beach towels' })).toBeNull());
    expect(await screen.findByText('Item deleted')).toBeTruthy();
    // The row and its menu are gone: the focus waits in the field, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(addField()));
    expect(writes(server.calls, 'DELETE').map((c) => c.url)).toEqual(['/api/lists/pack/items/a']);
  });
});

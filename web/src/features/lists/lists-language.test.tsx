import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { List, ListItem } from '../../../../shared/schemas/lists';
import { deviceLanguage, LANGUAGE_KEY, setLanguage } from '../../i18n/language';
import { mockApi, renderApp, sampleUser } from '../../test/render';

type Language = 'en' | 'ar';

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const list = (over: Partial<List> & { id: string; name: string }): List => ({
  isShopping: false,
  familyId: sampleUser.id,
  familyName: 'Ann Lee',
  openCount: 0,
  doneCount: 0,
  created_at: minutesAgo(600),
  updated_at: minutesAgo(600),
  ...over,
});

const item = (over: Partial<ListItem> & { id: string; text: string; listId: string }): ListItem => ({
  quantity: null,
  done: false,
  aisle: null,
  position: 1,
  addedBy: { id: sampleUser.id, name: 'Ann' },
  added_at: minutesAgo(5),
  done_at: null,
  updated_at: minutesAgo(5),
  ...over,
});

const SHOPPING = list({ id: 'shop_1', name: 'Shopping', isShopping: true, openCount: 2, doneCount: 1 });
const PACKING = list({ id: 'pack_1', name: 'Packing', openCount: 3 });
const SHOP_ITEMS = [
  item({ id: 'i1', listId: SHOPPING.id, text: 'milk', aisle: 'dairy' }),
  item({ id: 'i2', listId: SHOPPING.id, text: 'bread', aisle: 'bakery', addedBy: { id: 'u2', name: 'Ben' } }),
  item({ id: 'i3', listId: SHOPPING.id, text: 'eggs', aisle: 'dairy', done: true, done_at: minutesAgo(1) }),
];
const PACK_ITEMS = ['towels', 'sun cream', 'hats'].map((text, i) => item({ id: `p${i}`, listId: PACKING.id, text, position: i + 1 }));

/** A signed-in profile in `language` (applied when the app reads the user) with two lists and one to-do. */
async function signedIn(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  await act(() => setLanguage(deviceLanguage()));
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } },
    'GET /api/lists': { body: { lists: [SHOPPING, PACKING] } },
    [`GET /api/lists/${SHOPPING.id}/items`]: { body: { list: SHOPPING, items: SHOP_ITEMS } },
    [`GET /api/lists/${PACKING.id}/items`]: { body: { list: PACKING, items: PACK_ITEMS } },
    [`POST /api/lists/${SHOPPING.id}/items`]: { status: 201, body: { added: [], alreadyThere: [SHOP_ITEMS[0]] } },
    'GET /api/todos': { body: [{ id: 't1', task: 'Book the dentist', isCompleted: false, category: 'general', priority: 'medium' }] },
  });
}

/** Types `text` into the Add item field and presses Enter. */
function addText(label: string, text: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('/lists in English and Arabic', () => {
  it('English: the texts as before, left to right', async () => {
    await signedIn('en');
    renderApp('/lists');
    expect(await screen.findByRole('heading', { name: 'Lists', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New list' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Your lists' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^To-dos/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dairy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bakery' })).toBeTruthy();
    expect(screen.getAllByText('5 min ago').length).toBe(2);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Added by Ben · 5 min ago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for milk' })).toBeTruthy();
    addText('Add item', 'milk');
    expect(await screen.findByText('“milk” is already on the list.')).toBeTruthy();
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('Arabic: headings, aisles, times, counts and notices in Arabic, right to left', async () => {
    await signedIn('ar');
    renderApp('/lists');
    expect(await screen.findByRole('heading', { name: 'القوائم', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قائمة جديدة' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'قوائمك' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^المهام/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'الألبان' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'المخبوزات' })).toBeTruthy();
    expect(screen.getAllByText('قبل 5 دقائق').length).toBe(2);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'أضافه Ben · قبل 5 دقائق')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'أضفته أنت · قبل 5 دقائق')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'المنجزة (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مسح المنجزة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إجراءات milk' })).toBeTruthy();
    for (const english of ['New list', 'Add item', 'Dairy', 'Rename', 'Clear done']) expect(screen.queryByText(english)).toBeNull();
    addText('إضافة عنصر', 'milk');
    expect(await screen.findByText('«milk» موجود في القائمة بالفعل.')).toBeTruthy();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('Arabic: deleting a list with items asks with the Arabic count', async () => {
    await signedIn('ar');
    renderApp(`/lists?list=${PACKING.id}`);
    expect(await screen.findByRole('heading', { name: 'Packing', level: 2 }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByText('towels');
    fireEvent.click(screen.getByRole('button', { name: 'حذف القائمة' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف «Packing»؟' });
    expect(within(dialog).getByText('تحتوي على 3 عناصر ستُحذف مع القائمة.')).toBeTruthy();
  });

  it('Arabic: the to-dos, with the Arabic field and error', async () => {
    await signedIn('ar');
    renderApp('/lists?list=todos');
    expect(await screen.findByRole('heading', { name: 'المهام', level: 2 }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'المهام المفتوحة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف Book the dentist' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(screen.getByText('اكتب مهمة لإضافتها')).toBeTruthy());
    expect(screen.queryByText('To-dos')).toBeNull();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

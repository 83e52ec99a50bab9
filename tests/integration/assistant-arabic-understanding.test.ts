import { describe, expect, it } from 'vitest';
import { api, calendar, childMember, day, family, reply, type Family, type Item } from '../helpers/whatsapp-chat';

// The Arabic understanding through the signed webhook, the real worker and DynamoDB Local: several requests in one
// message, and the either/or question the intent model asks when it and the rules disagree, answered in Arabic.
// Effects are read back through the app's own API.

const shopping = async (u: Family) =>
  ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Item[] }).items.filter((i) => !i.done).map((i) => i.text);

describe('the Arabic assistant understands', () => {
  it('does every request of one message: takes one thing off the Shopping list and adds another', async () => {
    const u = await family();
    await reply(u.number, 'أضف صودا وبيض وحليب لقائمة التسوق');
    expect(await shopping(u)).toEqual(expect.arrayContaining(['صودا', 'بيض', 'حليب']));

    const said = await reply(u.number, 'شيل الصودا وأضف شاي');
    const now = await shopping(u);
    expect(now).toEqual(expect.arrayContaining(['بيض', 'حليب', 'شاي']));
    expect(now).not.toContain('صودا');
    // Both are answered, in Arabic.
    expect(said).toMatch(/\p{Script=Arabic}/u);
    expect(said).toContain('شاي');

    await reply(u.number, 'ما نبي بيض، بس نبي قهوة');
    const after = await shopping(u);
    expect(after).not.toContain('بيض');
    expect(after).toContain('قهوة');
  });

  it('cancels one event and adds another from one message', async () => {
    const u = await family();
    await api.post('/api/family-members', childMember({ name: 'ليان' }), { token: u.token });
    const tomorrow = day(1);
    await reply(u.number, 'أضف سباحة لليان بكرة الساعة ٤ العصر');
    expect((await calendar(u, tomorrow, tomorrow)).map((e) => e.title)).toContain('سباحة');

    await reply(u.number, 'ألغ السباحة بكرة، وأضف باليه لليان بكرة الساعة ٥ المسا');
    const titles = (await calendar(u, tomorrow, tomorrow)).map((e) => e.title);
    expect(titles).not.toContain('سباحة');
    expect(titles).toContain('باليه');
  });

  it('asks an either/or question in Arabic and acts on the answer by its word', async () => {
    const u = await family();
    await reply(u.number, 'أضف تمر لقائمة التسوق');
    const asked = await reply(u.number, 'عرض');
    expect(asked).toContain('أم');
    expect(asked).toContain('1 أو 2');
    // "القائمة" names only the first reading: the Shopping list is shown.
    expect(await reply(u.number, 'القائمة')).toContain('تمر');
  });

  it('asks the same question and acts on its number in Arabic-Indic digits', async () => {
    const u = await family();
    await reply(u.number, 'أضف تمر لقائمة التسوق');
    await reply(u.number, 'عرض');
    expect(await reply(u.number, '١')).toContain('تمر');
  });
});

import { describe, expect, it } from 'vitest';
import { api, calendar, childMember, day, family, reply, type Family, type Item } from '../helpers/whatsapp-chat';

// Arabic requests through the signed webhook, the real worker and DynamoDB Local: what each one did is checked
// through the app's own API (the calendar, the Shopping list), never through the wording of the replies, which
// may be in either language.

/** A family as in whatsapp-chat.ts, with a child whose name is written in Arabic. */
async function arabicFamily() {
  const u = await family();
  const layan = (await api.post('/api/family-members', childMember({ name: 'ليان' }), { token: u.token })).body as { id: string };
  return { ...u, layan };
}

const shoppingItems = async (u: Family) =>
  ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Item[] }).items.filter((i) => !i.done).map((i) => i.text);

describe('the WhatsApp assistant in Arabic', () => {
  it('adds an event, says what is on, and cancels it', async () => {
    const u = await arabicFamily();
    const tomorrow = day(1);
    await reply(u.number, 'أضف سباحة لليان بكرة الساعة ٤ العصر');
    const added = (await calendar(u, tomorrow, tomorrow)).filter((e) => e.title === 'سباحة');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ date: tomorrow, time: '16:00', familyMemberId: u.layan.id });

    // The answer lists the event by its title, whatever the language of the words around it.
    expect(await reply(u.number, 'شو عندي بكرة؟')).toContain('سباحة');

    await reply(u.number, 'ألغِ سباحة ليان بكرة');
    expect((await calendar(u, tomorrow, tomorrow)).filter((e) => e.title === 'سباحة')).toEqual([]);
  });

  it('completes an event from the answer to its question, and adds several items to the Shopping list', async () => {
    const u = await arabicFamily();
    const before = await calendar(u, day(0), day(2));
    // No day and no time: the assistant asks, and the Arabic answer completes the event.
    await reply(u.number, 'ضيف زيارة الجدة');
    expect(await calendar(u, day(0), day(2))).toEqual(before);
    await reply(u.number, 'بكرة الساعة ٥ المسا');
    const visit = (await calendar(u, day(1), day(1))).filter((e) => e.title === 'زيارة الجدة');
    expect(visit).toHaveLength(1);
    expect(visit[0]).toMatchObject({ time: '17:00' });

    await reply(u.number, 'أضف حليب وبيض وخبز لقائمة التسوق');
    expect(await shoppingItems(u)).toEqual(expect.arrayContaining(['حليب', 'بيض', 'خبز']));
  });
});

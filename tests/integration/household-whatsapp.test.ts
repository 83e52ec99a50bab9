import { describe, expect, it } from 'vitest';
import {
  allItems,
  api,
  calendar,
  day,
  family,
  newNumber,
  reply,
  say,
  signedUpUser,
  startConnection,
  texts,
  TZ,
  weekdayIn,
  type Family,
} from '../helpers/whatsapp-chat';
import { linkIn, waitForEmail } from '../helpers/mail';

/** Ben (Free plan, his own WhatsApp number) joins Ana's family by her invitation with the calendar right given. */
async function coParent(ana: Family, permissions: string[]) {
  const ben = await signedUpUser({ firstName: 'Ben', timezone: TZ });
  const number = newNumber();
  const { message } = await startConnection(ben.user.id);
  expect(await say(number, message)).toEqual([texts.connected()]);
  const inv = await api.post('/api/account-links/invite', { targetEmail: ben.email, relationshipType: 'co_parent', permissions }, { token: ana.token });
  expect(inv.status).toBe(201);
  const token = linkIn(await waitForEmail(ben.email, /invited you/), '/account-link/').split('/account-link/')[1];
  return { ...ben, number, invite: token, linkId: inv.body.accountLink.id as string };
}

const requestsToday = async (userId: string) =>
  (await allItems()).filter((i) => i.entity === 'whatsappDay' && i.pk === `USER#${userId}`).reduce((n, i) => n + Number(i.requests ?? 0), 0);

describe('the household plan on WhatsApp', () => {
  it('a co-parent with change rights uses the family’s assistant on the family’s cap and adds to the family calendar, until the link goes', async () => {
    const ana = await family();
    const ben = await coParent(ana, ['view_calendar', 'edit_calendar']);
    // Not linked yet: Ben's own plan is Free.
    expect(await reply(ben.number, 'what’s on this week?')).toMatch(/part of the Simplify and Simplify\+ plans/);
    expect((await api.post(`/api/account-links/accept/${ben.invite}`, undefined, { token: ben.token })).status).toBe(200);

    const before = await requestsToday(ana.user.id);
    const added = await reply(ben.number, `add swimming for Mia ${weekdayIn(3)} at 10am`);
    expect(added).toMatch(/^Added to your calendar: Swimming for Mia/);
    const seen = (await calendar(ana, day(0), day(7))).filter((e) => e.title === 'Swimming');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ date: day(3), time: '10:00', familyMemberId: ana.mia.id });
    expect(seen[0].family).toBeUndefined();
    expect(await requestsToday(ana.user.id)).toBe(before + 1);

    expect(await reply(ben.number, 'what’s on this week?')).toMatch(/Swimming \(Mia\)/);
    // "The shopping list" is the household's one, which the holder sees.
    expect(await reply(ben.number, 'add eggs to the shopping list')).toMatch(/Added to Shopping: eggs/);
    const anasShopping = (await api.get('/api/lists', { token: ana.token })).body.lists.find(
      (l: { isShopping: boolean; familyId: string }) => l.isShopping && l.familyId === ana.user.id,
    );
    expect((await api.get(`/api/lists/${anasShopping.id}/items`, { token: ana.token })).body.items.map((i: { text: string }) => i.text)).toEqual(['eggs']);
    expect(await reply(ben.number, `move swimming to 11am`)).toMatch(/11:00 AM/);
    expect((await calendar(ana, day(0), day(7))).find((e) => e.title === 'Swimming')).toMatchObject({ time: '11:00' });

    // One event for both children, as the holder sees it.
    expect(await reply(ben.number, `dentist for Mia and Sam ${weekdayIn(4)} at 3pm`)).toMatch(/Dentist for Mia and Sam/);
    const dentist = (await calendar(ana, day(0), day(7))).filter((e) => e.title === 'Dentist');
    expect(dentist.map((e) => e.memberIds)).toEqual([[ana.mia.id, ana.sam.id]]);
    // Ben's day names everyone the event is for and marks it as the family's; Sam's day has it too.
    expect(await reply(ben.number, `what’s on ${weekdayIn(4)}?`)).toMatch(/Dentist \(Mia and Sam\) · Maya Okafor’s family/);
    expect(await reply(ben.number, `what does Sam have on ${weekdayIn(4)}?`)).toMatch(/Dentist/);
    // The holder puts the other parent on an event by name.
    expect(await reply(ana.number, `parents evening for Ben ${weekdayIn(5)} at 6pm`)).toMatch(/^Added to your calendar: Parents evening for Ben/);
    expect((await calendar(ana, day(0), day(7))).find((e) => e.title === 'Parents evening')).toMatchObject({ memberIds: [ben.user.id] });
    // Undo puts the family's calendar back, in the family's partition.
    expect(await reply(ben.number, 'undo')).toMatch(/^Undone/);
    expect((await calendar(ana, day(0), day(7))).map((e) => e.title)).not.toContain('Dentist');
    await reply(ben.number, `move swimming to 9am`);
    expect(await reply(ben.number, 'undo')).toMatch(/^Undone/);
    expect((await calendar(ana, day(0), day(7))).find((e) => e.title === 'Swimming')).toMatchObject({ time: '11:00', memberIds: [ana.mia.id] });

    expect((await api.delete(`/api/account-links/${ben.linkId}`, { token: ana.token })).status).toBe(200);
    expect(await reply(ben.number, `add piano for Mia ${weekdayIn(3)} at 5pm`)).toMatch(/part of the Simplify and Simplify\+ plans/);
    expect((await calendar(ana, day(0), day(7))).map((e) => e.title)).not.toContain('Piano');
  });

  it('undo never reverts the other parent’s later change, whichever parent asks', async () => {
    const ana = await family();
    const ben = await coParent(ana, ['edit_calendar']);
    expect((await api.post(`/api/account-links/accept/${ben.invite}`, undefined, { token: ben.token })).status).toBe(200);
    const swimming = async () => (await calendar(ana, day(0), day(7))).find((e) => e.title === 'Swimming')!;
    const aMomentLater = () => new Promise((r) => setTimeout(r, 5));

    expect(await reply(ben.number, `add swimming for Mia ${weekdayIn(3)} at 10am`)).toMatch(/^Added to your calendar: Swimming/);
    expect(await reply(ben.number, 'move swimming to 11am')).toMatch(/11:00 AM/);
    await aMomentLater();
    expect((await api.put(`/api/calendar/events/${(await swimming()).id}`, { time: '12:00' }, { token: ana.token })).status).toBe(200);
    expect(await reply(ben.number, 'undo')).toMatch(/^I can't undo .*changed again since/);
    expect(await swimming()).toMatchObject({ time: '12:00' });

    expect(await reply(ana.number, 'move swimming to 9am')).toMatch(/9:00 AM/);
    await aMomentLater();
    expect((await api.put(`/api/calendar/events/${(await swimming()).id}`, { time: '08:00' }, { token: ben.token })).status).toBe(200);
    expect(await reply(ana.number, 'undo')).toMatch(/^I can't undo .*changed again since/);
    expect(await swimming()).toMatchObject({ time: '08:00' });

    // Nor once the holder has lowered the link to view: Ben's last change stays in the family's calendar.
    expect(await reply(ben.number, `add piano for Mia ${weekdayIn(3)} at 5pm`)).toMatch(/^Added to your calendar: Piano/);
    expect((await api.patch(`/api/account-links/${ben.linkId}`, { permissions: ['view_calendar'] }, { token: ana.token })).status).toBe(200);
    expect(await reply(ben.number, 'undo')).not.toMatch(/^Undone/);
    expect((await calendar(ana, day(0), day(7))).map((e) => e.title)).toContain('Piano');
  });

  it('a link without the calendar gives no plan; one that only shows it answers but changes nothing of the family', async () => {
    const ana = await family();
    const none = await coParent(ana, []);
    await api.post(`/api/account-links/accept/${none.invite}`, undefined, { token: none.token });
    expect(await reply(none.number, 'what’s on this week?')).toMatch(/part of the Simplify and Simplify\+ plans/);

    const viewer = await coParent(ana, ['view_calendar']);
    await api.post(`/api/account-links/accept/${viewer.invite}`, undefined, { token: viewer.token });
    await reply(ana.number, `add swimming for Mia ${weekdayIn(3)} at 10am`);
    expect(await reply(viewer.number, 'what’s on this week?')).toMatch(/Swimming/);
    await reply(viewer.number, `cancel swimming ${weekdayIn(3)}`);
    expect((await calendar(ana, day(0), day(7))).map((e) => e.title)).toContain('Swimming');
  });
});

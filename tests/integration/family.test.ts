import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { adultMember, childMember } from '../helpers/family';
import { allItems } from '../helpers/table';

describe('family members', () => {
  it('creates, reads, lists in the order added, updates and deletes members', async () => {
    const u = await signedUpUser();
    const child = await api.post('/api/family-members', childMember(), { token: u.token });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({
      name: 'Leo Okafor',
      relationship: 'son',
      general_interests: ['football', 'lego'],
      school_name: 'Harbour Primary',
      user_id: u.user.id,
    });
    const adult = await api.post('/api/family-members', adultMember(), { token: u.token });
    expect(adult.status).toBe(201);
    const third = await api.post('/api/family-members', childMember({ name: 'Ada' }), { token: u.token });
    const list = await api.get('/api/family-members', { token: u.token });
    expect(list.body.map((m: { name: string }) => m.name)).toEqual(['Leo Okafor', 'Sam Okafor', 'Ada']);
    const one = await api.get(`/api/family-members/${adult.body.id}`, { token: u.token });
    expect(one.body.name).toBe('Sam Okafor');
    const edited = await api.put(
      `/api/family-members/${child.body.id}`,
      { year_level: 'Year 5', learning_style: 'visual,auditory'.includes(',') ? { visual: true, auditory: true } : null },
      { token: u.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ year_level: 'Year 5', name: 'Leo Okafor', learning_style: { visual: true, auditory: true } });
    // The change alone is valid; the merged child is not (a child needs a school).
    const schoolless = await api.put(`/api/family-members/${child.body.id}`, { school_name: '' }, { token: u.token });
    expect(schoolless.status).toBe(400);
    expect(schoolless.body.fields.school_name).toBe('School name, year level, and curriculum are required for children');
    expect((await api.delete(`/api/family-members/${third.body.id}`, { token: u.token })).status).toBe(200);
    expect((await api.get(`/api/family-members/${third.body.id}`, { token: u.token })).status).toBe(404);
    expect((await api.get('/api/family-members', { token: u.token })).body).toHaveLength(2);
  });

  it('an update of one field keeps every other stored field', async () => {
    const u = await signedUpUser();
    const child = (
      await api.post(
        '/api/family-members',
        childMember({ learning_style: { visual: true }, personality_type: 'influencing', location: 'Sydney', timezone: 'Australia/Sydney' }),
        { token: u.token },
      )
    ).body;
    const renamed = await api.put(`/api/family-members/${child.id}`, { name: 'Leo O.' }, { token: u.token });
    expect(renamed.status).toBe(200);
    const { name: _name, updated_at: _updated, ...rest } = child;
    expect((await api.get(`/api/family-members/${child.id}`, { token: u.token })).body).toMatchObject({ ...rest, name: 'Leo O.' });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ date_of_birth: '' }, 'date_of_birth', 'Date of birth is required'],
    [{ date_of_birth: '2019-02-30' }, 'date_of_birth', 'Please enter a real date of birth (YYYY-MM-DD)'],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth', 'Date of birth cannot be in the future'],
    [{ relationship: '' }, 'relationship', 'Relationship is required'],
    [{ school_name: ' ' }, 'school_name', 'School name, year level, and curriculum are required for children'],
    [{ curriculum: '' }, 'school_name', 'School name, year level, and curriculum are required for children'],
    [{ personality_type: 'grumpy' }, 'personality_type', 'Please choose a personality type from the list'],
  ])('refuses an invalid child %o with the form message', async (change, field, message) => {
    const u = await signedUpUser();
    const res = await api.post('/api/family-members', childMember(change), { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(res.body.error).toBe(message);
  });

  it('requires email and WhatsApp number for adults, and classifies a Son case-insensitively as a child', async () => {
    const u = await signedUpUser();
    const res = await api.post('/api/family-members', adultMember({ whatsapp_number: '' }), { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('Email and WhatsApp number are required for adults');
    const grownSon = await api.post('/api/family-members', childMember({ relationship: 'Son', date_of_birth: '1990-01-01', school_name: '' }), {
      token: u.token,
    });
    expect(grownSon.body.fields.school_name).toBe('School name, year level, and curriculum are required for children');
  });

  it('answers 404 when another account reads, changes or deletes a member', async () => {
    const a = await signedUpUser();
    const b = await signedUpUser();
    const member = (await api.post('/api/family-members', childMember(), { token: a.token })).body;
    expect((await api.get(`/api/family-members/${member.id}`, { token: b.token })).status).toBe(404);
    expect((await api.put(`/api/family-members/${member.id}`, { name: 'Taken' }, { token: b.token })).status).toBe(404);
    expect((await api.delete(`/api/family-members/${member.id}`, { token: b.token })).status).toBe(404);
    expect((await api.get(`/api/family-members/unknown-id`, { token: a.token })).status).toBe(404);
    expect((await api.get(`/api/family-members/${member.id}`, { token: a.token })).body.name).toBe('Leo Okafor');
    expect((await api.get('/api/family-members', { token: b.token })).body).toEqual([]);
  });

  it('deleting a member also deletes everything that belongs to the member', async () => {
    const u = await signedUpUser();
    const member = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    const sibling = (await api.post('/api/family-members', childMember({ name: 'Ada' }), { token: u.token })).body;
    // Member-owned items (assessments, reports) carry the member's index key.
    for (const [m, n] of [
      [member.id, 1],
      [member.id, 2],
      [sibling.id, 3],
    ] as const) {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk: keys.userPartition(u.user.id), sk: `VARK#owned-${n}`, entity: 'vark', ...keys.memberOwned(m, `VARK#owned-${n}`) },
        }),
      );
    }
    expect((await api.delete(`/api/family-members/${member.id}`, { token: u.token })).status).toBe(200);
    const left = (await allItems()).filter((i) => i.pk === keys.userPartition(u.user.id));
    expect(left.some((i) => i.sk === `MEMBER#${member.id}` || i.sk === 'VARK#owned-1' || i.sk === 'VARK#owned-2')).toBe(false);
    expect(left.some((i) => i.sk === 'VARK#owned-3')).toBe(true);
    expect(left.some((i) => i.sk === `MEMBER#${sibling.id}`)).toBe(true);
  });

  it('keeps a member named like an HTML tag as plain data', async () => {
    const u = await signedUpUser();
    const res = await api.post('/api/family-members', childMember({ name: '<img src=x onerror=alert(1)>' }), { token: u.token });
    expect(res.body.name).toBe('<img src=x onerror=alert(1)>');
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

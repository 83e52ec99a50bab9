import { describe, expect, it } from 'vitest';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';

const setLanguage = async (token: string, preferred_language: 'en' | 'ar') =>
  expect((await api.put('/api/auth/profile', { preferred_language }, { token })).status).toBe(200);

const body = { childName: 'Ada Lovelace', scores: { V: 10, A: 4, R: 3, K: 3 }, ageGroup: '13-18' };

describe('Comprehensive VARK report in the caller’s preferred language', () => {
  it('answers in English for an English profile and in Arabic, same sections, for an Arabic one', async () => {
    const u = await signedUpUser();
    const en = await api.post('/api/vark/comprehensive-report', body, { token: u.token });
    expect(en.status).toBe(200);
    expect(en.body.introduction).toMatch(/^This report describes how Ada prefers/);

    await setLanguage(u.token, 'ar');
    const ar = await api.post('/api/vark/comprehensive-report', body, { token: u.token });
    expect(ar.status).toBe(200);
    expect(Object.keys(ar.body)).toEqual(Object.keys(en.body));
    expect(ar.body.teachingTips).toHaveLength(en.body.teachingTips.length);
    expect(ar.body.introduction).toContain('يصف هذا التقرير الطرق المفضّلة لدى \u2068Ada\u2069');
    expect(ar.body.learningProfile).toContain('البصري 50%');
    expect(ar.body.introduction).not.toContain('Lovelace');

    // Still validated the same way in Arabic.
    expect((await api.post('/api/vark/comprehensive-report', { ...body, scores: { V: 0, A: 0, R: 0, K: 0 } }, { token: u.token })).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { getUserByEmail } from '../../functions/data/users';
import { registration, uniqueEmail } from '../helpers/accounts';
import { api } from '../helpers/api';

/** The language a person registers in becomes the new account's preferred_language (docs/decisions/0020). */
describe('registering in a language', () => {
  it('keeps Arabic for an account registered in Arabic', async () => {
    const email = uniqueEmail('arabic');
    const res = await api.post('/api/auth/register', registration({ email, preferred_language: 'ar' }));
    expect(res.status).toBe(201);
    expect((await getUserByEmail(email))?.preferred_language).toBe('ar');
  });

  it('starts in English when no language is sent', async () => {
    const email = uniqueEmail('english');
    expect((await api.post('/api/auth/register', registration({ email }))).status).toBe(201);
    expect((await getUserByEmail(email))?.preferred_language).toBe('en');
  });

  it('refuses a language the app does not offer, with a clear 400 and no account', async () => {
    const email = uniqueEmail('french');
    const res = await api.post('/api/auth/register', registration({ email, preferred_language: 'fr' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Please choose English or Arabic');
    expect(await getUserByEmail(email)).toBeNull();
  });
});

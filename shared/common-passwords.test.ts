import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { MESSAGES, NewPasswordSchema, RegisterSchema } from './schemas/auth';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';

const list = dictionary['passwords-common'];

describe('the common-password rule (server-only)', () => {
  it('covers exactly the 10,000 most common entries of the list', () => {
    expect(list.length).toBeGreaterThan(COMMON_PASSWORD_COUNT);
    expect(isCommonPassword(list[0])).toBe(true);
    expect(isCommonPassword(list[COMMON_PASSWORD_COUNT - 1])).toBe(true);
    expect(isCommonPassword(list[COMMON_PASSWORD_COUNT])).toBe(false);
  });

  it('ignores case and the digits and symbols added at either end to meet the composition rules', () => {
    for (const p of ['Password1!', 'Passw0rd!', 'Monkey#2024', '!!Dragon99', 'QWERTY123!', 'Iloveyou.']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['Sunny-Day-42!', 'Marble-Kite-58!', 'Dragon!2024xyz']) expect(isCommonPassword(p), p).toBe(false);
  });

  it('NewPasswordSchema refuses a common password that meets every other rule, with the spec message', () => {
    const result = NewPasswordSchema.safeParse('Password1!');
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([MESSAGES.passwordCommon]);
    expect(MESSAGES.passwordCommon).toBe('This password is too common. Please choose another.');
    expect(NewPasswordSchema.safeParse('Marble-Kite-58!').success).toBe(true);
    expect(
      RegisterSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', email: 'a@example.com', whatsappNumber: '+447700900123', password: 'Qwerty123!' }).error
        ?.issues[0].message,
    ).toBe(MESSAGES.passwordCommon);
  });
});

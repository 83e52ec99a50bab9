import { describe, expect, it } from 'vitest';
import * as shared from '../../../shared/schemas/auth';
import { MESSAGES, isValidTimezone, normalizeWhatsapp } from './auth-rules';

describe('the web copy of the auth rules', () => {
  it('has exactly the messages of shared/schemas/auth.ts', () => {
    expect(MESSAGES).toEqual(shared.MESSAGES);
  });

  it.each(['+44 7700 900123', '(971) 50-123.4567', '  0044 7700 ', '', 'abc', '+'])('normalises %j like the server', (value) => {
    expect(normalizeWhatsapp(value)).toBe(shared.normalizeWhatsapp(value));
  });

  it.each(['UTC', 'Europe/London', 'Asia/Dubai', 'Mars/Base', '', 'utc'])('judges timezone %j like the server', (tz) => {
    expect(isValidTimezone(tz)).toBe(shared.isValidTimezone(tz));
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate } from './member-display';

describe('formatDate', () => {
  it('writes every month as en-GB Intl does ("5 Mar 2025", "Sept")', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const at = new Date(2025, month, month + 5, 12);
      expect(formatDate(at.toISOString())).toBe(intl.format(at));
    }
    expect(formatDate('2025-09-30T12:00:00Z')).toContain('Sept');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

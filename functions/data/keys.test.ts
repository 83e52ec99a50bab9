import { describe, expect, it } from 'vitest';
import { DUE_SHARDS, dueShard, keys } from './keys';

describe('the due indexes are spread over partitions by account', () => {
  const accounts = Array.from({ length: 3200 }, (_, i) => `0mwx${i.toString(36).padStart(5, '0')}a1b2c3d4e5f6`);

  it('puts each account in one stable partition, and a thousand accounts over all of them', () => {
    const counts = new Map<string, number>();
    for (const id of accounts) {
      const { gsi1pk } = keys.remindersDue('2027-01-01T07:00:00.000Z', id, 'e1');
      expect(keys.remindersDue('2027-06-01T18:00:00.000Z', id, 'e2').gsi1pk).toBe(gsi1pk);
      expect(keys.summariesDue('daily', '2027-01-01T07:00:00.000Z', id).gsi1pk).toBe(`SUMMARIES#daily#${dueShard(id)}`);
      counts.set(gsi1pk, (counts.get(gsi1pk) ?? 0) + 1);
    }
    expect(counts.size).toBe(DUE_SHARDS);
    // No partition takes more than twice its share at the 07:00 peak.
    expect(Math.max(...counts.values())).toBeLessThan((2 * accounts.length) / DUE_SHARDS);
  });

  it('the jobs read every partition and the unsharded key items written before', () => {
    const all = keys.remindersDueIndexKeys();
    expect(all[0]).toBe('REMINDERS');
    for (const id of accounts.slice(0, 100)) expect(all).toContain(keys.remindersDue('2027-01-01T07:00:00.000Z', id, 'e').gsi1pk);
    expect(keys.summariesDueIndexKeys('weekly')).toHaveLength(DUE_SHARDS + 1);
  });
});

import { describe, expect, it } from 'vitest';
import { STATS_SHARDS } from './keys';
import { statsUpdate } from './stats';

describe('the admin counters', () => {
  it('spread their updates over separate partitions instead of one hot item', () => {
    const keysUsed = new Set<string>();
    for (let i = 0; i < 400; i++) keysUsed.add(statsUpdate({ totalUsers: 1 })!.Update.Key.pk);
    expect(keysUsed.size).toBe(STATS_SHARDS);
    expect([...keysUsed].every((pk) => /^STATS#\d+$/.test(pk))).toBe(true);
  });

  it('skip an update with nothing to add', () => {
    expect(statsUpdate({ totalUsers: 0 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { entityItem, withoutKeys } from './items';

describe('stored items', () => {
  it('stamps the entity between the key and the fields', () => {
    const item = entityItem({ pk: 'USER#1', sk: 'TODO#2' }, 'todo', { id: '2', title: 'Milk' });
    expect(item).toEqual({ pk: 'USER#1', sk: 'TODO#2', entity: 'todo', id: '2', title: 'Milk' });
    expect(Object.keys(item)).toEqual(['pk', 'sk', 'entity', 'id', 'title']);
  });

  it('drops the key, index keys and entity and keeps every field (the input is left as it was)', () => {
    const stored = { pk: 'USER#1', sk: 'EVENT#2', entity: 'event', gsi1pk: 'a', gsi1sk: 'b', gsi2pk: 'c', gsi2sk: 'd', id: '2', title: 'Swim', pkg: 'kept' };
    expect(withoutKeys<{ id: string; title: string; pkg: string }>(stored)).toEqual({ id: '2', title: 'Swim', pkg: 'kept' });
    expect(stored.pk).toBe('USER#1');
  });
});

import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classify, familyKind } from '../../functions/assistant/understanding/intent';
import { features, loadModel, predict } from '../../functions/assistant/understanding/intent-model';
import { train } from '../../scripts/corpus/train-intent';
import { splitOf } from '../../scripts/corpus/split';

const MODEL_FILE = join(import.meta.dirname, '../../functions/assistant/understanding/intent-model.json');

describe('the intent model', () => {
  it('is a small file that gives the same message the same answer', () => {
    expect(statSync(MODEL_FILE).size).toBeLessThan(5 * 1024 * 1024);
    const once = classify('add swimming for Mia tomorrow at 4pm', ['Mia Okafor']);
    expect(classify('add swimming for Mia tomorrow at 4pm', ['Mia Okafor'])).toEqual(once);
    expect(once.ranked.reduce((sum, r) => sum + r.p, 0)).toBeCloseTo(1, 6);
  });

  it('tells the kinds of request apart on plain messages', () => {
    expect(classify("what's on tomorrow?").label).toBe('event_query');
    expect(classify('add milk and eggs to the shopping list').label).toBe('list_add');
    expect(classify('take the eggs off my shopping list').label).toBe('list_remove');
    expect(classify('what are my reminders').label).toBe('reminder_query');
  });

  it('reads member names as one token, whoever the family is', () => {
    expect(features("Mia's swimming", ['Mia Okafor'])).toContain('w:@member');
    expect(features('Zara swimming', ['Zara'])).toEqual(features('Mia swimming', ['Mia']));
  });

  it('trains the same weights from the same rows', () => {
    const rows = [
      { text: 'add milk to the list', label: 'list_add' as const, source: 'test' },
      { text: 'put eggs on the shopping list', label: 'list_add' as const, source: 'test' },
      { text: 'add bread please', label: 'list_add' as const, source: 'test' },
      { text: "what's on the list", label: 'list_query' as const, source: 'test' },
      { text: 'show me the shopping list', label: 'list_query' as const, source: 'test' },
      { text: "what's on it", label: 'list_query' as const, source: 'test' },
    ];
    const a = train(rows);
    const b = train(rows);
    expect({ ...a, trainedAt: '' }).toEqual({ ...b, trainedAt: '' });
    expect(predict(loadModel(a), 'add cheese').label).toBe('list_add');
  });

  it('splits by a fixed hash, about a fifth to validation', () => {
    expect(splitOf('Add Milk')).toBe(splitOf('add   milk'));
    const parts = Array.from({ length: 1000 }, (_, i) => splitOf(`request number ${i}`));
    const validation = parts.filter((p) => p === 'validation').length;
    expect(validation).toBeGreaterThan(150);
    expect(validation).toBeLessThan(250);
  });
});

describe('the family-kind model', () => {
  const names = ['Mia Okafor', 'Sam Okafor', 'Leo'];
  it('is a small file that gives the same message the same answer', () => {
    expect(statSync(join(import.meta.dirname, '../../functions/assistant/understanding/en/family-kind-model.json')).size).toBeLessThan(5 * 1024 * 1024);
    expect(familyKind('move swimming to friday', names)).toEqual(familyKind('move swimming to friday', names));
  });

  it('tells the kinds of family request apart, and what is none of them', () => {
    expect(familyKind('move swimming to friday', names).label).toBe('event_change');
    expect(familyKind('cancel swimming on friday', names).label).toBe('event_remove');
    expect(familyKind('is there anything on tomorrow', names).label).toBe('event_query');
    expect(familyKind('turn on the robot vacuum', names).label).toBe('other');
  });
});

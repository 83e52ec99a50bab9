/**
 * `npx tsx scripts/bench/invariance.ts`: every meaning-preserving change (tests/assistant/invariance.ts) made to every
 * English training phrasing the engine reads right; how many each touches and how many of those then read wrong. Only
 * training phrasings are used, so the phrasebooks' validation parts stay unread.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { phrasebookSplit } from '../corpus/split';
import { CHANGES, phrasesOf, readRight, underChange } from '../../tests/assistant/invariance';
import type { Phrase } from '../../tests/assistant/phrasebook.data';

const DIR = join(import.meta.dirname, '..', '..', 'tests', 'assistant');
const files = readdirSync(DIR).filter((f) => /^phrasebook.*\.data\.ts$/.test(f) && !/^phrasebook-(?:ar|long)/.test(f));
const phrases: Phrase[] = [];
for (const f of files) phrases.push(...phrasesOf(await import(join(DIR, f))));
const right = readRight(phrases.filter((p) => phrasebookSplit(p.say) === 'training'));
console.log(`${right.length} English training phrasings read right, from ${files.length} phrasebooks\n`);
console.log(`${'change'.padEnd(34)} touched  read wrong`);
for (const [name, change] of Object.entries(CHANGES)) {
  const { touched, broken } = underChange(right, change);
  console.log(
    `${name.padEnd(34)} ${String(touched).padStart(7)}  ${String(broken.length).padStart(5)} (${((100 * broken.length) / Math.max(1, touched)).toFixed(1)}%)`,
  );
}

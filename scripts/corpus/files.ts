import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm run corpus:fetch` puts the built corpus: a folder beside the checkout, or ASSISTANT_CORPUS_DIR. */
export const CORPUS_DIR = process.env.ASSISTANT_CORPUS_DIR ?? join(import.meta.dirname, '..', '..', '..', 'corpus');

const NAMES = { 'calendar-lists': 'calendar-lists-train.json', tasks: 'tasks-train.json', intents: 'intents-train.json' } as const;
export const corpusFile = (name: keyof typeof NAMES) => join(CORPUS_DIR, NAMES[name]);

/** The one line a command prints when the corpus has not been fetched yet. */
export const MISSING_CORPUS = `no corpus in ${CORPUS_DIR}: run \`npm run corpus:fetch\` first`;
export const corpusPresent = (name: keyof typeof NAMES) => existsSync(corpusFile(name));

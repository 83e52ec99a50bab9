import { phrasebookSplit } from '../../scripts/corpus/split';
import { REMINDERS_AR, REMINDERS_EN } from './reminders-parallel.data';
import { REMINDERS_AR_2, REMINDERS_EN_2 } from './reminders-parallel-2.data';

/** The same reminder requests in English and in Arabic, the i-th of each the same request (both sets of pairs). */
export const PARALLEL_REMINDERS = { en: [...REMINDERS_EN, ...REMINDERS_EN_2], ar: [...REMINDERS_AR, ...REMINDERS_AR_2] };

/** A pair's part (training or validation) by the hash of its English phrasing: both halves are always in the same one. */
export const pairSplit = (i: number) => phrasebookSplit(PARALLEL_REMINDERS.en[i].say);

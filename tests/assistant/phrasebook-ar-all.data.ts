import { AR_CONTEXT, AR_PHRASES } from './phrasebook-ar.data';
import { AR_PHRASES_2 } from './phrasebook-ar-2.data';
import { AR_PHRASES_3 } from './phrasebook-ar-3.data';

/**
 * Every Arabic phrasebook: the first set (written beside the reader) and the second (written later from the tools'
 * contract by someone who had not read the reader). The phrasebook test and the Arabic intent model read them all,
 * split the same way (scripts/corpus/split.ts).
 */
export const ALL_AR_PHRASES = [...AR_PHRASES, ...AR_PHRASES_2, ...AR_PHRASES_3];
export { AR_CONTEXT };

import { readArFollowUp } from './ar/follow-up';
import { readFollowUp as readEnglishFollowUp, type FollowUp } from './en/follow-up-reader';
import type { EngineContext } from './message';
import type { AssistantPending } from './types';
import { writtenIn } from './written-in';

/**
 * The answer to a question the assistant asked, read in the language it is written in: Arabic letters (or
 * Arabic-Indic digits alone, "٢") go to the Arabic reader, everything else to the English one; the member asked
 * about goes to the reader of the request it completes.
 */
export function readFollowUp(raw: string, pending: AssistantPending, ctx: EngineContext): FollowUp {
  const text = String(raw ?? '');
  // Which member: a name in any script completes the request in the language it was written in.
  const asked = pending.ask === 'member' ? String((pending.input as { text?: unknown })?.text ?? '') : '';
  const arabic = writtenIn(text) === 'ar' || (writtenIn(text) === null && /[٠-٩۰-۹]/u.test(text)) || writtenIn(asked) === 'ar';
  return arabic ? readArFollowUp(text, pending, ctx) : readEnglishFollowUp(text, pending, ctx);
}

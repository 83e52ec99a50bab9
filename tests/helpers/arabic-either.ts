import { arbitrate } from '../../functions/assistant/understanding/arbiter';
import { arabic } from '../../functions/assistant/understanding/ar/language';
import { messageOf } from '../../functions/assistant/understanding/ar/message';
import type { IntentGuess } from '../../functions/assistant/understanding/intent-model';
import type { EngineContext } from '../../functions/assistant/understanding/message';
import type { AssistantPending } from '../../functions/assistant/understanding/types';

/**
 * The arbiter's Arabic either/or question for "عرض" when no rule reads it and the model is torn between a list and
 * the reminders (a fixed guess, so the question does not depend on the trained weights).
 */
export function eitherOrInArabic(ctx: EngineContext): { clarify: string; pending: AssistantPending } {
  const guess: IntentGuess = {
    label: 'list_query',
    p: 0.5,
    ranked: [
      { label: 'list_query', p: 0.5 },
      { label: 'reminder_query', p: 0.3 },
      { label: 'other', p: 0.2 },
    ],
  };
  return arbitrate([], guess, arabic(messageOf('عرض', ctx)), ctx.now) as { clarify: string; pending: AssistantPending };
}

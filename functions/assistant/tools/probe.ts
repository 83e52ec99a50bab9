import { findList, itemsOf } from '../../lists/list-actions';
import type { Interpretation } from '../understanding/types';
import { searchOccurrences } from './event-search';
import { todayOf } from './event-tool-common';
import { bestMatches } from './ranked-match';
import { openTodos, type ToolContext, callerOf } from './tool-common';

/**
 * Whether a reading would find what it names in the account (an event, a list item, a to-do): true, false, or
 * null when the reading names nothing to find (adding, asking about a day). Reads only.
 */
export async function findsSomething(ctx: ToolContext, meant: Interpretation): Promise<boolean | null> {
  if (!('tool' in meant)) return null;
  const input = (meant.input ?? {}) as Record<string, unknown>;
  const target = (input.target ?? input) as {
    words?: string | null;
    fromDate?: string | null;
    toDate?: string | null;
    date?: string | null;
    time?: string | null;
  };
  switch (meant.tool) {
    case 'cancelEvent':
    case 'updateEvent':
    case 'findEvent': {
      if (!target.words) return null;
      const fromDate = target.fromDate ?? target.date ?? null;
      const found = await searchOccurrences(
        callerOf(ctx),
        { words: target.words, fromDate, toDate: target.toDate ?? fromDate, time: meant.tool === 'findEvent' ? null : (target.time ?? null), memberId: null },
        todayOf(ctx),
      );
      return found.length > 0;
    }
    case 'tickListItems': {
      const list = await findList(ctx.userId, (input.list as string | null) ?? null);
      if (!list) return false;
      const open = (await itemsOf(ctx.userId, list.id)).items.filter((i) => !i.done);
      return (input.items as string[]).some((said) => bestMatches(open, (i) => i.text, said).length > 0);
    }
    case 'completeTodo': {
      if (typeof input.text !== 'string') return null;
      return bestMatches(await openTodos(ctx.userId), (t) => t.task, input.text).length > 0;
    }
    default:
      return null;
  }
}

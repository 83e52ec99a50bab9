import type { ToolName } from './tools';

/**
 * A question the assistant asked and is waiting on (a time, a day, which member, which of several events,
 * YES/NO): kept in the conversation state with the request it belongs to. The next message answers it
 * (follow-up-reader.ts) or drops it; it expires after PENDING_TTL_MS.
 */
export interface EventRef {
  eventId: string;
  /** The occurrence's date for one occurrence of a series; null for the whole event. */
  occurrence: string | null;
}

export interface AssistantPending {
  kind: 'assistant';
  ask: 'time' | 'date' | 'when' | 'member' | 'choice' | 'confirm' | 'name';
  tool: ToolName;
  /** The request being completed: the event draft, the change or cancel input, or the original text. */
  input: unknown;
  /** The numbered events a "2" picks from, or the events a YES deletes. */
  options?: EventRef[];
  /** When it was asked (ISO). */
  at: string;
}

export const PENDING_TTL_MS = 30 * 60_000;

export const isAssistantPending = (p: unknown): p is AssistantPending => typeof p === 'object' && p !== null && (p as { kind?: unknown }).kind === 'assistant';

export const pendingAlive = (p: AssistantPending, now: Date) => now.getTime() - Date.parse(p.at) <= PENDING_TTL_MS;

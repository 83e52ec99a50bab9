import type { AssistantPending } from '../understanding/types';

export const PENDING_TTL_MS = 30 * 60_000;

export const isAssistantPending = (p: unknown): p is AssistantPending => typeof p === 'object' && p !== null && (p as { kind?: unknown }).kind === 'assistant';

export const pendingAlive = (p: AssistantPending, now: Date) => now.getTime() - Date.parse(p.at) <= PENDING_TTL_MS;

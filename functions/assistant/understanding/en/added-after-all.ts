import type { CreateEventInput, Interpretation } from '../types';
import { MARKED } from './change-marked';
import { titleCase } from './event-changes';

/** "…can you put it in", "stick it in the calendar", "please add it": the message asks to add what it told. */
const ADD_IT =
  /\b(?:put|pop|stick|chuck|pencil|book|add|whack|bung)\s+(?:it|that|this|them|her|him|those)\s+(?:in|on|down|into)\b|\b(?:add|pencil in|book in)\s+(?:it|that|this)\b|\b(?:put|pop|stick|add)\s+(?:it\s+)?(?:in|on|into)\s+(?:the|my|our)\s+(?:calendar|diary|schedule)\b/i;
/** What a new event told with its day says too. */
const WHEN = new Set(['date', 'time', 'durationMinutes', 'reminderMinutes', 'endTime']);

/**
 * A change read from a message that asks to add what it told ("the only slot they had is tuesday at 8 … can you stick
 * it in the calendar"): what was told is a new event on that day, not a move of one already planned, unless it says it
 * moved ("swimming is now friday, pop it in"). Its name is the thing the change would have looked for, when that is short.
 */
export function addedAfterAll(said: string, meant: Interpretation, read: (text: string) => Interpretation): Interpretation {
  if (!('tool' in meant) || meant.tool !== 'updateEvent' || meant.then || !ADD_IT.test(said) || MARKED.test(said)) return meant;
  const { target, changes } = meant.input as { target: { words: string | null }; changes: Record<string, unknown> };
  if (!('date' in changes) || !Object.keys(changes).every((c) => WHEN.has(c))) return meant;
  const again = read(`add ${said}`);
  if (!('tool' in again) || again.tool !== 'createEvent') return meant;
  const words = target.words?.trim() ?? '';
  if (!words || words.split(/\s+/).length > 3) return again;
  return { tool: 'createEvent', input: { ...(again.input as CreateEventInput), title: titleCase(words) } };
}

import { QUESTION_TOOLS, type Interpretation } from '../types';
import { sentencesOf } from './request-after-context';

const POINTS_BACK = /\b(?:that|this|the same) (?:day|date|week|weekend|time|morning|afternoon|evening|night)\b|\b(?:then|there)\b/i;
/** A sentence of the parent's own doings ("I'm doing a big shop tomorrow", "I must know when…"): why they ask, not a request. */
const OWN_NEWS = /^(?:i'?m|i am|i'll|i will|i'?ve|i have|i must|i need to know|i want to know|we'?re|we are|we'll|just)\b/i;

/**
 * A message of several sentences with one question among news: the question is what is asked ("Until when is Sam's
 * football training tomorrow? I must know when to pick him up.", "I'm doing a big shop tomorrow morning. What's on the
 * shopping list?"). Read alone, the question names its thing more sharply than the whole message does, and the
 * parent's news about their own plans is no event to file.
 */
export function questionAsked(full: string, meant: Interpretation, read: (text: string) => Interpretation): Interpretation {
  const sentences = sentencesOf(full).filter((s) => /\p{L}/u.test(s));
  const asked = sentences.filter((s) => /\?\s*$/.test(s));
  // (a question that points back at a day the news told, "What have we got on that day?", needs the news)
  if (sentences.length < 2 || asked.length !== 1 || POINTS_BACK.test(asked[0])) return meant;
  const others = sentences.filter((s) => s !== asked[0]);
  const tool = 'tool' in meant ? meant.tool : null;
  const alone = read(asked[0]);
  if (!('tool' in alone) || !QUESTION_TOOLS.has(alone.tool) || (tool === alone.tool && !('then' in meant))) return meant;
  const ownNews = others.every((s) => OWN_NEWS.test(s.trim()));
  return (tool && QUESTION_TOOLS.has(tool) && !('then' in meant)) || ownNews ? alone : meant;
}

import { classOfTool } from '../intent-classes';
import { classify } from '../intent';
import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { wallClock } from '../dates';
import { findMember, SEVERAL_MEMBERS } from './member-mentions';
import { readWhen } from './read-when';
import { sentencesOf } from './request-after-context';
import MODEL from './long-message-model.json';
import { changesNothing, memberOf } from './reading-parts';

/**
 * A message of several sentences is read more than one way: whole (the rule readers' own reading), and each run of
 * its sentences on its own ("Mia's got the flu. Cancel her ballet tomorrow. Thanks!" → the second sentence, the first
 * two, …). A learnt ranker (a linear model over what each reading is and where it came from, trained by
 * `npm run assistant:train-long` on the phrasebooks' training rows of several sentences) picks the reading meant.
 * A message of one sentence, or of more than MAX_SENTENCES, is read whole as before.
 */
const MAX_SENTENCES = 6;

export interface Candidate {
  reading: Interpretation;
  features: Record<string, number>;
  /** The reading with the details the rest of the message tells, as the engine files it when picked. */
  told?: Interpretation;
}
export type RankerFile = { weights: Record<string, number> };

const REQUEST_CUE =
  /^(?:(?:and|so|oh|also|but|then|ok|okay)\s+)*(?:please|pls|kindly|can|could|would|will|add|put|pop|pencil|stick|chuck|whack|book|cancel|delete|remove|scrap|drop|take|move|shift|push|bring|change|make|set|remind|let|what|whats|what's|when|where|who|how|is|are|am|do|does|have|has)\b/i;
export const ASKED = /\b(?:can|could|would|will) (?:you|u)\b|\bplease\b|\bpls\b|\bkindly\b|\?/i;
const TOLD = /^(?:i|i'm|im|i've|we|we're|we've|he|she|they|it|it's|its|that|this|there|the|my|our|his|her|their|just|so|apparently)\b/i;
/** Words no title is made of: the sender's own voice and the request around it. */
const TITLE_JUNK =
  /\b(?:i|i'm|im|i'd|i'll|me|my|we|we're|our|you|u|your|it|its|it's|can|can't|could|would|should|please|pls|so|because|cos|but|that|this|is|are|was|were|will|be|been|have|has|had|got|get|just|know|think|feel|like|tell|want|need|keep|thanks|thank|sorry|hi|hey|dear|if|when|while|they|them|their|he|she|his|her|do|don't|did|going|everything|anything|something|thing|things|now|then|also|still|yet|again|add|put|change|cancel|remove|delete|update)\b/gi;
/** A question asked outright: "What's on for everyone from Thursday to Sunday?" */
const QUESTION = /^(?:(?:so|and|but|oh|ok|okay)\s+)*(?:what|whats|what's|when|where|who|which|how|is|are|am|do|does|did|have|has|can|could)\b.*\?$/i;
/** A request said outright, not told: "Cancel her ballet tomorrow", "Please add…", "Can you…". */
export const IMPERATIVE =
  /^(?:(?:and|so|oh|also|but|then|ok|okay)\s+)*(?:(?:please|pls|kindly)\s+)?(?:add|put|pop|pencil|stick|chuck|whack|bung|book|cancel|delete|remove|scrap|drop|take|move|shift|push|bring|change|make|set|remind|tick|mark|rename|update|note|write|schedule|(?:can|could|would|will) (?:you|u))\b/i;

/** A request to add with nothing of its own to add: "Can you put it in the calendar for him?", "Please add for Leo". */
const POINTS_BACK =
  /\b(?:add|put|pop|stick|pencil|chuck|whack|bung|write|set)\b\s*(?:(?:it|that|this|them|these|those|both|this one|that one)\b\s*)?(?:(?:in|into|down|up|on|to)\b\s*)?(?:(?:(?:the|my|our|your)\s+)?(?:calendar|calender|diary)\b\s*)?(?=for\b|and\b|as\b|so\b|please\b|pls\b|weekly\b|every\b|with\b|under\b|[,.!?]|$)(.*)$/i;
const bare = (s: string) => s.replace(/[.!?\s]+$/, '');

const FAMILY: Record<string, string> = {
  createEvent: 'create',
  updateEvent: 'change',
  reminderOnEvent: 'change',
  cancelEvent: 'cancel',
  agenda: 'question',
  findEvent: 'question',
  freeBusy: 'question',
  calendarQuestion: 'question',
  listReminders: 'question',
  addListItems: 'list',
  removeListItems: 'list',
  tickListItems: 'list',
  showList: 'list',
  addTodo: 'todo',
  listTodos: 'todo',
  completeTodo: 'todo',
  deleteTodo: 'todo',
  addHomework: 'homework',
  listHomework: 'homework',
};

const toolOf = (r: Interpretation) => ('tool' in r ? r.tool : 'clarify');
const inputOf = (r: Interpretation) => ('tool' in r ? ((r.input ?? {}) as Record<string, unknown>) : {});

function titleOf(r: Interpretation): string {
  const input = inputOf(r);
  const target = (input.target ?? {}) as Record<string, unknown>;
  const t = input.title ?? target.words ?? '';
  return typeof t === 'string' ? t : '';
}

/**
 * The runs of sentences read on their own: each sentence, each two next to each other, all but the first or the last
 * (or both), and the first or the last with each other sentence. (Every run would cost a read each, up to 30.)
 */
function spansOf(n: number): number[][] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
  const spans = new Map<string, number[]>();
  const add = (at: number[]) => at.length && at.length < n && spans.set(at.join(), at);
  for (let i = 0; i < n; i++) add([i]);
  for (let i = 0; i + 1 < n; i++) add([i, i + 1]);
  add(range(1, n - 1));
  add(range(0, n - 2));
  add(range(1, n - 2));
  for (let i = 1; i < n - 1; i++) {
    add([0, i]);
    add([i, n - 1]);
  }
  add([0, n - 1]);
  return [...spans.values()];
}

/**
 * The readings of a message of several sentences, each with its features; null for one sentence (or too many). The
 * whole is read as the rules read it (`readWhole`); its runs of sentences are cut from the message as sent, so
 * that what the rules dropped ("Sam's sick.") can still name the member or the day.
 */
export function candidatesOf(full: string, readWhole: () => Interpretation, ctx: EngineContext, read: (text: string) => Interpretation): Candidate[] | null {
  const sentences = sentencesOf(full).filter((s) => /[\p{L}\p{N}]/u.test(s));
  const n = sentences.length;
  if (n < 2 || n > MAX_SENTENCES) return null;
  const whole = readWhole();
  const others = (at: number[]) => sentences.map((_, i) => i).filter((i) => !at.includes(i));
  const spans = [{ at: sentences.map((_, i) => i), reading: whole, merged: 0, referred: 0 }];
  for (const at of spansOf(n)) spans.push({ at, reading: read(at.map((i) => sentences[i]).join(' ')), merged: 0, referred: 0 });
  // A request of one or two sentences, with the days, times and member the other sentences told ("Mia's got the flu.
  // Cancel her ballet tomorrow." → "cancel her ballet tomorrow for Mia").
  const wall = wallClock(ctx.timezone, ctx.now);
  const whens = sentences.map((s) => readWhen(s, wall, ctx.timezone));
  const whenSaid = whens.map((w) => w?.text ?? '');
  const datesSaid = new Set(whens.flatMap((w) => (w?.date ? [w.date] : [])));
  const timesSaid = new Set(whens.flatMap((w) => (w?.time ? [w.time] : [])));
  const whoSaid = sentences.map((s) => findMember(s, ctx.memberNames).member);
  const firstName = (at: number[]) => (at.some((i) => whoSaid[i]) ? '' : (whoSaid.find(Boolean)?.split(' ')[0] ?? ''));
  sentences.forEach((own, i) => {
    // (what tells only a day or a time the sentence says itself is left out: "…arrive at 8:40. Put it in for 9 please")
    const adds = (k: number) => !whens[i] || (!!whens[k]?.date && !whens[i]!.date) || (!!whens[k]?.time && !whens[i]!.time);
    const when = others([i]).flatMap((k) => (adds(k) && whenSaid[k] && !own.includes(whenSaid[k]) ? [whenSaid[k]] : []));
    const who = firstName([i]);
    if (when.length || who) spans.push({ at: [i], reading: read([bare(own), ...when, who && `for ${who}`].join(' ').trim()), merged: 1, referred: 0 });
  });
  // A request that points back at what another sentence told ("…on Tuesday at 8. Can you put it in for him?"): that
  // sentence (with the one before it) read as the thing to add, with the request's own details ("weekly", "for him").
  sentences.forEach((asked, r) => {
    const rest = POINTS_BACK.exec(asked)?.[1];
    if (rest === undefined || !(ASKED.test(asked) || IMPERATIVE.test(asked))) return;
    const details = bare(rest).replace(/\b(?:please|pls|thanks|thank you)\b/gi, '');
    for (const i of others([r]).filter((k) => whenSaid[k])) {
      for (const at of i > 0 && i - 1 !== r ? [[i], [i - 1, i]] : [[i]]) {
        const who = firstName([...at, r]);
        const text = ['add', ...at.map((k) => bare(sentences[k])), who ? details.replace(/\bfor (?:him|her)\b/i, '') : details, who && `for ${who}`];
        spans.push({ at: [...at, r], reading: read(text.join(' ').replace(/\s+/g, ' ').trim()), merged: 0, referred: 1 });
      }
    }
  });
  const model = classify(full, ctx.memberNames).label;
  const request = sentences.findLast((s) => IMPERATIVE.test(s) || QUESTION.test(s));
  const requested = request ? classify(request, ctx.memberNames).label : null;
  const mentioned = findMember(full, ctx.memberNames).member !== null;
  const wholeKey = JSON.stringify(whole);
  const byKey = new Map<string, Candidate>();
  for (const { at, reading, merged, referred } of spans) {
    const key = JSON.stringify(reading);
    const said = at.map((i) => sentences[i]);
    const tool = toolOf(reading);
    const family = FAMILY[tool] ?? (tool === 'clarify' ? 'clarify' : tool === 'help' ? 'help' : 'other');
    const title = titleOf(reading);
    const words = title.split(/\s+/).filter(Boolean).length;
    const junk = (title.match(TITLE_JUNK) ?? []).length;
    const action = ['create', 'change', 'cancel', 'list', 'todo', 'homework'].includes(family);
    const input = inputOf(reading);
    const target = (input.target ?? {}) as Record<string, unknown>;
    const f: Record<string, number> = {
      bias: 1,
      merged,
      referred,
      whole: key === wholeKey ? 1 : 0,
      coverage: at.length / n,
      first: at.includes(0) ? 1 : 0,
      last: at.includes(n - 1) ? 1 : 0,
      cue: said.some((s) => REQUEST_CUE.test(s)) ? 1 : 0,
      asked: said.some((s) => ASKED.test(s)) ? 1 : 0,
      toldOnly: said.every((s) => TOLD.test(s) && !ASKED.test(s)) ? 1 : 0,
      [`tool:${family}`]: 1,
      sameToolAsWhole: tool === toolOf(whole) ? 1 : 0,
      modelAgrees: tool !== 'clarify' && classOfTool(tool, input) === model ? 1 : 0,
      // how likely the intent model finds this kind for the sentences it was read from
      spanModel: tool === 'clarify' ? 0 : (classify(said.join(' '), ctx.memberNames).ranked.find((r) => r.label === classOfTool(tool, input))?.p ?? 0),
      titleWords: Math.min(words, 8) / 8,
      titleJunk: Math.min(junk, 4) / 4,
      junkShare: words ? junk / words : 0,
      titleLong: words > 6 ? 1 : 0,
      titleStops: /[.!?](?:\s|$)/.test(title) ? 1 : 0,
      questionAnswered: family === 'question' && said.some((s) => QUESTION.test(s)) ? 1 : 0,
      requestDone: action && said.some((s) => IMPERATIVE.test(s)) ? 1 : 0,
      requestKind: tool !== 'clarify' && requested !== null && classOfTool(tool, input) === requested ? 1 : 0,
      hasRequest: request !== undefined && said.includes(request) ? 1 : 0,
      memberLost: mentioned && !memberOf(reading) && ['create', 'change', 'cancel'].includes(family) ? 1 : 0,
      dated: input.date || target.fromDate ? 1 : 0,
      timed: input.time ? 1 : 0,
      dateSaid: datesSaid.has(String(input.date ?? target.fromDate ?? input.fromDate ?? input.dueDate ?? '')) ? 1 : 0,
      timeSaid: timesSaid.has(String(input.time ?? ((input.changes ?? {}) as { time?: string }).time ?? '')) ? 1 : 0,
      askedInTitle: /\b(?:add|put|pop|please|calendar|can you|could you|thanks?)\b/i.test(title) ? 1 : 0,
      chained: 'then' in reading && reading.then?.length ? 1 : 0,
    };
    // Each feature also for the reading's kind of tool: what tells a right event apart is not what tells a right question.
    for (const [k, v] of Object.entries(f)) if (v && !k.startsWith('tool:') && k !== 'bias') f[`${family}|${k}`] = v;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { reading, features: { ...f, votes: 1 / spans.length } });
    else {
      // The same reading from several runs of sentences: one candidate, with the most telling of its features.
      for (const [k, v] of Object.entries(f)) seen.features[k] = Math.max(seen.features[k] ?? 0, v);
      seen.features.votes += 1 / spans.length;
    }
  }
  if (byKey.size > 1 && searchesTheNews(whole, sentences)) byKey.get(wholeKey)!.features.searchesNews = 1;
  return [...byKey.values()];
}

/** "Things are hectic at work. What's on for Sam on Friday?": a search made of the news, with none of the question's words. */
function searchesTheNews(reading: Interpretation, sentences: string[]): boolean {
  const words =
    (toolOf(reading) === 'findEvent' &&
      String(inputOf(reading).words ?? '')
        .toLowerCase()
        .match(/\S+/g)) ||
    [];
  const asked = sentences.filter((s) => QUESTION.test(s)).map((s) => s.toLowerCase());
  return words.length > 0 && asked.length > 0 && asked.length < sentences.length && !asked.some((s) => words.some((w) => s.includes(w)));
}

export const scoreOf = (c: { features: Record<string, number> }, weights: Record<string, number>) =>
  Object.entries(c.features).reduce((sum, [k, v]) => sum + (weights[k] ?? 0) * v, 0);

/** The reading the ranker prefers; the whole message's reading wins a tie. */
export function pickReading(candidates: Candidate[], weights: Record<string, number> = (MODEL as RankerFile).weights): Interpretation {
  // "One family member at a time" is a part naming two children; the whole message may still say what to do.
  // A reading that moves a thing to the day it is already on changes nothing, and is not picked.
  const open = candidates.filter(
    (c) => !c.features.searchesNews && !('clarify' in c.reading && c.reading.clarify === SEVERAL_MEMBERS) && !changesNothing(c.reading),
  );
  if (!open.length) return candidates[0].reading;
  const best = open.find((c) => c.features.whole === 1) ?? open[0];
  // Several requests the rules read in one message ("bread's sorted. add butter tho") are all done, unless one of them
  // is a new event (news told around a request reads as one: "Busy week. What's on…").
  const parts = 'tool' in best.reading ? [best.reading, ...(best.reading.then ?? [])] : [];
  if (parts.length > 1 && parts.every((p) => 'tool' in p && p.tool !== 'createEvent' && p.tool !== 'help')) return best.reading;
  return bestOf(best, open, weights).reading;
}

/** The best-scored of `options`; `first` wins a tie. */
export function bestOf<T extends { features: Record<string, number> }>(first: T, options: T[], weights: Record<string, number>): T {
  let best = first;
  let top = scoreOf(best, weights);
  for (const o of options) {
    const s = scoreOf(o, weights);
    if (s > top + 1e-9) [best, top] = [o, s];
  }
  return best;
}

import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { wallClock } from '../dates';
import { readWhen } from './read-when';
import { sentencesOf } from './request-after-context';
import { ASKED, bestOf, IMPERATIVE } from './long-message';
import MODEL from './long-title-model.json';

/**
 * The title of a new event told over several sentences. The reading the ranker picks takes its title from the
 * sentences it was read from, which are often news ("Booked them at the gp for so" for "leo's due for his 3 year
 * vaccinations. booked them at the gp for monday at 9.15…"). So the title is chosen again: the reading's own title,
 * or a run of up to three words from any sentence of the message between words that never name a thing (the
 * sender's voice, the request, days, times, members). A learnt linear model (`npm run assistant:train-long`) scores
 * each option from what its words are (`things`: how often each word is the thing meant, in the phrasebooks' one-
 * sentence training rows) and where it stands; the reading's own title wins a tie.
 */

export interface TitleModel {
  weights: Record<string, number>;
  /** Word → log odds of being in the thing's name rather than around it. */
  things: Record<string, number>;
}
export interface TitleOption {
  title: string;
  features: Record<string, number>;
}

const BREAK = new Set(
  (
    'a an the this that these those some any every each all both other another next last first second ' +
    "i im i'm i'd i'll i've me my mine we we're we've we'll us our ours you u your yours he him his she her hers they them their it its it's " +
    "is are am was were be been being will would can could should shall may might must do does did don't doesn't didn't can't won't isn't " +
    'have has had got get gets getting going gonna go goes went come comes coming came ' +
    'and or but so because cos if when while as than then also too just only even still yet now again already really very actually ' +
    'at on in into onto for from to till until by with without of about before after around over under between during since per via ' +
    'please pls plz kindly thanks thank thx cheers ta hi hey hello dear ok okay yeah yes no not um uh oh ah haha lol xx x love ' +
    'add put pop stick pencil chuck whack bung book schedule set make remind let note write change move cancel delete remove update ' +
    'calendar calender diary event events appointment thing things something anything everything stuff ' +
    "today tomorrow tmrw tmr tonight yesterday morning afternoon arvo evening night noon midday am pm o'clock oclock " +
    'day days week weeks wk weekend month months year years weekly daily monthly fortnightly fortnight term time times ' +
    'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun ' +
    'mondays tuesdays wednesdays thursdays fridays saturdays sundays ' +
    'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'hour hours hr hrs minute minutes min mins half quarter one two three four five six seven eight nine ten eleven twelve ' +
    'here there where what which who how why same new old ' +
    "you're you've you'd you'll they're they've he's she's that's there's what's let's it'll ur " +
    'hope well great good lovely nice fine sure right sorry wondering quick bit'
  ).split(' '),
);
/** A word after which a thing is named ("the", "his", "Sam's"). */
const DETERMINER = /^(?:the|a|an|his|her|their|our|my|your|its|\w+'s)$/i;
/** A word after which what came before was the subject ("Training is on…"). */
const VERB_AFTER = /^(?:is|are|was|were|will|starts?|finish(?:es)?|ends?|runs?|has|have|got|on)$/i;

const TOKEN = /[\p{L}][\p{L}'’-]*|\d[\w:.']*|[^\s\p{L}\d]+/gu;
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
const baseOf = (w: string) => w.replace(/'s$/, '');

/** The words of `text` as the lexicon counts them. */
export const thingWords = (text: string) => wordsOf(text).map(baseOf);

function lexicon(words: string[], things: Record<string, number>) {
  const scores = words.map((w) => things[w] ?? 0);
  const known = words.filter((w) => w in things).length;
  return {
    max: Math.max(...scores),
    mean: scores.reduce((a, b) => a + b, 0) / Math.max(scores.length, 1),
    last: scores[scores.length - 1] ?? 0,
    first: scores[0] ?? 0,
    unknown: words.length ? 1 - known / words.length : 0,
  };
}

/**
 * The options for the thing a reading of a message of several sentences names, its own first: a new event's title, or
 * (`target`) the words a change or a cancel looks for.
 */
export function titleOptions(full: string, current: string, ctx: EngineContext, things: Record<string, number>, target = false): TitleOption[] {
  const options = optionsOf(full, current, ctx, things);
  // The words a change or a cancel looks for are searched, never shown: lower case, and weights of their own.
  if (!target) return options;
  return options.map((o) => ({
    title: o === options[0] ? o.title : o.title.toLowerCase(),
    features: Object.fromEntries(Object.entries(o.features).map(([k, v]) => [`target:${k}`, v])),
  }));
}

function optionsOf(full: string, current: string, ctx: EngineContext, things: Record<string, number>): TitleOption[] {
  const names = new Set(ctx.memberNames.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const wall = wallClock(ctx.timezone, ctx.now);
  const sentences = sentencesOf(full);
  const currentWords = thingWords(current);
  const features = (words: string[]) => {
    const l = lexicon(words, things);
    return { max: l.max, mean: l.mean, last: l.last, first: l.first, unknown: l.unknown, [`words${Math.min(words.length, 4)}`]: 1 };
  };
  const own = current.split(/\s+/).filter(Boolean).length;
  const ownLexicon = lexicon(currentWords, things);
  const options: TitleOption[] = [
    {
      title: current,
      features: {
        current: 1,
        ...features(currentWords),
        curLong: own > 6 ? 1 : 0,
        curStops: /[.!?,](?:\s|$)/.test(current) ? 1 : 0,
        curVoice: currentWords.filter((w) => BREAK.has(w)).length / Math.max(currentWords.length, 1),
        // what the own title's words are, apart from the same for the runs (the own title is kept unless it is news)
        curMax: ownLexicon.max,
        curLast: ownLexicon.last,
      },
    },
  ];
  const seen = new Set([current.toLowerCase()]);
  sentences.forEach((sentence, s) => {
    const tokens = sentence.match(TOKEN) ?? [];
    const timed = readWhen(sentence, wall, ctx.timezone) !== null;
    const asked = ASKED.test(sentence) || IMPERATIVE.test(sentence.trim());
    const isBreak = (t: string) => {
      const w = t.toLowerCase().replace(/’/g, "'");
      return !/^\p{L}/u.test(t) || BREAK.has(w) || names.has(baseOf(w));
    };
    for (let i = 0; i < tokens.length; i++) {
      if (isBreak(tokens[i])) continue;
      let end = i;
      while (end + 1 < tokens.length && !isBreak(tokens[end + 1])) end++;
      // every run of up to three words inside the stretch from i to end
      for (let a = i; a <= end; a++)
        for (let b = a; b <= Math.min(end, a + 2); b++) {
          const run = tokens.slice(a, b + 1);
          const title = run.join(' ');
          const key = title.toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          const words = run.map((t) => baseOf(t.toLowerCase().replace(/’/g, "'")));
          options.push({
            title: title.charAt(0).toUpperCase() + title.slice(1),
            features: {
              ...features(words),
              det: a > 0 && DETERMINER.test(tokens[a - 1]) ? 1 : 0,
              subject: b + 1 < tokens.length && VERB_AFTER.test(tokens[b + 1]) ? 1 : 0,
              whole: a === i && b === end ? 1 : 0,
              capital: run.some((t, k) => (a + k > 0 || s > 0) && /^\p{Lu}/u.test(t)) ? 1 : 0,
              timedSentence: timed ? 1 : 0,
              askedSentence: asked ? 1 : 0,
              firstSentence: s === 0 ? 1 : 0,
              inCurrent: words.every((w) => currentWords.includes(w)) ? 1 : 0,
            },
          });
        }
      i = end;
    }
  });
  return options;
}

/** The option the model prefers; the reading's own title (the first) wins a tie. */
export const pickTitle = (options: TitleOption[], weights: Record<string, number>): TitleOption => bestOf(options[0], options, weights);

/** A new event read from several sentences with its title chosen again, a change or a cancel with the words it looks
 * for chosen again; any other reading as it is. A change or a cancel that looks for no words (everything on a day) is
 * left so: it is never narrowed to one thing, nor anything widened to a whole day. */
export function retitled(full: string, reading: Interpretation, ctx: EngineContext, model: TitleModel = MODEL as TitleModel): Interpretation {
  if (!('tool' in reading) || reading.then?.length) return reading;
  const input = reading.input as Record<string, unknown>;
  if (reading.tool === 'createEvent' && typeof input.title === 'string') {
    const best = pickTitle(titleOptions(full, input.title, ctx, model.things), model.weights);
    return best.title === input.title ? reading : { ...reading, input: { ...input, title: best.title } };
  }
  const target = input.target as Record<string, unknown> | undefined;
  if ((reading.tool === 'cancelEvent' || reading.tool === 'updateEvent') && typeof target?.words === 'string') {
    const best = pickTitle(titleOptions(full, target.words, ctx, model.things, true), model.weights);
    return best.title === target.words ? reading : { ...reading, input: { ...input, target: { ...target, words: best.title } } };
  }
  return reading;
}

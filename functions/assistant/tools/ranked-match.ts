import MiniSearch from 'minisearch';

/**
 * Ranked matching of what a message names against what the account has (events, list items, to-dos): every
 * word of the message may help and none is required, so words left over from the request ("exactly", "place",
 * "scheduled") cost nothing. Typos are forgiven by edit distance, plurals by a light stem, and longer words by
 * prefix. The best candidates win; the others only if they score nearly as well.
 */

/** Request words and fillers that never name a thing. */
const NOISE = new Set(
  'a an the and or of for to with from on at in by into onto about as is are be am was were my our your his her their its me us him them this that these those it some any all up out off over please pls can could would will you u i we do did does have has had get got what when where which who how exactly scheduled time date day today tomorrow tonight week put place set add remove delete cancel take drop list calendar reminder reminders item items thing things anymore need needs needed dont don t no not longer already just also too now again instead thanks then there but though only'.split(
    ' ',
  ),
);

/** Arabic words: their own fillers, and the letters people write either way. */
const ARABIC_NOISE = new Set('في من على الى عن مع هل يا لو ما شو ايش وش كل بعد قبل عند حق'.split(' '));

/**
 * An Arabic word as matching sees it: diacritics and tatweel out, alef forms, taa marbuta and alef maqsura folded,
 * and the article (with a joined "and", "with" or "to": وال، بال، لل…) off, so "السباحة" finds "سباحة".
 */
const arabicStem = (w: string) =>
  w
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/^(?:وال|بال|فال|كال|ال|لل)(?=\p{L}{2})/u, '');

const stem = (w: string) =>
  /\p{Script=Arabic}/u.test(w)
    ? arabicStem(w)
    : w.length < 4
      ? w
      : w.endsWith('ies')
        ? `${w.slice(0, -3)}y`
        : /(?:ch|sh|x|ss)es$/.test(w)
          ? w.slice(0, -2)
          : /[^s]s$/.test(w)
            ? w.slice(0, -1)
            : w;
const terms = (text: string) =>
  text
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);

/** The words of `said` that could name something (request words and fillers out). */
export function namingWords(said: string): string[] {
  // ("avocados x3", "3x yoghurt", "2kg": how many is no word of the thing's name)
  return terms(said).filter((w) => !NOISE.has(w) && !ARABIC_NOISE.has(w) && !/^(?:\d+|x\d+|\d+x|\d+(?:kg|g|l|ml|pk|pcs?))$/.test(w));
}

export interface Ranked<T> {
  item: T;
  score: number;
  /** The share of the message's naming words that matched, and of the item's own words that were matched. */
  said: number;
  own: number;
  /** The message's words that matched. */
  matched: string[];
}

/**
 * `items` ranked by how well their text matches the naming words of `said`; only items that match at all, and
 * of those only the ones within `share` of the best score.
 */
export function rankMatches<T>(items: T[], textOf: (item: T) => string, said: string, share = 0.6): Ranked<T>[] {
  const words = namingWords(said);
  if (!words.length || !items.length) return [];
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    tokenize: (text) => terms(text),
    processTerm: (term) => (NOISE.has(term) || ARABIC_NOISE.has(term) ? null : term),
    searchOptions: {
      fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : 0),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(items.map((item, id) => ({ id, text: textOf(item) })));
  const results = index.search(words.join(' '));
  if (!results.length) return [];
  const best = results[0].score;
  return results
    .filter((r) => r.score >= best * share)
    .map((r) => {
      const item = items[r.id as number];
      const own = namingWords(textOf(item)).length || 1;
      return { item, score: r.score, said: r.queryTerms.length / words.length, own: Math.min(1, r.terms.length / own), matched: r.queryTerms };
    });
}

/**
 * The items `said` names, best first: a match must share a word that is not only a kind of thing ("practice" alone
 * does not make "football practice" the basketball practice) unless kind words are all the message has.
 */
export function bestMatches<T>(items: T[], textOf: (item: T) => string, said: string, kindWords: ReadonlySet<string> = new Set()): T[] {
  const words = namingWords(said);
  const onlyKinds = words.every((w) => kindWords.has(w));
  return rankMatches(items, textOf, said)
    .filter((r) => r.said >= 0.5 && (onlyKinds || r.matched.some((w) => !kindWords.has(w))))
    .map((r) => r.item);
}

/**
 * The things whose own name the message holds, when it says much more than that name: news told around the
 * request ("had a lovely chat with the coach… Saturday's footy is an away game") leaves too many words for
 * `bestMatches`, yet the thing's own words are all there. Whole words or a word begun ("swim" for "swimming"),
 * never a typo (among many words, a near miss is more likely chance); at least `share` of the thing's own, one that is not
 * `weak` (a kind of thing, a day), and only the best: most words said, then most of the thing's own.
 */
export function namedWithin<T>(items: T[], textOf: (item: T) => string, said: string, weak: (word: string) => boolean = () => false, share = 0.5): T[] {
  const isSaid = saidIn(said);
  const scored = items.map((item) => {
    const own = [...new Set(namingWords(textOf(item)))];
    const hit = own.filter(isSaid);
    // More of the message's words first, then more of the thing's own: "little playgroup" is Playgroup, not Little Crafters.
    return { item, score: hit.length + hit.length / Math.max(1, own.length), ok: hit.length >= share * own.length && hit.some((w) => !weak(w)) };
  });
  const best = Math.max(0, ...scored.filter((s) => s.ok).map((s) => s.score));
  return scored.filter((s) => s.ok && s.score === best).map((s) => s.item);
}

/** Whether a word of a thing's name is in `said`: the same word, or one begun ("swim" for "swimming"). */
function saidIn(said: string): (word: string) => boolean {
  const words = new Set(namingWords(said));
  const begun = [...words].filter((w) => w.length >= 4);
  return (w) => words.has(w) || (w.length >= 4 && begun.some((b) => w.startsWith(b) || b.startsWith(w)));
}

/**
 * Every thing whose whole name `said` holds, for a message that names several among news ("popped into the shops,
 * so I've got the bananas, the yoghurt pouches and the bread"); nothing when it says some were not ("but not the
 * bread"), since which ones then takes reading.
 */
export function allNamedWithin<T>(items: T[], textOf: (item: T) => string, said: string): T[] {
  if (/\b(?:not|no|except|but|didn'?t|couldn'?t|out)\b/i.test(said)) return [];
  const isSaid = saidIn(said);
  return items.filter((item) => {
    const own = namingWords(textOf(item));
    return own.length > 0 && own.every(isSaid);
  });
}

/** `said` as a word cut short the way people write it: "avo" for avocado, "strawbs", "dishy tabs" for dishwasher tablets. */
function cutShort(said: string, word: string): boolean {
  const forms = [said, said.replace(/(?:ie|y|o)$/, '')].filter((f) => f.length >= 3 && f.length < word.length);
  return forms.some((f) => word.startsWith(f.slice(0, 3)) && inOrder(f, word));
}
const inOrder = (short: string, word: string) => {
  let at = 0;
  for (const ch of word) if (ch === short[at]) at++;
  return at === short.length;
};

/**
 * The one thing every word of whose name `said` gives, whole or cut short ("grabbed the strawbs and avo", "got the
 * dishy tabs"), and nothing else said besides: a last resort, so it takes a single clear match.
 */
export function shortenedMatch<T>(items: T[], textOf: (item: T) => string, said: string): T | undefined {
  const words = namingWords(said);
  if (!words.length) return undefined;
  const fits = items.filter((item) => {
    const own = namingWords(textOf(item));
    const meets = (w: string, o: string) => w === o || cutShort(w, o);
    return own.length > 0 && own.every((o) => words.some((w) => meets(w, o))) && words.every((w) => own.some((o) => meets(w, o)));
  });
  return fits.length === 1 ? fits[0] : undefined;
}

import MODEL from './boundary-model.json';
import { WEEKDAY } from './date-words';

/**
 * A message typed or dictated with no punctuation at all ("the school says no nuts at all this term can you take the
 * peanut butter off the shopping list") gets its full stops back before it is read, so the readers of several sentences
 * meet it as written out: a learnt model (logistic, over the words either side of each gap, trained by
 * `npm run assistant:train-boundaries` on the punctuated training rows of the phrasebooks) puts one where it is sure a
 * sentence ended. A message with any punctuation of its own is read as written.
 */
export interface BoundaryModel {
  /** Is there a break in this gap: bias and weights. */
  bias: number;
  weights: Record<string, number>;
  /** Given a break, is it a full stop rather than a comma. */
  stopBias: number;
  stopWeights: Record<string, number>;
  /** From this probability of a full stop (break × stop) one is put in. */
  threshold: number;
}

/** A request about the thing just named starts a part of its own: "sams playdate monday make it 4 instead". */
const POINTS_BACK = /^(?:make|move|push|change|rename) (?:it|that|them)$/i;
/** Too short to have lost a break worth putting back. */
const MIN_WORDS = 5;
const PUNCTUATED = /[.,!?;:](?=\s|$)/;
/** Words a sentence does not end on (it goes on to what they lead into): "put write thank you cards on my list". */
const LEADS_ON =
  /^(?:the|a|an|my|our|your|his|her|their|to|of|for|with|at|in|on|onto|into|from|by|about|and|or|but|so|if|when|than|as|put|add|write|make|get|take|pop|please|pls|can|could|would|will|is|are|was|were|be|been|have|has|had|i|we|you|u|they|he|she|it's|i'm)$/i;

const wordOf = (w: string | undefined) =>
  w === undefined
    ? '<none>'
    : w
        .toLowerCase()
        .replace(/[.,!?;:]+$/, '')
        .replace(/\d+/g, '0');

/** What the model knows of the gap after word i. */
export function gapFeatures(words: string[], i: number): string[] {
  const [p2, p, n, n2, n3] = [words[i - 1], words[i], words[i + 1], words[i + 2], words[i + 3]].map(wordOf);
  return [
    `p=${p}`,
    `n=${n}`,
    `pn=${p} ${n}`,
    `p2=${p2}`,
    `n2=${n2}`,
    `nn=${n} ${n2}`,
    `nnn=${n} ${n2} ${n3}`,
    `pp=${p2} ${p}`,
    `left=${Math.min(i + 1, 6)}`,
    `right=${Math.min(words.length - i - 1, 6)}`,
  ];
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
export const scoreOf = (features: string[], bias: number, weights: Record<string, number>) => sigmoid(features.reduce((s, f) => s + (weights[f] ?? 0), bias));

/** Whether the model puts a full stop in the gap these features describe (a break, and a stop rather than a comma). */
export const stopAt = (features: string[], model: BoundaryModel) =>
  scoreOf(features, model.bias, model.weights) * scoreOf(features, model.stopBias, model.stopWeights) >= model.threshold;

export function withBoundaries(text: string, model: BoundaryModel = MODEL): string {
  if (PUNCTUATED.test(text)) return text;
  const words = text.split(/\s+/);
  if (words.length < MIN_WORDS) return text;
  let quoted = false;
  return words
    .map((w, i) => {
      if ((w.match(/["“”]/g) ?? []).length % 2) quoted = !quoted;
      if (i === words.length - 1 || quoted || LEADS_ON.test(w)) return w;
      if (i >= 2 && POINTS_BACK.test(`${words[i + 1]} ${words[i + 2] ?? ''}`)) return `${w},`;
      return stopAt(gapFeatures(words, i), model) ? `${w}.` : w;
    })
    .join(' ');
}

/** A bullet or a number in front of a line: "- swim fri 4", "• dentist", "2) milk". */
const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/;
/** A list's line is a thing, not a sentence: a few words. */
const SHORT_LINE = 6;
const ENDED = /[.!?,;:]$/;

/** "1) swim sat 9 2) dentist mon", "(a) milk (b) bread", "1. remind me… 2. what time…": a part's number or letter. */
const MARK = /(^|[\s:;,])\(?(\d{1,2}|[a-h])[.)](?=\s)/gi;

/** Parts numbered or lettered in order, from 1 or a, are lines of their own (read as the lines of a message are). */
function enumeratedAsLines(raw: string): string {
  const marks = [...raw.matchAll(MARK)];
  const first = marks[0]?.[2].toLowerCase();
  if (marks.length < 2 || (first !== '1' && first !== 'a')) return raw;
  // the marks that count on from the first ("1) … 2) …", "a) … b) …"); others are part of the text
  const next = (mark: string) => (/\d/.test(mark) ? String(Number(mark) + 1) : String.fromCharCode(mark.charCodeAt(0) + 1));
  const run: RegExpMatchArray[] = [];
  for (const m of marks) if (!run.length ? true : m[2].toLowerCase() === next(run[run.length - 1][2].toLowerCase())) run.push(m);
  if (run.length < 2) return raw;
  let out = '';
  let at = 0;
  for (const m of run) {
    out += `${raw.slice(at, m.index)}${m[1].trim() === ':' ? ':' : ''}\n`;
    at = (m.index ?? 0) + m[0].length;
  }
  return out + raw.slice(at);
}

/**
 * Line breaks are where a message's parts end: WhatsApp messages list things one per line ("shopping:\nbananas\nrice
 * crackers", "to do:\n- renew rego\n- RSVP Ava's party"). A heading that ends in a colon followed by short lines is that
 * heading's list, one thing after another; any other line ends a sentence. Read before the spaces are collapsed.
 */
export function withLineBreaks(raw: string): string {
  const lines = enumeratedAsLines(raw)
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean);
  if (lines.length < 2) return lines.join(' ');
  // (the message's last line may end with its full stop: "3. email the president.")
  const listLine = (at: number) => (at === lines.length - 1 ? lines[at].replace(/\.$/, '') : lines[at]);
  let out = lines[0];
  for (let i = 1; i < lines.length; i++) {
    // the run of short lines under a heading is its list
    let end = i;
    while (out.endsWith(':') && end < lines.length && lines[end].split(/\s+/).length <= SHORT_LINE && !/[.!?:]$/.test(listLine(end))) end++;
    if (end > i) {
      out += ` ${lines
        .slice(i, end)
        .map((_, k) => listLine(i + k).replace(/[,;]$/, ''))
        .join(', ')}`;
      i = end - 1;
      continue;
    }
    out += ENDED.test(out) ? ` ${lines[i]}` : `. ${lines[i]}`;
  }
  return out;
}

/** A short aside of a word or three: "(finally)", "(same time)", "(ugh)". */
const ASIDE_WORDS = 3;

/** A longer aside that only remarks: it starts as a remark about oneself or the thing, and says no day and no request. */
const REMARK =
  /^(?:i|i'm|im|i've|i'll|i'd|he|she|they|he's|she's|they're|which|who|it|it's|its|that's|need|needs|hoping|honestly|probably|not sure|no idea|can't|cant|don't|dont|a|an|so|because|cos|since)\b/i;
const SAYS_WHEN_OR_WHAT = new RegExp(
  `\\b(?:${WEEKDAY}|today|tonight|tomorrow|tmrw|morning|afternoon|evening|week|weekend|add|put|remind|cancel|move|change|delete|remove|book)\\b`,
  'i',
);

/**
 * Brackets as parents use them: "Sam (and Mia) have the disco" names both; "rego done (finally)" is "rego done". A
 * bracketed member, or one added with "and", is part of the sentence; a short aside says nothing to do, and nor does a
 * longer one that only remarks ("(he hates it, honestly)", "(which is a crisis)"); any other is read as if unbracketed.
 */
/** "swimming next Monday at 9:30 - every week - and could I get a reminder 30 mins before": a request of its own. */
const ASKED_AFTER_AND = /(?:,|\s[-–])?\s+and (could|can|would) (i|you|u) (?=(?:get|have|set|put|add|pop)\b.*\breminder\b)/gi;

export function withAsides(text: string, memberNames: string[]): string {
  const firsts = memberNames.map((n) => n.trim().split(/\s+/)[0].toLowerCase()).filter(Boolean);
  return text
    .replace(/\s*\(([^()]{1,60})\)/g, (all, inner: string) => {
      // ("next Tuesday and Wednesday (10 and 11)": dates and times in brackets are the readers' own)
      if (/\d/.test(inner)) return all;
      const words = inner.trim().split(/\s+/);
      const named = /^(?:and|&|\+|with|plus)\b/i.test(inner.trim()) || words.some((w) => firsts.includes(w.toLowerCase().replace(/'s$/, '')));
      const remark = REMARK.test(inner.trim()) && !SAYS_WHEN_OR_WHAT.test(inner);
      return !named && (words.length <= ASIDE_WORDS || remark) ? '' : ` ${inner.trim()}`;
    })
    .replace(ASKED_AFTER_AND, '. $1 $2 ')
    .replace(/,\s*,/g, ',')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/** "Club email: '…'", "From the kindy app: '…'", "Compass: '…'": where a pasted notice came from, then the notice quoted. */
const NOTICE =
  /^(?:(?:from|update from|message from|via)\s+)?(?:the\s+|our\s+)?[\p{L}\d'&-]+(?:\s+[\p{L}\d'&-]+){0,3}\s*:\s*['‘"“](.{8,}?[.!?])['’"”](?=\s|$)\s*(.*)$/iu;

/**
 * A notice pasted from a school or club app, in quotes, then the parent's own words: the notice is read as news told and
 * the words after it as the request ("Compass: 'Harmony Day dress up has been cancelled.' Take it off"). The quotes go,
 * so an apostrophe inside the notice ("Saturday's", "teddy bears'") is not taken for its end; where it came from is no
 * part of the event.
 */
export function withForwardedNotice(text: string): string {
  const notice = NOTICE.exec(text);
  return notice ? `${notice[1]} ${notice[2]}`.trim() : text;
}

const ASPECTS = String.raw`(?:date|day|time|place|venue|location|address|rest|everything else)s?`;
/** A sentence that only says what did not change: "The date and time are unchanged.", "The day and time stay the same, Wednesdays at 4:30." */
const SAME_AS_BEFORE = new RegExp(
  String.raw`(?<=[.!?;])\s+(?:the |and )?${ASPECTS}(?:\s*(?:,|and|&)\s*(?:the )?${ASPECTS})*\s+(?:(?:is|are|will be) (?:unchanged|the same|as (?:before|it was|they were))|(?:stays?|remains?|will (?:stay|remain)) (?:unchanged|the same|as (?:before|it was|they were))|(?:has|have|hasn'?t|haven'?t) (?:not )?(?:changed|stayed the same))\b[^.!?]*[.!?]?`,
  'gi',
);

/** A last sentence begun with "not" that only says what it was: "The podiatrist is only 30 minutes. not the hour you have put down" */
const ONLY_WHAT_IT_WAS = /(?<=[.!])\s+not (?:the|an?|\d)[^.!?]*[.!]?$/i;

/** What did not change is no part of the change: the sentence that says so goes, so the readers meet only what did. */
export const withoutSameAsBefore = (text: string) => text.replace(SAME_AS_BEFORE, '').replace(ONLY_WHAT_IT_WAS, '').trim();

/** "coffee pods on list y/n?", "is Mia free sat, yes or no": a yes/no question, asked plainly. */
export const asYesNo = (text: string) => text.replace(/\s*,?\s*\b(?:y\/n|yes or no)\s*\??$/i, '?');

import type { EngineContext } from '../message';
import type { Interpretation } from '../types';
import { wallClock } from '../dates';
import { findMember, mentionOf } from './member-mentions';
import { readWhen } from './read-when';
import { onlyPleasantry } from './pleasantries';
import { eventPhrases } from './event-phrases';
import { titleOptions, type TitleModel } from './long-title';
import { bestOf } from './long-message';
import { beforeComment } from './reason-after';
import TITLES from './long-title-model.json';
import { POLITE, PRONOUN, sentencesOf, STOPPED } from './request-after-context';

/**
 * A change or a cancel told over several sentences, the request only pointing back at the thing told: "the sleepover on
 * friday is off. can u delete it.", "The thing on the 14th isn't a wedding anymore. Can you rename it to engagement
 * party?", "ok so the sleepover on friday, ruby's mum said leo can come too. can u add leo to it?". The request says
 * what to do and the other sentences what to do it to: the request is read with its pronoun replaced by them. Said
 * this way, the request is sure, so its reading is the message's (the ranker of readings is not asked).
 */

// (pointing back as request-after-context.ts reads it, and with "him", "the two", "everything" or "the event" too)
const BACK = String.raw`(?:${PRONOUN}|him|her|those two|these two|the two|all|everything|the whole series|(?:only|just) (?:that|this) one|that day'?s? one|the event|the booking|the entry)`;
/**
 * What about it changes, the news having said to what: "change where it is", "change who it's for", "change the place",
 * "write the new place".
 */
const ASPECT = String.raw`(?:where it is|where it's|who it'?s for|who it is for|the (?:new )?(?:place|location|venue|address|time|day|date|details|name|title))`;
const ON_CALENDAR = String.raw`(?:\s+(?:in|on|from|off|out of|in the|on the|from the|off the|out of the|from our|from my|off our|off my|in our|in my)\s+(?:calendar|calender|diary|schedule|ours))?`;
const TAIL = String.raw`(?:[\s,]+(?:please|pls|thanks?|thank you|thx|cheers|sorry|for me|as well|too|x+))*[\s.!?]*$`;

/** What about it changes, said with its new value: "change the reminder to the day before". */
const PART = String.raw`(?:the (?:reminder|alert|end time|start time|finish time|note))`;
/** "please remind me 15 minutes before": a reminder for the thing told. */
const REMIND_BACK = new RegExp(String.raw`^${POLITE}remind (?:me|us)\s+(?<ahead>(?!to\b).*?\s*(?:before(?:hand)?|ahead|prior))${TAIL}`, 'iu');
/**
 * "For Mia's tennis final on Saturday the 21st, I wonder if you could…", "The Taronga Zoo excursion for Sam, can you put a
 * note on it…": the thing said first, the request after a comma or a colon.
 */
/** A request said bare after the thing named: "…fri, delete it", "…on Saturday, push it back an hour", "…, change the time to 5". */
const BARE_BACK =
  /(?:(?:delete|cancel|remove|scrap|bin|move|push|change|make|rename) (?:it|that|them)|change (?:the|its) (?:time|day|date|place|location|venue|name|title) to)\b/;
const SAID_BARE = new RegExp(`^${BARE_BACK.source}`, 'i');
const TOPIC = new RegExp(
  String.raw`^((?:(?:hi|hello|hey|ok|okay|so)[,!]?\s+)*(?:(?:for|regarding|re|about|as for|concerning)\s+)?[^,:;]{3,80}?)\s*[,:;]\s*(?=(?:(?:so|and)\s+)?(?:(?:can|could|would|will) (?:you|u)|please|pls|kindly|i wonder if you could|${BARE_BACK.source})\b)(.+)$`,
  'i',
);
/** "it" or "that appointment" pointing back, not "that" before a name of its own ("put a note on that footy training"). */
const POINTER = String.raw`(?!\s+(?!(?:that|saying|to|which|so|as|for|please|pls|too|now|instead|then|again|from|at|on|in|by|back|forward|later|earlier|an?|one|two|half|appointments?|appts?|events?|bookings?|sessions?|ones?|things?)\b)\p{L})`;
/** "Please delete it", "can u take those two off the calendar", "Please remove for Mia", "Please delete all". */
const CANCEL_BACK = new RegExp(
  String.raw`^${POLITE}(?:(?:cancel|delete|remove|scrap|drop|bin|wipe|clear|erase|get rid of)(?:\s+${BACK})?|take\s+(?:${BACK}\s+)?(?:off|out))${ON_CALENDAR}(?:\s+(?:only|just|altogether|for good|for now))?(?:\s+for\s+(?<who>\p{L}+))?${ON_CALENDAR}${TAIL}`,
  'iu',
);
/** "Can you rename it to Hamish's party?", "can u add leo to it", "make it 2 hrs", "switch it to Leo". */
const CHANGE_BACK = new RegExp(
  String.raw`^${POLITE}(?:(?<verb>move|shift|push|bring|reschedule|change|update|fix|amend|edit|adjust|rename|switch|swap|make|add|put|write|enter|save)\s+(?<what>(?:\p{L}+\s+){0,2}(?:to|on|onto|into)\s+${BACK}${POINTER}|(?<!(?:add|put)\s+)(?:${BACK}${POINTER}|${ASPECT}|${PART}))\b(?<rest>.*)|(?:update|change|fix|amend)${TAIL})$`,
  'iu',
);

/** News that a thing is off: "the sleepover is off", "won't happen", "is cancelled", "not coming Friday", "No swimming tomorrow". */
const OFF =
  /\b(?:off|cancel(?:l?ed)?|won'?t (?:happen|go ahead|be on|be running)|not (?:happening|coming|going ahead|running|on|doing)|isn'?t (?:on|happening)|called off|postponed|(?:can'?t|cannot) (?:make|do|go)|pull(?:ing)? out|no more)\b|^no \p{L}+|\b(?:there's|there is|there'll be) no\b/iu;
const bare = (s: string) => s.replace(/[\s.!?]+$/, '');
const JOINING = /(\p{L}+)(?: really| also)? (?:wants?|would like|'d like|is keen|asked|is asking|has asked) to (?:come|go|join|tag along|be)\b/iu;
type Update = { tool: 'updateEvent'; input: { target: Record<string, unknown>; changes: Record<string, unknown> } };
const toolOf = (r: Interpretation) => ('tool' in r ? r.tool : null);
/** The thing a reading looks for, as a cancel's target (a change's one day as its from and to). */
const targetOf = (r: Interpretation): Record<string, unknown> => {
  const { date, ...target } = (r as { input: { target: Record<string, unknown> } }).input.target;
  return toolOf(r) === 'updateEvent' ? { ...target, fromDate: date ?? null, toDate: date ?? null } : target;
};

/** The sentences around the request that tell of the thing (greetings and thanks left out). */
const telling = (sentences: string[], at: number) => sentences.filter((s, i) => i !== at && /\p{L}{3}/u.test(s) && !onlyPleasantry(s));

export function toldChange(full: string, ctx: EngineContext, read: (text: string) => Interpretation): Interpretation | null {
  // (a thing named "for…" or "regarding…" first is one that exists: a reminder asked after it is for it, not a new event's)
  let existing = false;
  const sentences = sentencesOf(full)
    .filter((s) => /\p{L}/u.test(s))
    .flatMap((s) => {
      const topic = TOPIC.exec(s);
      if (!topic || !asks(topic[2])) return [s];
      // ("cant do mums group fri, delete it": said bare, the request needs the thing's day to be sure it points back at one)
      if (SAID_BARE.test(topic[2]) && !readWhen(topic[1], wallClock(ctx.timezone, ctx.now), ctx.timezone)) return [s];
      const thing = topic[1].replace(/^(?:(?:hi|hello|hey|ok|okay|so)[,!]?\s+)*(?:for|regarding|re|about|as for|concerning)\s+/i, '');
      // ("cant do mums group fri, delete it": what they can't do is the thing)
      const done = thing.replace(/^(?:(?:i|we) )?(?:can'?t|cannot|won'?t) (?:do|make|make it to|go to|get to)\s+/i, '');
      existing ||= thing !== topic[1];
      return [`${done}.`, topic[2]];
    });
  if (sentences.length < 2 || sentences.length > 6) return null;
  const wall = wallClock(ctx.timezone, ctx.now);
  // The request without the day it names ("Cancel Wed 11th."): the day is kept for the target.
  const plain = sentences.map((s) => {
    const when = readWhen(s, wall, ctx.timezone);
    return when?.text ? `${when.source.slice(0, when.index)} ${when.source.slice(when.index + when.text.length)}`.replace(/\s+/g, ' ').trim() : s;
  });
  const at = plain.findLastIndex((s) => asks(s) && (existing || !REMIND_BACK.test(s)));
  if (at < 0) return null;
  const told = telling(sentences, at);
  if (!told.length) return null;
  const request = sentences[at];
  const cancel = CANCEL_BACK.exec(plain[at]);
  // The thing is what a sentence before the request names: for a cancel the one that says it is off, for a change the
  // one that says its day, else the first.
  const before = told.filter((s) => sentences.indexOf(s) < at);
  // (news that reads as a cancel by itself, "Sam no swimming next week", names the thing best as it is)
  // (news that reads as a change names the thing as well: "Leo's swim lesson is going to be 45 minutes from now on")
  const asCancel = (s: string) =>
    [read(bare(s)), read(`cancel ${bare(s)}`)].find((r) => (toolOf(r) === 'cancelEvent' || (!cancel && toolOf(r) === 'updateEvent')) && targetOf(r).words);
  const found = (before.length ? before : told).flatMap((s) => {
    const reading = asCancel(s);
    return reading ? [{ s, reading }] : [];
  });
  const said = found.map((f) => f.s);
  const things = found.map((f) => f.reading);
  const dated = (r: Interpretation) => !!targetOf(r).fromDate;
  const off = things.filter((_, i) => OFF.test(said[i]));
  const thing = (cancel ? (off.find(dated) ?? off[0]) : things.find(dated)) ?? things[0];
  if (!thing) return null;
  const target = { ...targetOf(thing) };
  if (!target.fromDate) {
    // "…she's said the session on Monday the 30th won't happen": the one day the sentences before the request tell
    const days = [...new Set((before.length ? before : told).flatMap((s) => readWhen(s, wall, ctx.timezone)?.date ?? []))];
    if (days.length === 1) Object.assign(target, { fromDate: days[0], toDate: days[0] });
  }
  const own = readWhen(request, wall, ctx.timezone);
  // whose it is: the thing's own member, or the one child the sentences up to the request name ("Sam's sick. … Cancel
  // it."), never one named in an afterthought ("…can u delete it. also leo lost a tooth")
  target.member ??= findMember(sentences.slice(0, at + 1).join(' '), ctx.memberNames).member;
  // "Could you clear everything on Sunday the 8th?": everything on a day is no one thing told of
  if (cancel && own?.date && /\b(?:all|everything)\b/i.test(plain[at])) return null;
  if (cancel) {
    const who = cancel.groups?.who && findMember(cancel.groups.who, ctx.memberNames).member;
    if (own?.date) Object.assign(target, { fromDate: own.date, toDate: own.endDate ?? own.date });
    if (who) target.member = who;
    // every one of a series when the request says so, or the news says it has stopped for good ("no more soccer")
    const all = /\b(?:all|everything|the lot|whole series|altogether|for good)\b/i.test(plain[at]) && !own?.date;
    const stopped = (thing as { input: { series: boolean } }).input.series && STOPPED.test(told.join(' '));
    return { tool: 'cancelEvent', input: { target, series: all || stopped } };
  }
  const words = typeof target.words === 'string' && target.words ? target.words : null;
  if (!words) return null;
  const name = thingName(said[things.indexOf(thing)], ctx) ?? words;
  // a change to a series said as one ("For Mia's violin every Tuesday, …") is to every one of them, not the next
  if (eventPhrases(said[things.indexOf(thing)]).recurrence !== 'none') Object.assign(target, { fromDate: null, toDate: null });
  const remind = existing ? REMIND_BACK.exec(plain[at]) : null;
  if (remind)
    return sameThing(read(`remind me ${remind.groups!.ahead.replace(/\s*(?:before(?:hand)?|ahead|prior)$/i, '')} before the ${name}`), target, words, false);
  // ("Please update.": nothing of its own, as "update it")
  const groups = CHANGE_BACK.exec(plain[at])!.groups!;
  const change = { verb: groups.verb ?? 'change', what: groups.what ?? '', rest: groups.rest ?? '' };
  // "…the handover will be at 6 instead of 5. Can you update it?": the news says the change
  const pronounOnly = new RegExp(`^(?:${BACK}|${ASPECT})?$`, 'iu').test(change.what);
  if (pronounOnly && !change.rest.replace(new RegExp(`^${ON_CALENDAR}${TAIL}`, 'iu'), '').trim()) {
    // (a comment after news that is a change by itself is no part of it: "…has moved to the Kingston hall, they're painting
    // the library"; "The church meeting on Sunday, they have brought it to 3" is news only with its second part)
    const news = (before.length ? before : told).map((s) => {
      const cut = beforeComment(s);
      return cut !== s && toolOf(read(cut)) === 'updateEvent' ? cut : s;
    });
    const whole = read(news.join(' '));
    const changed = (as: (s: string) => string) => news.map((s) => read(as(s))).filter((r) => toolOf(r) === 'updateEvent');
    // ("Netball is at 4:30 tomorrow. Please update it.": news said as plain fact is the change the request asks)
    const updates = (
      toolOf(whole) === 'updateEvent' ? [whole] : ([changed((s) => s), changed((s) => `${s.replace(/[.!]+$/, '')} now`)].find((u) => u.length) ?? [])
    ) as Update[];
    // the news that changes most (the later of two alike: "Quick change to Friday. …the handover will be at 6 instead of 5.")
    const most = updates.reduce<Update | null>((a, b) => (a && Object.keys(a.input.changes).length > Object.keys(b.input.changes).length ? a : b), null);
    if (!most) return null;
    // (the time it had is never the time it now has)
    const had = (k: string, v: unknown) => v ?? (k === 'date' || (k === 'time' && target[k] === most.input.changes.time) ? null : (target[k] ?? null));
    const filled = Object.fromEntries(Object.entries(most.input.target).map(([k, v]) => [k, had(k, v)]));
    return { ...most, input: { ...most.input, target: filled } };
  }
  // "change the reminder to the day before" → "change the reminder for the piano exam to the day before" (so "could you
  // change the name to Probus Club", "change the time to 5")
  const aspect = new RegExp(`^${ASPECT}$`, 'iu').test(change.what);
  if (new RegExp(`^${PART}$`, 'iu').test(change.what) || (aspect && /^\s+to\s/i.test(change.rest)))
    return sameThing(read(bare(`${change.verb} ${change.what} for the ${name}${change.rest}`)), target, words, false);
  if (aspect) return null;
  // "can u add her to it?": whom "her" is, from the sentences told (not the one whose event it is)
  // ("Mia wants to come to the Sharks game too. Can you add her to it?": the one who wants to come is "her", and the
  // game is not hers yet)
  const joiner = JOINING.exec(said[things.indexOf(thing)])?.[1];
  const joining = !!target.member && joiner?.toLowerCase() === String(target.member).split(' ')[0].toLowerCase();
  const others = joining ? [target.member as string] : (findMember(told.join(' '), ctx.memberNames).several ?? []).filter((n) => n !== target.member);
  if (joining) target.member = null;
  const who = others.length === 1 ? others[0].split(' ')[0] : null;
  // the request said again with the thing's name for "it" ("add leo to the sleepover"), a name the title model picks
  const named = change.what.replace(new RegExp(`${BACK}$`, 'iu'), `the ${name}`).replace(/^(?:him|her)\b/i, (pronoun) => who ?? pronoun);
  // ("switch it to Leo" is a change of whose it is, as "change" says it)
  const verb = /^(?:switch|swap)$/i.test(change.verb) ? 'change' : change.verb;
  return sameThing(read(bare(`${verb} ${named}${change.rest}`)), target, joining ? name : words, mentionsMember(`${change.what} ${change.rest}`, ctx));
}

const asks = (s: string) => CANCEL_BACK.test(s) || CHANGE_BACK.test(s) || REMIND_BACK.test(s);

/**
 * The change the request asks, made to the thing told: the request's own day and member say which one; otherwise the
 * thing's day (unless that is the day it moves to) and member (unless the change names one: "add leo to it").
 */
function sameThing(asked: Interpretation, target: Record<string, unknown>, words: string, namesMember: boolean): Interpretation | null {
  if (toolOf(asked) !== 'updateEvent') return null;
  const input = (asked as Update).input;
  const day = input.target.date ?? (target.fromDate !== input.changes.date ? target.fromDate : null);
  const member = input.target.member ?? (namesMember ? null : target.member);
  return { tool: 'updateEvent', input: { ...input, target: { ...input.target, words, date: day ?? null, member: member ?? null } } };
}

/** The run of words of a sentence the title model finds most like a thing's name: "the sleepover on friday is off" → "sleepover". */
function thingName(sentence: string, ctx: EngineContext): string | null {
  const model = TITLES as TitleModel;
  const options = titleOptions(sentence, '', ctx, model.things, true).slice(1);
  return options.length ? bestOf(options[0], options, model.weights).title : null;
}

/** Whether the change itself names a member ("add leo to it", "switch it to Leo"): then that one is no part of the target. */
const mentionsMember = (text: string, ctx: EngineContext) => ctx.memberNames.some((n) => mentionOf(n).test(text));

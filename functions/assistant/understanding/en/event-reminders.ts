import { eventPhrases } from './event-phrases';
import type { Message } from '../message';
import { readWhen } from './read-when';
import { eventTarget, rangeOf, readTarget, withoutWhen } from './slots';
import type { Interpretation } from '../types';

/** Reminders asked about ("show my reminders") and reminders put on an event already in the calendar. */

const REMINDERS_QUESTION =
  /\bwhat (?:are|will|were) you (?:be )?remind(?:ing)? (?:me|us) (?:about|of|to)\b|\b(?:see|show|list|read|view|give me|tell me)\b.*\b(?:every|each) reminder\b|\bbeing reminded\b|\b(?:did|have) (?:i|we) ask(?:ed)? you to remind (?:me|us) (?:about|of)$|\b(?:meant|supposed) to be reminded\b|\bwant(?:ed)? reminding\b|\banything (?:you need |you have |you've got )?to remind (?:me|us) (?:about|of)\b|^reminders? (?:for|on|this|next|today|tomorrow|tonight)\b|\bthings? (?:that )?(?:i|we) (?:want(?:ed)?|need(?:ed)?|asked you|had|have) to (?:recall|remember)\b|\bwhat (?:did |do |have )?(?:i|we) (?:ask(?:ed)?|want(?:ed)?|need(?:ed)?|told you|was meant|were meant|got|have)(?: you)? to (?:be reminded|remind (?:me|us)|remember|recall)\b|\bwhat (?:was|were|am|are) (?:i|we) (?:meant|supposed) to (?:remember|recall)\b|^did (?:i|we) ask you to remind\b|\b(?:see|show|list|read|view|hear|give me|tell me)\b.*\breminders\b|\b(?:what|anything)\b.*\byou(?:'re| are)? (?:meant |supposed |going |got )?(?:to )?(?:be )?remind(?:ing)? (?:me|us)\b|\bwhat am i forgetting\b|\b(?:did|have) (?:i|we) set (?:a |any )?reminders?\b|^(?:what|which|show|list|see|view|check|read|any|do i have|have i (?:got|set)|did i set|how many|my|all)\b.*\b(?:reminders?|alarms?)\b|^(?:reminders?|alarms?)$|^(?:(?:today|tonight|tomorrow|this week|next week|the week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)? |(?:all|my|our) (?:the )?)(?:reminders|alarms)$|\breminders?\b.*\b(?:did i set|have i set|do i have|are set|i set|i have)\b/;
/** "is mop the floor on my reminders", "do i have a reminder to call the bank", "check my reminders for the bins". */
const REMINDER_CHECK = new RegExp(
  [
    String.raw`(?:is|are) (.+?) (?:already )?(?:on|in|among|one of) (?:my|our|the) (?:list of )?reminders?(?: list)?`,
    String.raw`(?:do|did|have) (?:i|we) (?:already )?(?:have |got |set |make |add |create |put |made |added )?(?:a |any |the )?reminders? (?:set |made |added )?(?:to|for|about) (.+?)`,
    String.raw`(?:is|are) there (?:a |any )?reminders? (?:set |made )?(?:to|for|about) (.+?)`,
    String.raw`(?:have|did) you (?:got|get|set|made|make|saved?|put in) (?:a |any |the )?reminders? (?:for me |for us )?(?:to|for|about) (.+?)`,
    String.raw`check (?:my|our|the) reminders? (?:list )?for (.+?)`,
    String.raw`check (?:that )?(?:you(?:'ve| have) got|there(?:'s| is| are)) (?:a |any )?reminders? (?:for|about|to) (.+?)`,
    String.raw`did (?:the|my|that|a) reminders? (?:for|about|to) (.+?) go (?:in|through|on)`,
    String.raw`(?:(?:can|could) you )?(?:check|see|find out) (?:whether|if) (?:there(?:'s| is)|i have|i've got|we have|i set|i've set|i made|i put in|we set) (?:a |any )?reminders? (?:to|for|about) (.+?)`,
    String.raw`did (?:you|u) (?:place|put|set|add|make|create|schedule|save) (?:the |a |my |that )?reminders? (?:to|for|about|of) (.+?)`,
    String.raw`am i being reminded (?:to|about|of) (.+?)`,
    String.raw`(?:did|have) (?:i|we) ask(?:ed)? you to remind (?:me|us) (?:to|about|of) (.+?)`,
  ]
    .map((one) => `^${one}$`)
    .join('|'),
);

/**
 * A question whose subject is the reminders, however it is put ("upcoming reminders", "what are all my alerts",
 * "anything i need reminding of today", "reminders of mine are what"): asked, about reminders, and making none.
 */
function asksAboutReminders(m: Message): boolean {
  const asked = m.asking || /\?\s*$/.test(m.text) || /^(?:upcoming|future|pending|next|all|my|any|anything)\b|\bwhat\b/i.test(m.lower);
  const topic = /\b(?:reminders|alerts|alarms|notifications)\b|\bneed reminding\b|\breminders? (?:of|for) (?:mine|me)\b/i.test(m.lower);
  const making = /\b(?:remind me|(?<!\breminders? )set(?! for\b)|send|give|make|create|add|put|schedule|change|move|cancel|delete|remove|turn|clear)\b/i.test(
    m.lower,
  );
  return asked && topic && !making;
}

/** "what reminders did i set", "show my reminders", "any reminders for tomorrow"; a yes/no question about one. */
export function readReminderList(m: Message): Interpretation | null {
  const check = REMINDER_CHECK.exec(m.lower);
  const asked = check?.slice(1).find(Boolean);
  if (asked) {
    // "…about the meeting for tomorrow": the day narrows where to look, the rest names it.
    const when = readWhen(asked, m.wall, m.ctx.timezone);
    const named = withoutWhen(when, asked)
      .replace(/\s+(?:for|on|at)$/i, '')
      .trim();
    const range = when ? rangeOf(asked, when, m.wall) : null;
    // "the one about the bins and the one about the dog tablet": each asked about
    const each = named.split(/\s+and (?:the one|one) (?:about|for|to)\s+/i);
    if (named) return { tool: 'listReminders', input: { fromDate: range?.fromDate ?? null, toDate: range?.toDate ?? null, check: each } };
  }
  if (
    !(REMINDERS_QUESTION.test(m.lower) || asksAboutReminders(m)) ||
    // "delete the reminder i set for 9 tomorrow": a change to one, not a question
    /^(?:please )?(?:delete|remove|cancel|clear|change|move|turn off|get rid of|snooze|stop|erase)\b/.test(m.lower) ||
    /\b(?:(?<!\b(?:ask(?:ed)? you|want(?:ed)? you|need|have|got|you(?:'re| are) going|meant|supposed) to )remind me|(?<!\b(?:did|have) (?:i|we) )(?:set|send|give) (?:me )?(?:a |an )?(?:reminder|alarm))\b/.test(
      m.lower,
    )
  )
    return null;
  const when = readWhen(m.lower, m.wall, m.ctx.timezone);
  const range = rangeOf(m.lower, when, m.wall);
  return { tool: 'listReminders', input: { fromDate: range?.fromDate ?? null, toDate: range?.toDate ?? null } };
}

/** "remind me two days before my wife's birthday", "set a reminder 30 minutes before the dentist": a reminder on an existing event. */
export function readReminderOnEvent(m: Message): Interpretation | null {
  // "let me know the day before my trip", "(give me) a two hour warning before the meeting": said as "remind me …".
  let said = m.member.rest
    .replace(
      /^(?:let me know|tell me|give me|send me)\s+(?=(?:the|a|an|one|\d+|\p{L}+)[ -]\p{L}+'?s? (?:before|warning|notice|notification|heads up|alert|reminder)\b)/iu,
      'remind me ',
    )
    .replace(
      /^(?:remind me )?(?:an? |one )?(\d+|\p{L}+)?[ -]?(hours?|days?|minutes?|mins?|weeks?)'?s? (?:warning|notice|notification|heads up|alert|reminder)\s+(?=before\b|ahead of\b|prior to\b)/iu,
      (_all, n?: string, unit?: string) => `remind me ${n && !/^(?:a|an|one)$/i.test(n) ? n : 'a'} ${unit} `,
    );
  // "add a 10 min reminder to the daycare pick up": a reminder that long before it
  said = said.replace(
    /^(?:add|put|set|pop|stick)(?: on)? (?:a |an )?(\d+|an?|one|two|three|five|ten|fifteen|twenty|thirty)[ -]?(min(?:ute)?s?|hours?|hrs?|days?)[ -](?:reminder|alert|warning|heads up)\s+(?:to|on|for)\s+(?=\S)/i,
    (_all, n: string, unit: string) => `remind me ${/^an?$/i.test(n) ? 'a' : n} ${unit} before `,
  );
  // "set a reminder for mia's recital…": the member's name took its "for" with it
  if (m.member.member) said = said.replace(/^((?:set|add|put|pop) (?:a |an )?(?:reminder|alert)) (?!(?:for|on|to)\b)(?=\p{L})/iu, '$1 for ');
  // "remind me of my dentist appointment one day before", "set a reminder for the vet one hour before", "put a reminder on
  // the vaccination, day before": the event first, the offset last.
  const offsetLast =
    /^(?:remind me|notify me|alert me|warn me|(?:set|add|put|pop) (?:a |an )?(?:reminder|alert)(?= (?:for|on|to)\b))\s+(?:(?:of|about|for|on|to go to|to attend|to)\s+)?(.+?),?\s+((?:(?:half an?|an?|one|two|three|four|five|six|seven|ten|fifteen|twenty|thirty|forty-five|\d+|the)\s+)?(?:days?|nights?|weeks?|hours?|hrs?|minutes?|mins?))\s+(?:before|ahead|prior|early|earlier)(?: (?:it starts|it begins|it|the start|the event|time|hand))?$/i.exec(
      said,
    );
  if (offsetLast) said = `remind me ${/^(?:days?|nights?|weeks?|hours?|hrs?)$/i.test(offsetLast[2]) ? 'a ' : ''}${offsetLast[2]} before ${offsetLast[1]}`;
  const match =
    /^(?:remind me|notify me|alert me|ping me|warn me|(?:set|add|send me|give me|i want|i need|(?:my )?[a-z]+ (?:needs|wants)) (?:a |an )?(?:reminder|alarm|notification|alert|warning|heads up|notice))\s+(?:(?:about|for)\s+)?(.+?)\s+(before|ahead of|prior to)\s+(.+)$/i.exec(
      said,
    );
  // "… an hour before it starts": the event is named earlier, so it is a new one being added.
  if (!match || /^(?:it(?: starts| begins)?|time|the start|the event|hand)$/i.test(match[3].trim())) return null;
  const phrases = eventPhrases(`remind me ${match[1]} before`);
  if (phrases.reminderMinutes == null) {
    const days = /^(an?|one|two|three|four|five|six|seven|\d+)\s+(days?|weeks?)$/i.exec(match[1].trim());
    if (!days) return null;
    const n = Number(days[1]) || { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 }[days[1].toLowerCase()] || 1;
    phrases.reminderMinutes = n * (/^w/i.test(days[2]) ? 7 : 1) * 1440;
  }
  const target = readTarget(match[3], [], m.wall, m.ctx.timezone);
  if (!target.words) return null;
  return { tool: 'updateEvent', input: { target: eventTarget(target, m.member.member), changes: { reminderMinutes: phrases.reminderMinutes } } };
}

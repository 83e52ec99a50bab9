import { wallClock } from '../dates';
import type { EngineContext, Message } from '../message';
import type { MemberMatch } from '../types';
import { findMember } from './member-mentions';

/** Spoken-style spellings as one word: "p. m." → "pm", "t. v." → "tv"; a voice assistant's name at the end goes. */
function spokenForms(text: string): string {
  return (
    text
      .replace(/\b(?:[a-z]\.\s?){2,}/gi, (all) => `${all.replace(/[.\s]/g, '')} `)
      // "eight p m": a transcript's am/pm without the dots
      .replace(/(?<=\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty|fifteen|forty five|oh \w+)\s)([ap]) m\b/gi, '$1m')
      .replace(/[,\s]+(?:olly|alexa|google|siri)[.!?]*$/i, '')
      // "remember me to call", "please remind to call": said for "remind me"
      .replace(/\bremember me\b|\bremind(?= to\b)|\b(?:ping|nudge|buzz) me\b/gi, 'remind me')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Greetings and a voice assistant's wake word in front of a request. */
const GREETING_SOURCE =
  "^(?:(?:hi|hello|hey|hiya|yo|heya|gday|g'day|good (?:morning|afternoon|evening|day)|(?:morning|afternoon|evening)(?=[!,])|ok(?:ay)?|so|um+|uh+|oh|ugh+|argh+|ahh+|phew|oof|gosh|jeez|geez|blimey|crikey|yikes|nah|(?:so )?like(?=[, ]+(?:can|could|would|will|please|add|put|book|move|cancel|remind|what|when|is|are|do|does)\\b)|bro|bruh|lol|lmao|omg|fam|ngl|tbh|(?:oh )?(?:i )?(?:forgot|meant) to (?:say|tell (?:you|ya|u)|mention)(?: that)?|well|right|actually(?=[, ]+(?:take|add|put|move|cancel|remove|delete|change|scratch|forget|can|could|please|pls)\\b)|(?:wait|hang on|hold on|hmm+|sasa)(?=[,!.])|abeg|and(?= (?:is|are|does|do|did|has|have|what|when|where|can|could|will)\\b)|fyi|btw|heads up|just so you know|quick one|quick question|dear|i'?m afraid(?: that)?|(?:please |kindly )?(?:be (?:informed|reminded|advised|notified)(?: that)?|note that|note the following)|this is to inform you(?: that)?|do one thing|bad news|good news|update(?=\\s*[:\u2013\u2014-])|(?:just )?a (?:quick )?heads up(?: that)?|sorry|oops|(?:i )?made a mistake|my (?:mistake|bad))(?: there)?[,!.:\u2013\u2014 -]+)*(?:(?:olly|google|alexa|siri|assistant|simplify)[,!. ]+)?";
export const GREETING = new RegExp(GREETING_SOURCE, 'i');
/**
 * "let me know …", "i need to know …" in front of a question ("let me know every meeting i have today", "i want to
 * know whats on friday"): the question is what follows. Not when it asks for a warning ("let me know the day
 * before my trip", "… when it's time to leave"), which the reminder reader reads.
 */
const KNOW =
  /(?:let me know|(?:i|we) (?:need|want|wanna|would like|'d like) to know|i'd like to know|i wanna know|inform me)(?: (?:about|of))?\s+(?=(?:what|what's|whats|which|who|whose|when|when's|where|whether|if|my|our|all|every|any|how|is|are|do|does)\b)(?!.*\b(?:before|ahead|in advance|beforehand|prior to|warning|time to|remind)\b)(?:(?:if|whether)\s+)?/;

/** "tell me …", "show me …" in front of what is asked; "remind me what …" is a question too. */
const TELL = /(?:tell|show|give|read) me\s+(?!to\b|every\b|each\b|later\b|when\b|before\b)|remind me\s+(?:of\s+)?(?=(?:what|where|who|which|how)\b)/;

/** Greetings, a voice assistant's wake word and politeness in front of a request are not part of it. */
const LEAD = new RegExp(
  `${GREETING_SOURCE}${/(?:(?:open|bring up|pull up|go to|take me to) (?:the |my )?(?:google )?calendar(?: app)?(?: and| then|,)?\s+|(?:google )?calendar[,:]?\s+(?=(?:add|create|schedule|set|make|put|book|new|delete|remove|cancel)\b))?(?:(?:(?:is there a way|is it possible|would it be possible|would you be able|are you able|i was wondering if you could|i was hoping you could|i was hoping you'?d|i was hoping you would|i'?d love it if you (?:could|would)|if you (?:could|can|would)|you could)(?: for you)?(?: to)?|please|pls|plz|kindly|can you|could you|would you|will you|can u|could u|would you mind|(?:could|can|may) i(?: please)? (?:have a (?:quick )?(?:look|peek) at|see)|i want you to|i need you to|(?:i )?request(?:ing)? you to|i'd like you to|i would like you to|go ahead and|help me|let's|lets|quickly|just|(?:i|we)(?: need| want| wish| would like|'d like| have) to(?= (?:add|create|schedule|book|set up|arrange|organi[sz]e|plan|put|enter|note down|cancel|delete|remove|move|reschedule|postpone|change)\b))[,]?\s+)*/.source}(?:${TELL.source}|${KNOW.source})?`,
  'i',
);

/** The openings of a question or of a request to be told something. */
export const ASKING =
  /^(?:is|are|was|were|did|do|does|will|would|(?:have|has|had)(?! to\b)|how|what|what's|whats|which|when|when's|where|where's|who|whose|why|any|tell|show|give me|list|display|check|find|let me know|i need to know|i want to know|i'd like to know|i would like to know|inform me|provide|could you (?:tell|show|provide|give|check|list|find)|can you (?:tell|show|provide|give|check|list|find)|brief|report|read|open(?! (?:day|night|evening|house|morning|afternoon|mic|session|gym|training)\b)|pull up|bring up|look up|search|confirm|see if|describe|get me|should i|make sure (?:that )?(?:i|we)(?: have|'m| am| are|'re| don'?t| do not)|(?:make|give|get)(?: me)? (?:a |the )?list of(?=.*\b(?:events?|meetings?|appointments?|birthdays?|reminders?)\b)|give (?:a |the )?list|(?:i need|i want|i'd like|give me)(?: more| the| some)? (?:details|info|information)|(?:more )?(?:details|info|information) (?:about|on|of)|speak (?:more )?about)\b/i;

export function messageOf(said: string, ctx: EngineContext): Message {
  const full = spokenForms(said) || said;
  const lead = LEAD.exec(full)?.[0] ?? '';
  const text =
    full
      .replace(LEAD, '')
      .replace(
        /[,\s]+(?:please|pls|plz|thanks|thank you|thx|(?:i would|i'?d) (?:really )?appreciate (?:it|that)|that would be (?:great|lovely|helpful))[.!?]*$/i,
        '',
      )
      // an indirect question's order ("… know when the dentist is") as a direct one
      .replace(/^(when|where|what time|what day)\s+(.+?)\s+(is|are)\s*\??$/i, '$1 $3 $2')
      .replace(/^what (i|we) (have|need|got) to\b/i, 'what do $1 $2 to') || full;
  const names = ctx.memberNames ?? [];
  let member: MemberMatch | undefined;
  return {
    full,
    text,
    lower: text
      .toLowerCase()
      .replace(/[?!.]+$/, '')
      .trim(),
    asking: /\b(?:tell|show|give|read) me\b|\bknow\b|\binform me\b/i.test(lead) || ASKING.test(text) || /\?\s*$/.test(text),
    ctx,
    wall: wallClock(ctx.timezone, ctx.now),
    names,
    get member() {
      return (member ??= findMember(text, names));
    },
  };
}

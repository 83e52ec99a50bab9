import { ASKING_LEAD, CREATE_VERB } from './event-verbs';
import type { ParsedWhen } from './read-when';
import { withoutWhen } from './slots';
import { RELATIVE } from './relatives';

const IS_RELATIVE = new RegExp(`^(?:${RELATIVE})$`, 'i');

export const NAME_IT = 'What is the event called? For example: "swimming for Mia tomorrow at 4pm".';
/** A title that names nothing yet ("sam's thing at 9"): its name is asked. */
export const VAGUE_TITLE =
  /^(?:(?:a |the |some )?(?:thing|something|stuff|smth|sth|something on|thingy|usual|one)|(?:it|that|this|them)(?: in)?|in|sort(?: (?:it |things )?out)?|organi[sz]e|arrange|plan|book|fix|handle)$/i;

const REQUEST_TAIL =
  /[,.!]?\s*(?:(?:can|could|would|will|pls|please)\s+)?(?:you|u)?\s*(?:please\s+)?(?:(?:(?:i|we) )?(?:need|have|got) to\s+)?(?:put|add|pop|stick|get|pencil|write|jot|note|save|book|schedule|set|log|enter)\s+(?:it|that|this|them)(?:\s+(?:in|down|on|up|into)(?:\s+there)?)?(?:\s+(?:for (?:me|us)|please|pls|thanks|thx|ta))*[\s?.!]*$/i;

/** The title once the day, time, verb and filler words are out ("" when nothing is left); a thing to do keeps its verb ("book the plumber"). */
export function titleOf(text: string, keepVerb = false): string {
  // "add an appointment with my dentist": the kind stays when the words after it only say who or where
  const kind = /\b(appointment|meeting)\b/i.exec(CREATE_VERB.exec(text)?.[0] ?? '')?.[1];
  const unverbed = keepVerb ? text : text.replace(CREATE_VERB, kind && /^\s*(?:with|at)\b/i.test(text.replace(CREATE_VERB, '')) ? `${kind} ` : '');
  let title = unverbed
    // "a meeting for me and jim" is with jim; "i need a meeting with…", "can i get a meeting…": the asking is no part of it
    .replace(/\bfor (?:me|us)\b( and\b)?/gi, (_all, and?: string) => (and ? 'with' : ' '))
    .replace(ASKING_LEAD, ' ')
    // "me and mia at the hairdresser": once the member is out, who else goes is no part of the name
    .replace(/^\s*(?:me|us|i)\s+(?:and|&|n)\s+(?=(?:are|am|at|to|have|got|has)\b)(?:(?:are|am|have|got|has)\s+)?/i, ' ')
    // "we're at nana's all day sunday": who is there is no part of where
    .replace(/^\s*(?:we(?:'re| are| will be|'ll be)|i(?:'m| am| will be|'ll be)) (?=at |in |away |off to )/i, ' ')
    // "book me a meeting": who it is booked for, not the event
    .replace(/^\s*(?:me|us)\s+(?:in\s+(?:for\s+)?|(?=an?\s))/i, ' ')
    .replace(/\b(?:to|in|on|into|onto|for)(?: my| the| our| family)? (?:google )?(?:calendar|diary|agenda|schedule)\b/gi, ' ')
    // "put in my calendar that …", "mark my calendar for …", "add to calendar new event …"
    .replace(/^\s*(?:my|the|our|family) (?:google )?(?:calendar|diary|agenda|schedule)\b/i, ' ')
    .replace(/^\s*(?:an? )?new (?:event|appointment|entry)\b/i, ' ')
    // ("remind me to make a hair appointment for mia": a thing to do keeps its words)
    .replace(keepVerb ? /$^/ : /\b(?:an? )?(?:event|appointment|entry|reminder) (?:called|named|titled|for|about|that says)\b/gi, ' ')
    // "…at some point", "for 10 wks", "all of us": when it might be, how long it runs and who goes are not its name
    .replace(
      /\b(?:called|named|titled|at some point|from now on|(?:the )?same as (?:always|usual)|as (?:always|usual)|like always|(?:till|until|til) late|(?:just |only )?(?:for )?this (?:week|wk|once|time) only|(?:just|only) (?:for )?this (?:week|wk|once|time)|until (?:the )?end of (?:the )?(?:term|year|school year)|(?:for |during )?(?:the )?rest of (?:the )?(?:term|year)|some ?time(?: soon)?|all of us|the whole family|for (?:the )?(?:next )?\d+ (?:weeks?|wks?|months?|terms?))\b/gi,
      ' ',
    )
    // "…, can u put it in", "… can you add that for me please": the request, not the event
    .replace(REQUEST_TAIL, ' ')
    // (what is left of "…, you put it in" once the request is out)
    .replace(/,\s*(?:you|u)\s*$/i, ' ')
    .replace(/^\s*(?:you(?:'re| are) (?:supposed|meant|due|going) to (?:have|be at|attend)|you (?:have|'ve got))\s+/i, ' ')
    .replace(
      /^\s*(?:(?:that|so|oh|and|also|plus|btw|ok|okay),?\s+)*(?:(?:i|we)'?(?:ve| have) (?:got|booked|made|scheduled|arranged|organi[sz]ed)(?: in)?|(?:i|we) (?:have|has|need to|must|should|got to|gotta|am|are)|(?:need|have|got) to|gotta|(?:i|we)(?:'ll| will) (?:be|have)|(?:i|we) (?:want|plan|need|am going|are going|'m going|'re going) to (?:go to|attend)|there(?:'s| is)(?: an?)?)\s+/i,
      ' ',
    )
    // "the school has just announced a swimming carnival", "the club is holding a sausage sizzle": who puts it on says
    // nothing of what it is
    .replace(
      /^\s*(?:the )?(?:[\p{L}'-]+ ){0,2}?[\p{L}'-]+ (?:(?:has|have|'s|'ve|is|are) )?(?:just )?(?:announced|organi[sz]ed|running|holding|hosting|putting on) (?=(?:an?|their|its) \p{L})/iu,
      ' ',
    )
    // "the school has a fete", "kohanga has an open day": whose event it is names it ("School fete"); a relative's is
    // theirs ("grandma has a birthday lunch": "Grandma's birthday lunch")
    .replace(/^\s*(?:the |our |my )?([\p{L}'-]+) (?:has|have|has got|'s got) (?:an?|its|their) (?=\p{L})/iu, (_all, who: string) =>
      IS_RELATIVE.test(who) ? ` ${who}'s ` : /^(?:i|we|you|he|she|they|it)$/i.test(who) ? ' ' : ` ${who} `,
    )
    // "grandma is taking mia to the ballet", "sam's been invited to a party": where they go is the event
    .replace(
      /^\s*(?:(?:i|we|\p{L}+) (?:am |is |are |will be )?|i'm |we're )?(?:taking|bringing|driving|take|bring|drive|(?:has |have )?been invited) (?:(?:him|her|them) )?to\s+(?!(?:be|get|do|have|go)\b)/iu,
      ' ',
    )
    // "mia is going to ella's party": where she goes is the event; "the game is at the oval": where it is
    .replace(/^\s*(?:is |are |am |will be |i'?m |we'?re |i am |we are )?(?:going|heading) to\s+(?!(?:be|have|do|need|get|take|bring|make)\b)/i, ' ')
    .replace(/(?<=\p{L})\s+(?:is|are|will be)\s+(?=(?:at|in)\s+(?:the|a|an|\p{L}+'s)(?:\s|$))/giu, ' ')
    // "the car needs a wof", "dog needs vet", "sam needs a haircut": the service is the event, with what has it
    .replace(NEEDS_SERVICE, (_all, what: string | undefined, service: string) => ` ${what ? `${what} ` : ''}${service}`)
    // "mia is having dance class", "sam will go for a picnic with school": what they do is the event
    .replace(/^\s*(?:(?:is|are|am|will be) )?having\s+|^\s*(?:will|shall) go (?:for|to)(?: (?:a|an|the))?\s+/i, ' ')
    // "mia needs to bring a plate on friday": what she has to do
    .replace(/^\s*(?:needs|has|have|must) to\s+/i, ' ')
    // "sam will be starting guitar lessons", "mia starts ballet": the event is what starts
    .replace(/^\s*(?:(?:will|'ll) (?:be )?(?:start(?:ing)?|begin(?:ning)?)|(?:is|are) (?:starting|beginning)|starts|begins)\s+(?!of\b|at\b|on\b)/i, ' ')
    // "the boys have cricket", "the kids have swimming": who goes is not the event
    .replace(/^\s*(?:the|my|our) (?:boys|girls|kids|children|twins) (?:have|have got|'ve got|are (?:doing|having|going to))\s+/i, ' ')
    // "my son has a football game": the son's football game
    .replace(/^\s*(?:my|our) (\p{L}+) (?:has|have|has got|is having) (?:an? |his |her |their )?/iu, (_all, who: string) => ` ${who}'s `)
    // "excursion to the museum, needs packed lunch": what to bring is a note, not the name
    .replace(
      /(?<=\p{L})(?:\s*,\s*(?:(?:she|he|they|we) )?(?:needs?|bring|wear|remember|don'?t forget)|(?<!\b(?:i|we|you|u|they|really|still|just|also))\s+needs?)\b(?! to\b).*$/iu,
      ' ',
    )
    // "a birthday party to go to, need to put it in": going, and the asking, are not the event
    .replace(/\s+to (?:go(?: to)?|attend|get to)(?=\s*(?:,|$))|,\s*(?:(?:i|we) )?(?:need|have|got)(?: to)?$/gi, ' ')
    // "a check-up with the nurse, and they gave me …": a clause of its own says nothing of the name
    .replace(/\s*,\s*(?:and|but|so)\s+(?:they|he|she|it)(?: have| has|'ve)? (?:gave|given|said|told|sent|emailed|rang|called|texted|offered)\b.*$/i, ' ')
    // "today evening tuition is there 5 to 6": "is there" says only that it is on
    .replace(/(?<=\p{L})\s+(?:is|are) there$/iu, ' ')
    // "school disco fri, mia & sam going": once the members are out, their "going" says nothing of the event.
    .replace(/[\s,]+(?:(?:are|is|both|all) )?(?:going|attending|coming|invited|in it|in that|performing|playing)(?: too| as well)?$/i, ' ')
    // "a party at the trampoline park, it runs from 10 till 12": once the times are out, "it runs" says nothing
    .replace(/[\s,]+(?:and )?(?:it |which )?(?:runs|goes|lasts|starts|begins|finishes|ends)$/i, ' ')
    .replace(/\(\s*\)|\s+/g, ' ')
    .replace(/ ,/g, ',')
    .trim();
  for (let i = 0; i < 3; i++)
    title = title
      // ("thursday. BBQ at Nan's": the stop left by the day taken out goes too)
      .replace(/^(?:(?:on|at|for|from|with|the|a|an|and|to|has|have|got|is|are|that|about|my|our|his|her(?! majesty)|their|-|,|:|\.)\s+)+/i, '')
      .replace(/\s+(?:in the (?:morning|afternoon|evening)|at night)$/i, '')
      .replace(
        /(?:[\s,]+(?:on|at|for|from|with|and|to|starting|beginning|until|till|by|in|the|is|are|before|after|about|only|next|later|pls|please|plz|it'?s|it is|-|,))+$/i,
        '',
      )
      .replace(/[\s,;:.!?-]+$/, '')
      .trim();
  if (/^(?:on|at|for|from|with|to|about|me|it|this|that|time|(?:new |an? )?(?:event|appointment|entry|calendar event))$/i.test(title)) return '';
  return title ? title[0].toUpperCase() + title.slice(1) : '';
}

/** Something (or someone, once the member is out) that needs a service booked: the service is the event. */
const NEEDS_SERVICE =
  /^\s*(?:(?:the|my|our)\s+)?(?:(?!(?:apparently|really|still|also|just|probably|definitely|now|urgently|then|so|and|he|she|they|it|i|we)\b)(\p{L}+(?: \p{L}+)?)\s+)?(?:(?:apparently|really|still|also|just|probably|definitely|now|urgently)\s+)?needs?\s+(?:(?:a|an|the|its|his|her|their|to (?:go to|see) the|to (?:go to|see)|to have (?:a|an|its|his|her|their))\s+)?(vet|haircut|hair ?cut|trim|service|servicing|wof|mot|rego|check-?up|inspection|jabs?|shots?|vaccinations?|injection|booster|dentist|doctor|gp|grooming|groom|tune-?up|new tyres|blood test|eye test|x-?ray)(?=\s|$)/iu;

/** The title of an event said with only a day or time: "set a reminder at 3pm" is Reminder, "add an appointment friday at 3" Appointment. */

/**
 * "The school emailed. Sam's excursion to the museum is on Wednesday the 18th. He needs a packed lunch.": a title made
 * of several sentences is the name in the one sentence that said a day or time, when that name stands on its own (no
 * "it", "he" or "you" pointing elsewhere, no "booked…" or "dropping…" that needs the sentence before).
 */
export function oneSentence(title: string, text: string, when: (sentence: string) => ParsedWhen | null): string {
  if (!/[.!?]\s/.test(title)) return title;
  const named = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => ({ s, w: when(s) }))
    .filter(({ w }) => w?.date || w?.time)
    .map(({ s, w }) => titleOf(withoutWhen(w, s)));
  const [one] = named;
  const alone =
    named.length === 1 &&
    !!one &&
    !/\b(?:it|its|it's|he|she|they|him|her|them|we|i|you|that|this)\b|^(?:booked|made|got|pleased|planning|dropping|picking|taking|bringing|collecting|leaving|getting|going|coming|heading|having|doing)\b/i.test(
      one,
    );
  return alone ? one : title;
}

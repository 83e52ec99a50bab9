import { dayIn, HOUR_SAID, ONCE, SAID_DAY, SAID_TIME, WEEKDAY, withDayOf } from './date-words';
import type { Rule } from './plain-request';

/** A day or a time: what makes a sentence a plan rather than a to-do. */
export const PLAN_WORDS = String.raw`(?:.*\b(?:today|tonight|tomorrow|${WEEKDAY}s?|next|this|at \d|\d+(?::\d\d)?\s*(?:am|pm)|in \d+ (?:days?|weeks?)))\b`;

/** "they need to move Sam to Thursday": the child whose appointment it is, moved (who rang says which appointment). */
const MOVE_CHILD =
  /^(?:they|we)(?: (?:need|want|have|had|would like) to (move|shift|reschedule|push|bring)|(?:'ve| have)? (?:moved|shifted|rescheduled|pushed|bumped)) (?!(?:the|it|us|me|him|her|them|our|my|your|this|that)\b)(\p{L}+) ((?:forward |back )?to .+)$/iu;
/**
 * A caller's news said of the caller's appointment: "they need to move Sam to Thursday" moves Sam's physio, and
 * "fridays appointment is off" is the physio appointment.
 */
export function fromCaller(who: string, news: string): string {
  // "dentist rang, moved to monday 9am": what rang is what moved
  const itMoved =
    /^(?:(?:it'?s|it has|has|they'?ve|they have) )?(?:been )?((?:moved|rescheduled|changed|pushed(?: back)?|bumped)(?: it| us| me)? (?:to|till|until) .+)$/i.exec(
      news,
    );
  if (itMoved) return `the ${who} moved ${itMoved[1].replace(/^\S+(?: back)?(?: it| us| me)? /i, '')}`;
  const moved = MOVE_CHILD.exec(news);
  return moved ? `${moved[1] ?? 'move'} ${moved[2]}'s ${who} ${moved[3]}` : news.replace(/\b(appointment|appt|booking|session)\b/i, `${who} $1`);
}

/** A request with nothing of its own, closing a message: "add pls", "can you pop it in", "need to lock in". */
export const ASKED_ALONE = String.raw`(?:(?:pls|please|(?:(?:reckon|think|do you think) )?(?:can|could) (?:you|u)|(?:reckon|think) (?:you|u) (?:can|could))\s+)*(?:add|book|put|pop|stick|lock|pencil|schedule)(?: (?:it|her|him|them|that|this))?(?: in)?(?: for me)?(?:\s+(?:pls|please|thanks?|thx))?[.!?]*$`;
/** Words that start a request or a question, not news. */
const NOT_NEWS =
  '(?:add|put|pop|book|schedule|make|set|create|remind|can|could|would|please|pls|is|are|what|whats|when|where|who|how|do|does|any|cancel|delete|remove|move)\\b';
const WILL_BE = "has to be|have to be|needs to be|need to be|will be|'ll be|is going to be|is|are";

/** "no school" said whole, not of something of the school's ("no school bus", "no school pickup"). */
const DAY_OFF_ENDS = `(?=\\s*$|\\s*[,.;:!-]|\\s+(?:for|on|this|next|tomorrow|today|tmrw|due|because|cos|as|till|until|from|${WEEKDAY})\\b)`;

/**
 * A family's news around a request, put the plain way: who is sick or away ("leo's got gastro, no music class
 * tomorrow"), an apology, whether something is still on, whether a child is free for a plan, an errand for someone.
 */
export const FAMILY_RULES: Rule[] = [
  // "nothing's on tomorrow anymore, clear the whole day": everything on the day said, whatever the news before it
  [
    new RegExp(
      `^.*?\\b(${SAID_DAY})\\b.*?,\\s*(?:so\\s+)?(?:please\\s+|pls\\s+)?(?:clear|wipe|empty) (?:the whole|the|that|all the|the entire) day[.!]*$`,
      'i',
    ),
    'clear everything $1',
  ],
  // "netball's running late this week, coach says 4:30 start tomorrow": the new start, on the day said
  [
    new RegExp(
      `^(.+?)(?:'s| is| are) running late\\b([^,.;]*)[,.;]\\s*(?:(?:the )?\\p{L}+ (?:says?|said) )?(?:it'?s |it will be |now )?(?:an? )?(${SAID_TIME}) start\\b(.*?)[.!]*$`,
      'iu',
    ),
    (_all, thing: string, before: string, time: string, after: string) => {
      const day = dayIn(after) ?? dayIn(before);
      return `change ${thing}${day ? ` ${day}` : ''} to ${time.trim()}`;
    },
  ],
  // "is tennis still on", "sams swimming still on thurs?", "dentist is friday right?": whether it is on
  [/^(?:is|are) (.+?) still on\??$/i, 'is $1 still happening'],
  [
    new RegExp(
      `^(?!(?:is|are|what|whats|what's|when|where|who|how|anything|any|do|does|did)\\b)([^.!?,]+?) (?:still on |(?:is|are) (?:still )?(?:on )?)(${SAID_DAY}\\b[^?.!,]*?)(?:,? (?:right|yeah|yes|correct|isn'?t it|aren'?t they))?\\?+$`,
      'i',
    ),
    'is $1 still on $2',
  ],
  // "sorry whats on today again for the kids, lost track": the question, without the apology
  [/^(?:sorry|oops|argh)[,!]?\s+/i, ''],
  [/^((?:what|whats|what's|when|where|who|is|are|do|does|any)\b[^,]+?),\s*(?:i )?(?:lost track|forgot|can'?t remember|not sure|my bad|sorry)\b.*$/i, '$1'],
  // "grandma pickup tomorrow - make it 3.30": the new time
  [new RegExp(String.raw`^(?:the |my |our )?(.+?)\s+[-–]\s+make it (?:at )?(${SAID_TIME})$`, 'i'), 'move $1 to $2'],
  // "remove the soy milk from shopping, nana's bringing her own": why is no part of what to take off
  [/^((?:remove|take|delete|cross|scratch)\b.+?\b(?:from|off) (?:the |my |our )?(?:shopping|grocery|groceries)(?: list)?),\s*.+$/i, '$1'],
  [/\b(from|off) shopping\b/gi, '$1 the shopping list'],
  // "they leave at 9 and are back by 2.45", "i'll drop him at 3.30 and grab him at 5.30": from one time to the other
  [
    new RegExp(
      String.raw`\b(?:(?:they|we|he|she|i)(?:'ll| will)? )?(?:leave|leaving|drop (?:him|her|them)(?: off)?|start(?:ing|s)?)\s+at\s+(${SAID_TIME})\s+and\s+(?:(?:are|is|be|will be|'ll be|i'?ll)\s+)?(?:back|home|finish(?:es|ing)?|(?:grab|collect|pick up|get)(?: (?:him|her|them))?(?: up)?)\s+(?:by|at|around)\s+(${SAID_TIME})`,
      'i',
    ),
    'from $1 to $2',
  ],
  // "drop off 6pm and pick up sat 10am", "she goes at five and we pick her up Sunday at ten", "leave school 9 back 2:30":
  // from the one time until the other
  [
    new RegExp(
      String.raw`\b(?:drop(?:ping)?(?: (?:him|her|them))?(?: off)?|drop-?off(?: is)?|(?:she|he|they) (?:goes|go|are going|is going|leave|leaves)(?: (?:there|over))?|leav(?:e|es|ing)(?: school| home)?)\s+(?:at\s+|@\s*)?(${HOUR_SAID})\s*(?:,|and|&|then)?\s+(?:(?:we|i|dad|mum|mom|they|she|he)(?:'ll| will)?\s+)?(?:pick(?:ing)?(?: (?:him|her|them))? up(?: (?:him|her|them))?|pick-?up(?: is)?|collect(?:ing)?(?: (?:him|her|them))?|(?:be |are |is )?back|home)\s+(?:(?:on|at|by)\s+)?((?:${WEEKDAY}|tomorrow|tmrw)(?:\s+(?:at|@))?\s+${HOUR_SAID}|${HOUR_SAID}(?:\s+(?:on\s+)?(?:${WEEKDAY}|tomorrow|tmrw))?)\b`,
      'i',
    ),
    'from $1 until $2',
  ],
  // "who is picking up mia today": her pickup then (the event says who)
  [/^who(?:'s| is) (?:picking up|collecting|getting|doing (?:the )?pick ?up (?:for|of)) (\p{L}+)\b(.*?)\??$/iu, 'when is the pickup for $1$2'],
  [/^who(?:'s| is) (?:dropping off|taking|doing (?:the )?drop ?off (?:for|of)) (\p{L}+)\b(.*?)\??$/iu, 'when is the drop off for $1$2'],
  // "what days is leo at daycare": when it is
  [/^(?:what|which) days? (?:is|are|does|do) (.+?) (?:at|have|go to|got|do|in) (.+?)\??$/i, 'when is $1 $2'],
  // "can sam do a playdate tues after school or has he got something on": whether he is free then
  [
    new RegExp(
      `^(?:can|could) (?!(?:you|u|we|i|someone|somebody)\\b)(\\p{L}+) (?:do|go to|go for|go on|make it to|make|come to|have|fit in) (?:a |an |the )?[\\p{L} ]+? (${SAID_DAY}\\b[^,?]*?)(?:,? or (?:has|does|is|have|do|are) .+|,? (?:is|are) (?:he|she|they) free)?\\??$`,
      'iu',
    ),
    'is $1 free $2',
  ],
  // "tomorrow no play date for sam, oliver is sick": the day after what is off
  [new RegExp(`^(${SAID_DAY}),?\\s+(no (?!school\\b)[^,.;]+)(.*)$`, 'i'), '$2 $1$3'],
  // "clear out all the kids stuff mon to wed next week, we are off to the coast": why is no part of what to clear
  [
    /^((?:cancel|clear|delete|remove|scrap|wipe|drop|no)\b.+?)(?:,\s*|\s+(?=(?:he|she|they)'s\b))(?:as |because |cos |coz )?(?:we|i|they|he|she|(?:the )?kids|everyone|the teacher|[\p{L}]+'s|[\p{L}]+(?= is\b))(?:'re| are|'m| am|'s| is| will be|'ll be| has| have|'s got| got) (?:off|away|going|sick|ill|unwell|closed|shut|out|at|on|not|home|with|interstate|overseas|got)\b.*$/iu,
    '$1',
  ],
  [/^(no .+?),?\s*(?:pls|please|so) (?:delete|cancel|remove|scrap)(?: it| that| them)?$/i, '$1'],
  // "rain's bucketing down, so no netball for mia this saturday. take it off": the news before "no" is why
  [
    /^.*?(?:^|[,.;!]\s*|\bso\s+)(no (?!school\b|kindy\b|preschool\b)[^,.;!]+?)[,.;!]?\s*(?:pls |please )?(?:take (?:it|that|them) off|delete (?:it|that|them)|cancel (?:it|that|them)|remove (?:it|that|them))[.!]?$/i,
    '$1',
  ],
  // "am i right in thinking that sam's carnival is on the 19th?": whether it is
  [/^(?:am i right (?:in thinking )?|is it (?:true|right|correct) |is true |can you confirm |just (?:checking|confirming) )(?:that )?(.+?)\?.*$/i, 'is $1?'],
  // "the teacher interview for mia, please move 30 minutes later": the event named first, the change after
  [/^(?:the |my |our )?([^,]+?),\s*(?:please |pls |can you |could you )+(move|push|shift|bring)(?: it| that)? (.+)$/i, '$2 $1 $3'],
  // "guitar going to 45 mins from now on": its new length
  [/^(.+?) (?:is )?(?:going|goes|changing|changes) to (\d+|an?|one|two) (mins?|minutes?|hours?|hrs?)(?: long)?(?: from now on| now)?$/i, 'make $1 $2 $3'],
  // "does sam have anything on after school on tuesday?": whether he is free then
  // (and "do the kids have anything after school tomorrow", "do mia and sam…": each of them)
  [
    /^(?:does|do|has|have) ((?:the|both) (?:kids|children)|\p{L}+ and \p{L}+|\p{L}+) (?:have|got) anything(?: on)? ((?:after|before) .+?)\??$/iu,
    'is $1 free $2',
  ],
  // "i wonder whether you could tell me when sam's next swimming lesson is?": when it is
  [
    /^(?:i (?:wonder|was wondering) (?:whether|if) you could tell me|(?:can|could) you tell me|do you know|would you know) (when|what time|where) (.+?) (is|are)\??$/i,
    '$1 $3 $2',
  ],
  // "what homework does sam have outstanding at the moment?": his homework
  [/^(what homework (?:does|do) \p{L}+ (?:have|got))(?: outstanding| left| to do| due)?(?: at the moment| right now| now| currently)?\??$/iu, '$1'],
  // "which days is mia's netball again?": when it is
  [/^(?:what|which) days? (?:is|are) ((?!there\b)[^?]+?)(?: on)?(?: again)?\??$/i, 'when is $1'],
  // "did i ever set a reminder for mia's recital?": the reminders
  [/^(?:quick one\W+)?((?:did|have) (?:i|we)) (?:ever|already) (?=(?:set|put|add|make)(?: up)? (?:a |any )?reminders? )/i, '$1 '],
  // "sams stuff today", "mia's things this week": what is on for them
  [/^(\p{L}+?)'?s (?:stuff|things|activities|schedule|plans)\b(.*)$/iu, "what's on for $1$2"],
  // "mia homework spelling list due fri": her homework, said as a fragment
  [/^(\p{L}+?)'?s? homework:? (?!for\b|due\b)(.+ due .+)$/iu, 'homework for $1: $2'],
  // "add to sam's homework, spelling words due thursday", "mia has maths homework, a fractions worksheet due thursday"
  [
    /^(?:add to (\p{L}+?)'s homework|(\p{L}+) (?:has|has got|'s got|got) (?:some )?(?:[\p{L}]+ )?homework)\s*[,:;-]\s*(?:an? |the )?(.+ due .+)$/iu,
    (_a, x?: string, y?: string, what?: string) => `homework for ${x ?? y}: ${what}`,
  ],
  // "i've lost the newsletter, do you have the date of the cross country?": when it is
  [
    /^.*?(?:^|[,.;!]\s*)(?:do you have|have you got|what'?s|what is|whats|can you (?:find|check)) the (?:date|day|time|dates) (?:of|for) (.+?)\??$/i,
    'when is $1',
  ],
  // "leo's got gastro, no music class tomorrow, pls delete", "everyone's got the flu, wipe monday": why comes first
  [
    /^(?:([\p{L}]+)(?:'s| is| are| has| have)(?: got)?|everyone'?s(?: got)?|(?:the )?kids are|we'?re|we have|i'?m|i have) (?:home |off |still |really |all )?(?:sick|unwell|ill|poorly|(?:got )?(?:the |a |an )?(?:flu|gastro|covid|cold|fever|temperature|bug|virus|tummy bug|chicken ?pox|conjunctivitis|nits|lice|tonsillitis|ear infection|migraine)|away|travelling|interstate|overseas)\b([^,.;]*?)(?:[,.;]\s*|\s+so\s+)((?:cancel|clear|delete|remove|wipe|scrap|drop|no|skip|(?:pls|please|can you) (?:cancel|clear|delete|remove|wipe))\b.*)$/iu,
    // (whose it is stays: "mia's home sick, cancel everything for her tomorrow"; so does the day the news names:
    // "the kids are sick on friday so cancel everything")
    (_all, who: string | undefined, news: string, said: string) => {
      const request = withDayOf(said, news);
      if (!who || /^(?:everyone|we|i)$/i.test(who)) return request;
      if (/\bfor (?:her|him)\b/i.test(request)) return request.replace(/\bfor (?:her|him)\b/i, `for ${who}`);
      return /^no /i.test(request) ? request.replace(/^no /i, `cancel ${who}'s `) : `${request} for ${who}`;
    },
  ],
  // "pupil free day monday 16 march, no school for mia or sam", "no school friday": a day off school is a day to mark,
  // not an event to cancel (school itself is not in the calendar)
  [
    new RegExp(
      `^(?!(?:cancel|delete|remove|is|are|what|whats|when)\\b)(.+?\\b(?:${SAID_DAY}|\\d{1,2}(?:st|nd|rd|th)?(?: of)? \\p{L}{3,9}|the \\d{1,2}(?:st|nd|rd|th))\\b.*?)[,.;:!-]*\\s+(?:so )?no (?:school|kindy|kinder|preschool|classes)${DAY_OFF_ENDS}(.*)$`,
      'iu',
    ),
    'add $1$2 all day',
  ],
  [new RegExp(`^no (school|kindy|kinder|preschool)${DAY_OFF_ENDS}(.*)$`, 'i'), 'add no $1$2 all day'],
  // "yoga sat at 9 this week only", "just this week the standup has to be on tuesday", "this sunday only mia tuition at
  // 5pm": one time of something the family has, told as it is this once, is news of a change ("… is at 9 now"); the
  // day is said, so that the change is to that one time and not to the whole series
  [
    new RegExp(`^(?!${NOT_NEWS})(?=.*\\b${SAID_DAY}\\b)(.+?)\\s+(?:is\\s+|are\\s+)?(at|on)\\s+([^,]+?)\\s*,?\\s+${ONCE}(?=\\s*$|\\s*,)`, 'iu'),
    '$1 is $2 $3 now',
  ],
  [new RegExp(`^(?:just|only) this (?:week|wk|once|time),?\\s+(?!${NOT_NEWS})(.+?)\\s+(?:${WILL_BE})\\s+(at|on)\\s+`, 'iu'), '$1 is $2 now '],
  [new RegExp(`^this (${WEEKDAY}) only,?\\s+(?!${NOT_NEWS})(.+?)\\s+(?:(?:${WILL_BE})\\s+)?at\\s+(${SAID_TIME})\\b`, 'iu'), '$2 this $1 is at $3 now'],
  // "mia orthodontist - add pls", "sam playdate w/ jack need to lock in": the thing, then a request with nothing of its own
  // (not a question: "is butter on the list or do i need to add it")
  [
    new RegExp(
      `^(?!(?:add|put|pop|book|can|could|please|pls|is|are|do|does|did)\\b)([^,.!?]+?)\\s*(?:[-–—:,]\\s*|,?\\s+(?:need to|needs to|have to|gotta|got to)\\s+)${ASKED_ALONE}`,
      'i',
    ),
    'add $1',
  ],
  // "mia has an excursion coming up": something ahead with no day yet, to be asked about
  [/^(\p{L}+) (?:has|have|'s got|has got|got) (an? .+?) coming up(?: soon)?[.!]*$/iu, 'add $1 has $2'],
  // "The orthodontist called back, they need to move Sam to Thursday the 12th": the caller's appointment for that child
  [
    new RegExp(
      `^(?:(?:i regret that|i'm afraid|unfortunately),?\\s+)?(?:the |our )?([\\p{L}' ]{2,40}?)(?:'s)?(?: (?:office|rooms|receptionist|reception|surgery|clinic|practice))? (?:has |have |just )*(?:telephoned|phoned|rang|called|emailed|texted|messaged)(?: (?:back|us|me))*(?:[,.;]\\s*| to say(?: that)?\\s+| and said(?: that)?\\s+| saying(?: that)?\\s+)((?:they|we) (?:need|want|have|had|would like) to .+)$`,
      'iu',
    ),
    (all: string, who: string, news: string) => (MOVE_CHILD.test(news) ? fromCaller(who, news) : all),
  ],
  // "alter the concert so that it finishes at half past four rather than four", "make the concert finish at 4.30": the
  // change said as what it should be, put as the news of it
  [
    /^(?:please\s+)?(?:alter|change|make|update|adjust|amend|fix|set)\s+(.+?)\s+so(?: that)?\s+(?:it|they)\s+(?:will\s+|can\s+)?(finish(?:es)?|ends?|starts?|begins?|runs?|goes|go|lasts?|is|are)\s+(.+?)[.!?]*$/i,
    '$1 $2 $3 now',
  ],
  [
    /^(?:please\s+)?make\s+(.+?)\s+(finish|end|start|begin)\s+(at|by)\s+(.+?)[.!?]*$/i,
    (_all: string, what: string, verb: string, at: string, when: string) => `${what} ${verb}${/sh$/i.test(verb) ? 'es' : 's'} ${at} ${when} now`,
  ],
  // "alter Tuesday's school pick-up. I shall arrive at half past three rather than ten past": the new time, said of oneself
  [
    /^(?:please\s+)?(?:alter|change|amend|update|adjust)\s+(.+?)[.!]+\s+(?:i|we|they|he|she)(?:'ll| will| shall| can| could)?\s+(?:arrive|be there|come|get there|pick (?:him|her|them) up|collect (?:him|her|them)|start|leave|be back)\s+(?:at|by)\s+(.+?)\s+(?:rather than|instead of|not)\b.*$/i,
    'move $1 to $2',
  ],
  // "shorten the conference to two days", "make the camp 3 days", "extend the party to four hours": its new length
  [
    /^(?:please\s+)?(?:(?:shorten|cut|trim|extend|lengthen|make|change)\s+(.+?)\s+(?:down |back )?to|(?:make|change)\s+(?!it\b)(.+?))\s+(?:just\s+|only\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|an|half an?)\s+(days?|hours?|hrs?|minutes?|mins?)(?:\s+long)?[.!]*$/i,
    '$1$2 is $3 $4 long now',
  ],
  // "make the working bee all day instead of just the morning": the part of the day it was is no part of it
  [/\ball day\s+(?:instead of|rather than|not)\s+(?:just\s+|only\s+)?(?:the\s+|a\s+)?(?:morning|afternoon|arvo|evening|half day|few hours)\b/gi, 'all day'],
  // "just this week sam's swimming is tomorrow instead of today": the change says which time it is of itself
  [/^(?:just|only) (?:for )?this (?:week|wk|once|time),?\s+(?=[^,]*\b(?:instead of|rather than)\b)/i, ''],
  // "sam needs new runners": an errand for him
  [/^(\p{L}+) needs (?:some |a |an )?(?!.*\b(?:stick|put|add|pop|list|shopping|on|to)\b)(new [\p{L}' ]{2,40})$/iu, 'get $1 $2'],
  // "leo needs his vaccinations done sometime this month", "the car needs a service": something to get done, with no
  // day yet, is a to-do in the parent's words
  [
    new RegExp(
      `^((?:the (?:car|dog|cat|house|garden|lawn|pool|bike)|\\p{L}+) needs (?:(?:his|her|their|its|a|an|the) )(?!(?:new|more|some|extra|reminder|alarm|heads up)\\b)(?!.*\\b(?:${SAID_DAY}|for|to|on)\\b)[\\p{L}' -]{3,40}?(?: done| booked| sorted| organi[sz]ed)?)(?: (?:sometime|some time|soon)(?: (?:this|next) (?:week|month))?)?$`,
      'iu',
    ),
    'add $1 to my to do list',
  ],
  // "get mia new school shoes", "buy leo a birthday present": something to get for someone is an errand, not groceries
  [
    new RegExp(
      `^((?:get|buy|order|find) (?!(?:some|more|the|a|an|extra|fresh|me|us|it|them|milk|bread|eggs)\\b)\\p{L}+ (?:a|an|some|new|a new) (?!${PLAN_WORDS})[\\p{L}' ]{2,60}?)(?:\\s+(?:please|pls|thanks))?$`,
      'iu',
    ),
    'add $1 to my to do list',
  ],
];

import { WEEKDAY, withDayOf } from './date-words';
import type { Rule } from './plain-request';
import { RELATIVE } from './relatives';

/**
 * English as many families in the Gulf and South Asia write it, and a carer's message, said the usual way: "please do
 * the needful and add …", "nanny here, pampers are finished, put in the list", "school fees is paid", "tomorrow
 * morning anything is there?", "please send the weekend program".
 */
/** A sentence that asks for something or asks something. */
const REQUEST_START =
  /^(?:(?:can|could|would|will) (?:you|u)|please|pls|kindly|add|put|remind|cancel|delete|remove|move|book|schedule|reschedule|change|set|show|tell|list|what|what's|whats|when|when's|where|which|who|is|are|do|does|did|have|has|how|new list)\b/i;

/**
 * "Trying to plan the weekend. What have we got on Saturday and Sunday?", "Can you add eggs and flour. I'm baking for
 * the fete on Friday": of several sentences, the one request, when the others are only a short story before it (no
 * day, no time) or a reason after it, and it stands on its own (no "it" or "these" pointing back).
 */
function theRequest(text: string): string {
  const sentences = text.split(/(?<=[.?!])\s+(?=\p{L})/u).map((one) => one.trim());
  const asks = sentences.map((one) => REQUEST_START.test(one));
  if (sentences.length < 2 || asks.filter(Boolean).length !== 1) return text;
  const at = asks.indexOf(true);
  if (/\b(?:it|that|this|these|them|those|one|both)\b/i.test(sentences[at])) return text;
  // (a story, not news that is itself a change: "bread's sorted", "swimming's off")
  const story = (one: string) =>
    one.split(/\s+/).length <= 8 &&
    !/\d|\b(?:today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun)|\b(?:sorted|got|bought|done|finished|cancell?ed|off|moved|booked|paid|changed|over)\b/i.test(
      one,
    );
  const reason = (one: string) => /^(?:i'?m|i am|i'?ve|she'?s|he'?s|she says|he says|got|we'?re|they'?re|thanks|thank you|cheers|ta)\b/i.test(one);
  if (!sentences.slice(0, at).every(story) || !sentences.slice(at + 1).every(reason)) return text;
  return sentences[at].replace(/[.!]+$/, '');
}

export const SECOND_LANGUAGE_RULES: Rule[] = [
  // "we got eggs on the shopping list yet": the question without its "have"
  [/^(?:we|you|u) (?:got|have) (.+?) on (the|my|our) ((?:\p{L}+ )?list|shopping)(?: list)?\s+(?:yet|already)\s*\??\s*$/iu, 'is $1 on $2 $3?'],
  // "Egg is on shopping list already or not ah?", "sunscreen on the shopping list already?", "tea is on the list or I
  // forgot it?": asked as told
  [
    /^(?!(?:add|put|pop|get|got|buy|take|remove|what|whats|what's|anything|is|are)\b)((?:(?!\b(?:add|put|pop|could|can|please|and|also)\b)[^,.!?]){1,40}?) (?:is |are )?on (?:the |my |our )?((?:\p{L}+ )?list|shopping)(?: list)?(?: already)?(?:\s+or (?:not|(?:did )?(?:i|we) [^?]{1,30}))?(?:\s+(?:ah|lah|leh|hor))?\s*\?(?:\s+(?:i|we|i'?m)\b[^?]*)?\s*$/iu,
    'is $1 on the $2?',
  ],
  // "I buy milk and bread already, tick them": bought
  [/^(?:i |we )?(?:buy|get|got|bought) (.+?) already\b/i, 'got $1'],
  // "For dentist of Sam on Monday please put reminder one day before": the event first, then the reminder on it
  [/^for (.+?),? (?:please |pls |can you |could you )*(?:put|add|set|make) (?:a |an )?reminders? (?!to\b)(.+?)[.!]*$/iu, 'put a reminder $2 on $1'],
  // "Nappies and bananas I bought already, tick please": the things first
  [
    /^(?!(?:i|we|you|u|it|they)\b)([^,.!?]{2,60}?) (?:i|we) (?:bought|got|buy)(?: already)?(?=\s*[,.!;]\s*(?:(?:please|pls|can you|could you)\s+)?(?:tick|cross|mark|check|take)\b)/iu,
    'got $1',
  ],
  // "the Medicare card I renewed already, please tick it from my to-do", "the gift I bought yesterday, make it done": the
  // task first, then that it is done
  [
    /^(?!(?:i|we|you|u|it|they)\b)(?:the |my )?([^,.!?]{2,60}?) (?:i|we) (?:\p{L}{3,}ed|bought|paid|did|sent|made|got|took)(?: (?:already|yesterday|today|this morning|last night))?\s*[,.!;]\s*(?:(?:please|pls|can you|could you|kindly)\s+)*(?:tick|cross|mark|make) (?:it|that|this)(?: off)?(?: as)? (?:done|from (?:my|the) (?:to-?dos?|todo list|to-do list))[.!]*$/iu,
    '$1 is done',
  ],
  // "On list for Mia party put balloons and candles": the list named first
  [/^(?:on|to|in) (?:the )?list (?:for|of) (.+?),? (?:(?:please|pls|kindly)\s+)*(?:put|add|write) (.+?)[.!]*$/iu, 'add $2 to the $1 list'],
  // "got milo on the list or not?", "got milo on the list?": a yes/no question, not news of milo got
  [/^got (.+?) on (the|my|our) ((?:\p{L}+ )?list|shopping)(?:\s*\?|\s+or not\s*\??)\s*$/iu, 'is $1 on $2 $3?'],
  // "sam got swimming tomorrow?", "leo's got daycare friday or not": asked as told, a yes/no question about a member's plans
  [
    /^(?!(?:i|it|that|this|he|she|they|we|you|u|kids|who|what|which|when|where|how|there|here)\b)(\p{L}+)(?:'s got| has got| got) (?!(?:to|much|anything|something|stuff|lots|plans|on)\b)([^,]+?)\s*\?$/iu,
    'has $1 got $2?',
  ],
  // "weekend plans? what have we got": the days asked about, then the question
  [
    new RegExp(
      String.raw`^((?:this |the |next )?(?:weekend|week|today|tonight|tomorrow|${WEEKDAY})(?: plans)?)\s*\?\s*(what(?:'s| is| have we got| do we have| have i got| do i have)(?: on)?)\s*\??$`,
      'i',
    ),
    '$2 $1',
  ],
  [/^[\s\S]+$/, theRequest],
  // "Hey, I've swapped weekends with my sister so … Can you put kids with dad on Saturday 14th, all day": the story
  // before a request that stands on its own (not "…, can you move it")
  [
    /^(?:hey|hi|hello|so|ok|okay|just|fyi|i'?ve|i have|i'?ll|i will|we'?ve|we have|we'?ll|we will|i'?m|we'?re)\b[^?]+?[.!]\s+((?:(?:can|could|would|will) (?:you|u)|please|pls|kindly) (?!.*\b(?:it|that|this|them|those|these|both)\b).+)$/i,
    '$1',
  ],
  // Politeness and who is writing, in front of the request
  [/^(?:please |kindly )*do the needful(?: and| &|,)?\s+/i, 'please '],
  // "please you move photo day", "you please add it": the request without the "you"
  // (not "could you please")
  [/\b(?:(please|pls|kindly) you|(?<![\p{L}'’] ?)you (please|pls|kindly))\b(?= \p{L})/giu, (_all, before?: string, after?: string) => before ?? after ?? ''],
  [
    new RegExp(
      String.raw`^(?:(?:hi|hello|hey)[,!]?\s+)?(?:nanny|maid|helper|driver|au ?pair|step-?(?:mum|mom|dad)|${RELATIVE}|\p{L}+'?s (?:mum|mom|dad|nanny)) here\s*[,.!:–-]?\s+`,
      'iu',
    ),
    '',
  ],
  [/^also[,]?\s+(?=(?:add|put|remove|delete|cancel|book|remind|tick)\b)/i, ''],
  // "please help me fix the hair appointment on Friday to 5pm instead", "help me fix a visit to the optician": to fix a
  // thing is to arrange it (a new one, or a new time for one already there)
  [/^(?:(?:please|kindly)\s+)?help (?:me )?(?:to )?fix (?=.+\binstead\b)/i, 'move '],
  [/^(?:(?:please|kindly)\s+)?help (?:me )?(?:to )?fix (?!(?:it|that|this|them)\b)/i, 'add '],
  // "tomorrow morning anything is there?": the question's order
  [/\b(anything|something) is there\b/gi, 'is there $1'],
  // "…anything is there? I want to call the plumber", "what homework Leo has this week? I help him after school": why
  // it is asked is no part of the question
  [/^(.+?\?)\s+(?:i|we|i'?d|i'?m|we'?re)\b(?!.*\b(?:add|put|remind|book|cancel|delete|remove|move|change|tick)\b).+$/i, '$1'],
  // "hello, it's grandma. what are the children doing this weekend?": who is writing
  [/^(?:(?:hi|hello|hey)[,!]?\s+)?(?:it'?s|this is) [\p{L} ]{2,20}[.!,]\s+/iu, ''],
  // "madam asking what is leo schedule", "sir said move mia tuition to 6pm": a helper passing on a parent's request
  [/^(?:madam|ma'?am|mam|sir|boss|baba|mama)(?: is)?(?: (?:said|says|asking|asked|wants|told)(?: me)?)?(?: to(?: know)?)?[,:]?\s+(?:that\s+)?(?=\S)/i, ''],
  // "good morning po, …", "thank you po": the Filipino courtesy word
  [/^po[,.!]+\s*|\s+po\b(?=\s*(?:[,.!?]|$))/gi, ''],
  // "for sir's calendar: dinner with clients thursday": whose calendar it is, said by a helper, is no part of it
  [/^(?:this is )?for (?:sir|ma'?am|madam|boss)'?s? (?:calendar|diary|schedule)\s*[:,-]?\s*/i, ''],
  // "jess says put a note on friday's pick up: …", "tom said to move the dentist to 4": a request passed on is the request
  [
    /^(?:(?:my|our|the) )?\p{L}+\s+(?:says|said|wants me to|asked me to|asked|told me to|reckons)(?:\s+(?:to|we should|i should|you should|can you|could you))?[,:]?\s+(?=(?:put|add|move|cancel|delete|remove|change|book|remind|push|bring|make|take|tick|pop|shift|reschedule|set|pencil|chuck|stick)\b)/iu,
    '',
  ],
  // "quran class for mia after isha": a prayer is no clock time, so the day and time are asked
  [/\s*,?\s*(?:after|before) (?:isha|maghrib|asr|fajr|dhuhr|zuhr|duhr|prayers?)\b/gi, ''],
  // "kindly add to the to-do list, iron the school uniforms", "pls add to list: labneh, zaatar"
  [
    /^(?:please |pls |kindly )*add (?:to|on|in)\b(?!-)(?: the| my| our)?(?: (to-?do|to do|shopping|grocery))?(?: list)?\s*[:,-]\s*(.+)$/i,
    (_all, list: string | undefined, what: string) => (/do/i.test(list ?? '') ? `todo ${what}` : `add ${what} to ${!list ? 'my list' : `the ${list} list`}`),
  ],
  // "leo birthday cake move to 6 pm": moved
  [
    /^(?!(?:move|rename|please|pls|can|could)\b)([\p{L}' ]+?) (?:move|change|shift) to (.+)$/iu,
    (all, what: string, to: string) => (/\b(?:needs?|has|have|to|will|must|should)\b/i.test(what) ? all : `move ${what} to ${to}`),
  ],
  // "the weekend program", "program of saturday": the schedule; "send the weekend schedule": show it
  [/(?<=\b(?:the|my|our|what'?s|whats|(?:today|tomorrow|week|weekend)(?:'?s)?)\s)program(?:me)?\b(?= (?:of|for)\b|\s*\??$)/gi, 'schedule'],
  [/^(?:please )?(?:send|share)(?: me)? (?:the |my |our )?((?:\p{L}+(?:'s)? )?schedule\b.*)$/iu, 'show the $1'],
  // "airport pickup please make it 2 hours, flight may be late": how long, the reason after it aside
  [
    /^(.+?),?\s+(?:(?:so |please |pls |kindly )+)?make it ((?:an?|\d+(?:\.\d+)?|one|two|three|four|half an?) (?:hours?|hrs?|minutes?|mins?)(?: long)?)(?:[,.].*)?$/i,
    // (with its day and time said, "dentist fri 13th at 2, back to back so make it 90 mins" is a new event that long)
    // ("move the piano to 5 and make it 90 minutes": two changes to one event, read in turn)
    // ("the recital is going to run longer than we thought. make it two hours": news told first is read as news)
    (all, what: string, long: string) =>
      /^(?:move|change|push|pull|bring|reschedule|shift)\b/i.test(what) || /\b(?:is|are|will)\b[^.!?]*[.!?](?:\s|$)/i.test(what)
        ? all
        : /\b(?:at \d|\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}(?:st|nd|rd|th))\b/i.test(what)
          ? `${what.replace(/,\s*(?:back to back|one after (?:the )?other|together)$/i, '')} for ${long}`
          : `make ${what} ${long}`,
  ],
  // "reading group is only 30 mins from now on", "swim lesson is going to be 45 minutes from now on": its new length
  [
    /^(.+?) (?:is|are|will be) (?:only |just |now )+((?:an?|\d+(?:\.\d+)?|one|two|three|four|half an?) (?:hours?|hrs?|minutes?|mins?))(?: long)?(?: from now on| now| from next week| going forward)?$/i,
    'make $1 $2',
  ],
  [
    /^(.+?) (?:is|are) going to be (?:only |just )?((?:an?|\d+(?:\.\d+)?|one|two|three|four|half an?) (?:hours?|hrs?|minutes?|mins?))(?: long)? (?:from now on|going forward|from next week)$/i,
    'make $1 $2',
  ],
  // "add leo also to the haircut on friday"
  [/^(add|put) (\p{L}+) also (to|in|on)\b/iu, '$1 $2 $3'],
  // "pampers are finished, put in the list": run out, so it goes on the Shopping list
  [
    /^(.+?) (?:is|are|has|have) (?:finished|over|used up|run out|empty|ran out)[,.]?\s+(?:please )?(?:put|add)(?: (?:it|them))? (?:in|on|to|into) (?:the |my |our )?(?:shopping )?list$/i,
    'add $1 to the shopping list',
  ],
  [/\b(to|on|in|from|off) (the|my|our) shopping$/i, '$1 $2 shopping list'],
  // "khubz and dates taken, tick them"
  [
    /^(.+?) (?:taken|bought|got|collected|picked up|purchased)[,.]?\s+(?:please )?(?:tick|cross|check|mark) (?:them|it|those|that)(?: off| done)?$/i,
    'tick $1 off',
  ],
  // "school fees is paid", "emirates id renewal completed alhamdulillah": a to-do done
  [
    /^(?:the |my |our )?(.+?) (?:is |are |was |were |has been |have been )?(?:paid|completed|renewed|submitted|collected)(?: (?:alhamdulillah|finally|now|already|today|yay))*[.!]*$/i,
    'done $1',
  ],
  [/\blist name(?:d)?\s+(?=\p{L})/iu, 'list called '],
  // "empty the umrah list, trip is done", "i'm sick, cancel all my stuff tomorrow": the reason is not the request
  [
    /^((?:please )?(?:empty|clear|delete|remove|cancel)\b.+?),\s*(?:the |our |my )?\p{L}+ (?:is|are|was|were) (?:done|over|finished|cancelled|sorted|complete)$/iu,
    '$1',
  ],
  [
    /^(?:i'?m|im|i am|we'?re|we are|he'?s|she'?s|they'?re) (?:so |really |very |feeling |a bit )?(?:sick|ill|unwell|not well|not feeling well|away|travelling|traveling|busy|running late|late|stuck [\p{L} ]{2,20}|exhausted|tired|on holiday|on leave|in hospital)([^,]{0,20}),\s+((?:please |pls |can you |could you )?(?:cancel|clear|delete|remove|move|add|put|book|remind|reschedule|push)\b.*)$/iu,
    // (the day the reason names stays: "we're away next friday, cancel piano")
    (_all, reason: string, request: string) => withDayOf(request, reason),
  ],
  // "kindly add in to do list: fix the car tyre", "put on my tasks to collect dry cleaning", "…, add in my tasks"
  [
    /^(?:please |kindly )?(?:add|put|write) (?:in|into|on|to) (?:my |the )?(?:tasks?|to-?dos?|to do)(?: list)?\s*[:\-–]?\s+(?:to\s+)?(.+)$/i,
    'add $1 to my to do list',
  ],
  [/,\s*(?:please )?(?:add|put)(?: it)? (?:in|into|on|to) (?:my |the )?(?:tasks?|to-?dos?|to do list)$/i, ', add it to my to do list'],
  // "tuition not happening tomorrow, teacher is on leave"
  [/^(.+?) not (?:happening|going ahead)\b([^,]*?)(?:,.*)?$/i, '$1 is not happening$2'],
  [
    /^(?:which|what) (?:jobs|tasks|things|to-?dos|chores) (?:are |is )?(?:still )?(?:remaining|pending|left|outstanding)(?: for (?:me|us))?\??$/i,
    'show my to do list',
  ],
];

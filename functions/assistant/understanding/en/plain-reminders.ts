import type { Rule } from './plain-request';

/** What is to be done, by the word for it done or doing ("needs booking", "has to be paid"). */
const TO_BE_DONE: Record<string, string> = {
  book: 'book',
  fix: 'fix',
  renew: 'renew',
  servic: 'service',
  sign: 'sign',
  pa: 'pay',
  pay: 'pay',
  clean: 'clean',
  sort: 'sort',
  order: 'order',
  return: 'return',
  replac: 'replace',
  check: 'check',
  post: 'post',
  collect: 'collect',
  wash: 'wash',
  fill: 'fill in',
  cancell: 'cancel',
};
const DONE_WORD = new RegExp(`(${Object.keys(TO_BE_DONE).join('|')})(?:ing|e?d|id)`, 'i');

/** Reminders: asked for in any words, with or without a lead time. */
export const REMINDERS: Rule[] = [
  // "pls remind me sams eye test needs booking": a thing to do, said as what it needs
  [
    new RegExp(`^remind me (?:that )?(.+?) (?:needs?|is due for|are due for|has to be|have to be|needs? to be) ${DONE_WORD.source}(?: in)?$`, 'i'),
    (_all, what: string, done: string) => `remind me to ${TO_BE_DONE[done.toLowerCase()]} ${what}`,
  ],
  // "Can Nana's flight have a reminder 2 hours before?": a reminder asked for on the thing named
  [
    /^(?:(?:can|could) (?:you )?(?:give )?|please )?(?:the |my |our )?(.+?) (?:have|get) an? (?:reminder|alert|alarm) ((?:an?|half an?|\d+|[a-z]+(?:[- ][a-z]+)?) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)) (?:before|ahead)(?:hand)?(?: (?:please|pls))?\??$/i,
    'remind me $2 before $1',
  ],
  // "…, remind me the day before so I can get Chidi to tidy": why is no part of when
  [/\b(remind (?:me|us) [^,;.]*?\b(?:before|beforehand|ahead))\s+so (?:that )?(?:i|we|he|she|they) (?:can|could|have|remember|don'?t)\b.*$/i, '$1'],
  // "need to remember to send the permission slip back tomorrow": a reminder asked for
  [/^(?:i |we )?(?:need|have|got|must|gotta) (?:to )?remember to (?=\S)/i, 'remind me to '],
  // "I think I've got a meeting on tuesday, can you check": asked, not told
  [
    /^(?:i think|i'?m pretty sure|pretty sure|i reckon|i believe) (?:i|we)(?:'ve| have)? got (.+?)[,.]?\s+(?:(?:can|could) (?:you|u) )?(?:check|confirm|double check)(?: (?:for me|pls|please))?\??$/i,
    'do i have $1',
  ],
  // "don't need the reminder about the plumber anymore", "remind me when the school assembly is"
  [
    /^(?:i |we )?(?:don'?t|do not|no longer) need (?:the |my |that )?(reminder|alarm|alert) (about|for|to|on) (.+?)(?: anymore| any more)?$/i,
    'cancel the $1 $2 $3',
  ],
  [/^remind me (?:when|what time) (?:the |my |our )?(.+?) (?:is|are)(?: again| on)?\??$/i, 'when is the $1'],
  // "make the reminder for book club 10 minutes before instead", "remind me about the flight a day ahead instead of an hour"
  [
    /^(?:(?:can|could) you |please )*(?:make|set|change|move|switch) (?:the |my )?(reminder|alert|alarm|notification) (?:for|on|about) (.+?) (?:to )?((?:an?|half an?|\d+|[a-z]+(?:[- ][a-z]+)?) (?:minutes?|mins?|hours?|hrs?|days?|weeks?) (?:before|earlier|ahead))(?: (?:of time|instead))*$/i,
    'change the $2 $1 to $3',
  ],
  [
    /^(?:please |pls )?remind me (?:about|of|for) (?:the |my )?(.+?) ((?:an?|half an?|\d+|[a-z]+(?:[- ][a-z]+)?) (?:minutes?|mins?|hours?|hrs?|days?|weeks?) )(?:before|ahead|earlier)(?: of time)? instead(?: of .+)?$/i,
    'change the $1 reminder to $2before',
  ],
  // "I keep forgetting to water the plants, could you remind me", "it would help if you reminded me to…"
  [
    /^i (?:keep|always|often) forget(?:ting)? to (.+?)(?:[,.]?\s*(?:so )?(?:(?:could|can|would) you |please )?remind me(?: about it| of it)?(\s.*?)?\??)?$/i,
    (_all, what: string, when?: string) => `remind me to ${what}${when ?? ''}`,
  ],
  // "can you make the dentist reminder 2 hours before instead"
  [
    /^(?:(?:can|could) you |please )*(?:make|set|change|move) (?:the |my )?(?!an? )(.+?) (reminder|alert|alarm) (?:to )?(.+? before)(?: instead)?$/i,
    'change the $1 $2 to $3',
  ],
  [
    /^(?:it would (?:help|be (?:great|good|nice|handy)) if you|i'?d (?:like|love) (?:it )?if you|(?:i'?d like|i would like|i want|i need) you to) remind(?:ed)? me\b/i,
    'remind me',
  ],
  [
    /^(?:please |can you |could you )*(?:set up|set|make|create|add) (?:me )?an? (?:new )?reminder[,;:]?\s+(?:that )?(?:i|we) (?:need|have|must|should|want) to (?:remember to )?(?=\S)/i,
    'remind me to ',
  ],
  [/^(?:i|we) (?:need|want|would like|'d like) (?:you )?to (?:set|make|create|add) (?:up )?(?:me )?an? reminder (to|for|about) /i, 'remind me $1 '],
  [/^(?:i|we) (?:need|want|would like|'d like) to (?:be|get) (?:reminded|notified|alerted|pinged) (to|about|of) /i, 'remind me $1 '],
  [/^(?:(?:please|help|can you|could you)\s+)*remind me that (?:i|we) (?:need|have|must|should) to (?!add\b|put\b)/i, 'remind me to '],
  [/^(?:the )?next time (?:that )?[\p{L}' ]+?,\s*(?=remind me to )/iu, ''],
  [/^remind me bout /i, 'remind me about '],
  [/^reminder\s*:\s*(?!.*\b(?:at|on|tomorrow|today|tonight)\b)/i, 'remind me to '],
  // "can i get a reminder 10 mins before the interview", "put a 15 minute reminder on leo's swimming"
  [
    /^(?:(?:can|could) (?:i|you) (?:get|have|give me|set|put)|give me|send me|i(?:'d| would) like|i want|set|put|add)\s+(?:me\s+)?(?:an?\s+)?(?:(\d+|an?|one|two|three|five|ten|fifteen|twenty|thirty|forty[ -]five)[ -](minutes?|mins?|hours?|hrs?|days?)\s+)?(?:reminder|heads[ -]up|alert|warning|notice|notification)\s+(?:(\d+|an?|half an?|one|two|three|five|ten|fifteen|twenty|thirty|forty[ -]five) (minutes?|mins?|hours?|hrs?|days?) )?(?:before|on|ahead of)\s+(.+)$/i,
    // With no lead time said, the next rule (or the readers) take it as it is.
    (all, n1?: string, u1?: string, n2?: string, u2?: string, what?: string) => (n1 || n2 ? `remind me ${n1 ?? n2} ${u1 ?? u2} before ${what}` : all),
  ],
  // "send an alert before the meeting": a reminder with no lead time said is 30 minutes before (the reply says so).
  [
    /^(?:(?:please|can you|could you)\s+)?(?:send|give|set|add)(?: me)? (?:an? )?(?:alert|reminder|notification|heads up|ping|alarm)\s+(before|ahead of)\s+(?!\d)(.+)$/i,
    'remind me 30 minutes $1 $2',
  ],
];

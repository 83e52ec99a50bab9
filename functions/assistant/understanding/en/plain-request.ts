import { GREETING } from './read-message';

/**
 * A request said the long way round, put the plain way before the readers see it, so each reader keeps one shape
 * per request: the item in a clause of its own ("i'm out of bananas; add to shopping list", "put on my list i need
 * carrots"), the passive ("i need soda added to my list and carrots removed"), "it" for the thing to do said just
 * before ("i need to do dishes, put it on my to do list"), asking to be reminded in any words ("i want to get
 * reminded to…"), a day made clear ("make sure april 1 is clear on my calendar"), a plan that is off ("we don't
 * need to go to swimming tomorrow"), polite lead-ins ("do me a favour and…"). Anything else passes unchanged.
 */
export function plainRequest(said: string): string {
  // After a greeting or a wake word ("hey olly, …"), which the readers drop anyway.
  const text = said.replace(GREETING, '') || said;
  return (
    text
      .replace(/^(?:(?:please|can you|could you|would you)\s+)?(?:do me a fav(?:ou?r)?|be a (?:dear|star|love)),?\s+(?:and\s+)?/i, '')
      .replace(
        /^(?:i'?m|i am|we'?re|we are)\s+(?:all\s+|nearly\s+|almost\s+)?(?:out of|low on|running (?:low on|out of))\s+(.+?)(?:\s*[;,.]\s*|\s+(?:and|so)\s+|\s+)(?:(?:can|could|would) (?:you|u)\s+|please\s+|go ahead and\s+)*(?:(?:need|want) (?:it|them) (?:to be )?added|add|put)(?:\s+(?:it|them|that|those|some))?\s+(to|on|onto)\s+(.+)$/i,
        'add $1 $2 $3',
      )
      .replace(/^(?:add|put) (?:to|on|onto) ((?:my|the|our) [\p{L} ]*?list)[:,]?\s+(?:i|we) (?:need|want)\s+(.+)$/iu, 'add $2 to $1')
      .replace(/^(?:(?:i|we) (?:need|want)|(?:please )?(?:get|have))\s+(.+?)\s+(?:added|put)\s+(to|on|onto)\s+/i, 'add $1 $2 ')
      .replace(/^(?:on|to) ((?:my|the|our) [\p{L} -]*?list),?\s+(?:i|we) (?:need|want)\s+(.+?)\s+(?:added|put on)$/iu, 'add $2 to $1')
      // "i need to do dishes, put it on my to do list": "it" is the thing to do.
      .replace(/^(?:i|we) (?:need|have|want|got) to (.+?)(?:\s*[,;.]\s*|\s+so\s+|\s+)(?:please\s+)?(?:put|add) it (to|on|onto) (.+)$/i, 'add $1 $2 $3')
      .replace(
        /^(?:please |can you |could you )*(?:make|get) (my|the|our) (to-?do|to do|todo|task|tasks)( list)? (?:blank|empty|clear)(?: please)?$/i,
        'clear $1 $2 list',
      )
      .replace(/\bget rid off\b/gi, 'get rid of')
      // Asking to be reminded, however it is said: "remind me to …".
      .replace(
        /^(?:please |can you |could you )*(?:set up|set|make|create|add) (?:me )?an? (?:new )?reminder[,;:]?\s+(?:that )?(?:i|we) (?:need|have|must|should|want) to (?:remember to )?(?=\S)/i,
        'remind me to ',
      )
      .replace(/^(?:i|we) (?:need|want|would like|'d like) (?:you )?to (?:set|make|create|add) (?:up )?(?:me )?an? reminder (to|for|about) /i, 'remind me $1 ')
      .replace(/^(?:i|we) (?:need|want|would like|'d like) to (?:be|get) (?:reminded|notified|alerted|pinged) (to|about|of) /i, 'remind me $1 ')
      .replace(/^(?:(?:please|help|can you|could you)\s+)*remind me that (?:i|we) (?:need|have|must|should) to (?!add\b|put\b)/i, 'remind me to ')
      .replace(/^(?:the )?next time (?:that )?[\p{L}' ]+?,\s*(?=remind me to )/iu, '')
      // "make sure april 1 is clear on my calendar", "march 3rd needs to be cleared": the day's events cancelled.
      .replace(
        /^(?:please )?(?:make sure|ensure) (?:that )?(?:my (?:calendar|schedule) is (?:completely |totally |entirely )?clear(?: for| on)? |(.+?) is (?:completely |totally )?clear (?:on|in) my (?:calendar|schedule)$)/i,
        (_all, day?: string) => `clear my calendar ${day ? `on ${day}` : ''}`.trimEnd() + ' ',
      )
      .replace(/^(.+?) (?:needs|has) to be cleared (?:on|in|from) my (?:calendar|schedule)$/i, 'clear my calendar on $1')
      .replace(/^(?:please )?make my (?:calendar|schedule) (?:empty|clear|blank)\b/i, 'clear my calendar')
      // "find dinner with mom on my calendar and delete it", "open grocery list and add milk": the second verb is the request.
      .replace(
        /^(?:please )?(?:find|look up|locate|go to) (.+?)(?: (?:on|in) (?:my|the) (?:calendar|schedule))? and (?:then )?(delete|remove|cancel) (?:it|that)$/i,
        '$2 $1',
      )
      .replace(/^(?:please )?(?:open|go to|pull up|bring up) ((?:my |the |our )?[\p{L} ]*?list),? and (?:then )?(?:add|put) (.+)$/iu, 'add $2 to $1')
      // "i no longer need to go to the zoo on the 8th": the plan is off.
      .replace(
        /^(?:i|we) (?:no longer|don'?t) (?:need|have|want) to (?:go to |attend |do )?(?=.*\b(?:on (?:the )?\d|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|this (?:week|weekend|\w+day)|next \w+))/i,
        'cancel ',
      )
      // "send an alert before the meeting": a reminder with no lead time said is 30 minutes before (the reply says so).
      .replace(
        /^(?:(?:please|can you|could you)\s+)?(?:send|give|set|add)(?: me)? (?:an? )?(?:alert|reminder|notification|heads up|ping|alarm)\s+(before|ahead of)\s+(?!\d)(.+)$/i,
        'remind me 30 minutes $1 $2',
      )
      // "meeting room availability at 8": whether the time is free.
      .replace(/^(?:(?:the|a|any)\s+)?(?:meeting\s+)?(?:room\s+)?availability\s+(?=at\b|from\b|between\b|on\b|for\b|tomorrow\b|today\b)/i, 'am i free ')
      // "see if you can schedule a meeting…", "get me a meeting with bill…": the booking itself.
      .replace(/^(?:please\s+)?see if (?:you can|u can|it'?s possible to)\s+(?=schedule|book|add|set up|put|arrange)/i, '')
      .replace(/^(?:please\s+)?get me an? (meeting|call|appointment)\b/i, 'schedule a $1')
      // "a meeting with damon for 1": an hour, not a duration or a count.
      .replace(/\b(meeting|call|appointment)((?: with [\p{L}' ]+?)?) for (\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?)$/iu, '$1$2 at $3')
      .replace(/^(?:please )?(?:get|have)\s+(.+?)\s+removed\s+(from|off)\s+/i, 'remove $1 $2 ')
      .replace(/\s+and\s+(?!remove\b)([\p{L}' ]+?)\s+(?:removed|taken off)$/iu, ' and remove $1')
  );
}

import { WEEKDAY } from './date-words';
import { fromCaller } from './plain-family';
import { LIKE_I_PUT, RELAYED, SOMEONE_CHANGED, WHICH_ONE_AFTER, withoutWho } from './who-changed';

/**
 * Sentences that only greet, wish well or sign off ("Hi there, hope you're well.", "Love, Mum", "Thanks so much x"):
 * no part of what is asked. A message made only of them is left as it is.
 */
const GREET = String.raw`(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|day)|morning|afternoon|evening)(?: (?:there|all|dear|darling|love|everyone|team|simplify))?`;
const WISH = String.raw`(?:i )?(?:hope (?:you(?:'re| are) (?:well|good|ok(?:ay)?|keeping well|having an? (?:good|nice|lovely|great) (?:day|week|weekend))|all(?:'s| is) (?:well|good)|this finds you well|the (?:day|week) is (?:going|treating you) \p{L}+(?: well| kindly)?)|how are you(?: all| going| doing)?)`;
const SIGN_OFF = String.raw`(?:(?:lots of |all my )?love|(?:many |big )?thanks(?: ever so much| so much| heaps| a lot| again| in advance)?|thank you(?: ever so much| so very much| so much| very much| in advance| again| kindly)?|(?:much|greatly|really) appreciated|(?:i )?appreciate it|ta|cheers|regards|kind regards|best(?: wishes)?|warmly|warm regards|with love|xx*)(?:[, ]+(?:\p{L}+|xx*))?`;
const PLEASANTRY = new RegExp(String.raw`^(?=\S)(?:${GREET}[, !]*)?(?:${WISH}[, !]*)?(?:${SIGN_OFF})?(?:[\s.!,:)]|\p{Extended_Pictographic}|\u{FE0F})*$`, 'iu');

/** An apology said beside the request ("…, sorry for the late notice", "sorry to bother you"). */
const APOLOGY =
  /[,;–—-]?\s*\b(?:(?:so|really|very) )?sorry (?:for|about) (?:the |such )?(?:late|short|last[- ]minute) notice\b|[,;–—-]?\s*\b(?:(?:so|really) )?sorry to (?:bother|trouble) (?:you|u)\b/gi;

/**
 * Thanks at the very end of the request, in the same sentence ("complete task 5 thanks!", "…instead thx"); never a
 * thank-you that is the thing itself ("buy a thank you card", "say thank you").
 */
const THANKS_AFTER =
  /(?<!\b(?:a|say|saying|the|to|big|send|write|of)),?\s+(?:thanks|thank you|thx|thankyou|ty|cheers|ta)(?: (?:so much|heaps|a lot|again|in advance|mate|love|x+))?[\s.!?)]*(?:\p{Extended_Pictographic}|\u{FE0F}|\s)*$/iu;

/** A sentence that only greets, wishes well or signs off ("Good morning.", "Thanks so much x"). */
export const onlyPleasantry = (sentence: string) => PLEASANTRY.test(sentence.trim());

export function withoutPleasantries(said: string): string {
  const text =
    said
      .replace(APOLOGY, '')
      .replace(THANKS_AFTER, '')
      .replace(/^[\s,;.!–—-]+/, '')
      .trim() || said;
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return text;
  const kept = sentences.filter((s) => !onlyPleasantry(s));
  return kept.length ? kept.join(' ') : text;
}

/**
 * Emoji say how the sender feels, never what to do ("cancel piano 😩", "party sat 🎉 Can you add it"). Between two
 * sentences (before a capital) one ends the first; anywhere else it is a space. Keycaps keep their digit ("reply 2️⃣"); a tick
 * and a trolley are words of their own ("dog food ✔️", "yoghurt x2 🛒").
 */
const EMOJI = /(?:(?![\u2714\u2705\u2611\u{1F6D2}])[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\u{FE0F}|\u{200D}|\u{20E3})+/gu;
export const withoutEmoji = (text: string) =>
  text
    .replace(new RegExp(String.raw`(?<=[\p{L}\p{N}])\s*(?:${EMOJI.source})\s+(?=\p{Lu})`, 'gu'), '. ')
    .replace(EMOJI, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ (?=[,.!?])/g, '')
    .trim();

/** What a request starts with when it is asked for politely ("can you move…", "could we add…"). */
const TO_DO = String.raw`(?:add|put|pop|chuck|stick|move|shift|push|bump|bring|reschedule|change|update|rename|cancel|delete|remove|clear|scrap|drop|take|tick|mark|cross|book|schedule|set|make|create|remind|note|jot|write|list|block|pencil|swap|get rid|empty|wipe|erase|include|start)`;
/**
 * "can you move piano to friday?", "could you please delete task 6": a request asked as a question is the request;
 * its question mark asks nothing of the calendar.
 */
const ASKED_TO_DO = new RegExp(
  String.raw`(^|[.!?]\s+)(?:(?:and|so|ok|okay|also)[, ]+)?(?:can|could|would|will) (?:you|we)(?: (?:please|just|quickly|also|kindly|maybe))* (?=${TO_DO}\b)((?:[^.!?]|(?<=\d)\.(?=\d))*)\?*`,
  'giu',
);

/** "our list", "our to-dos", "cancel our four thirty": the family's lists and calendar are the account's own, as "my" says. */
const OURS =
  /\bour(?= (?:\d|(?:(?:shopping|grocery|to-?do|to do|todo|task|packing|camping|school) lists?|to-?dos?|to dos?|todo|tasks?|jobs|chores|reminders?|calendar|diary|schedule|agenda|shopping|groceries|subscription|plan|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\b))/gi;

/** "Could you tell me, dear, is…": the one spoken to, named between commas, is no part of what is asked. */
const VOCATIVE = /(?<=\p{L},?\s*)(?:,\s*)?\b(?:dear|dearie|darling|love|sweetheart|hun|hon|mate)\s*,\s*/giu;
/** "move the book club too the 19th": "to", typed twice as long. */
const TOO = new RegExp(String.raw`\btoo (?=the \d|\d|(?:this |next )?${WEEKDAY}\b)`, 'gi');

/** "Would you be kind enough to…", "I should be grateful if you would…", "Might I ask you to…": "please", said at length. */
const FORMAL =
  /(?<=^|[.!?]\s+|,\s*(?:and |then )?)(?:i(?: should| would|'d) be (?:most |very |so )?(?:grateful|glad|obliged|pleased) if you (?:would|could|might) |(?:would|could) you (?:also |please )*be (?:so )?(?:kind|good) (?:enough )?(?:as )?to |(?:might|may|could) i (?:ask|trouble) you to |would you (?:also )?kindly |i (?:wonder|was wondering|am wondering|'m wondering) if you (?:would|could|might|can)(?: please)? |would you mind terribly |(?:would|could) you (?:also |please )*be able to )/gi;
/** "would you mind telling me whether…", "…, and would you mind letting me know…": asked at length. */
const VERB_OF: Record<string, string> = {
  telling: 'tell',
  showing: 'show',
  letting: 'let',
  checking: 'check',
  adding: 'add',
  moving: 'move',
  canceling: 'cancel',
  cancelling: 'cancel',
  removing: 'remove',
  putting: 'put',
};
const MIND_ING = new RegExp(String.raw`\b(?:would|do) you (?:also )?mind (?:also |please )?(${Object.keys(VERB_OF).join('|')})\b`, 'gi');
const asked = (_all: string, verb: string) => `please ${VERB_OF[verb.toLowerCase()]}`;
/** "Due to ground closures, Saturday's game…": the reason said first is no part of the news. */
const REASON_FIRST = /(?<=^|[.!?]\s+)(?:due to|because of|owing to|on account of) [^,.!?]{3,60},\s*(?=\S)/gi;
/** "…will start 30 minutes later due to the tides.": nor the reason said last (not "due to be handed in", "due to start"). */
const REASON_LAST =
  /,?\s+(?:due to|because of|owing to|on account of) (?!(?:be|start|finish|end|arrive|open|close|return|run|go|come|leave|take|get|have)\b)[^,.!?]{3,40}(?=[.!?]\s+\S)/gi;
/** "I should be glad to know what is in the diary…": the question itself. */
const FORMAL_ASK = /(?<=^|[.!?]\s+)i(?: should| would|'d) (?:be glad|like|love|be grateful) to know /gi;
/** "please record that Mia has an appointment…": what is told is the thing to add (what I need to do is a to-do; news of a change, "…has moved", stays news). */
const RECORD_THAT =
  /(?<=^|[.!?]\s+)(?:please )?(?:record|note|make a note|write down|put down|jot down) that (?!(?:i|we) (?:need|have|got|must) to\b)(?![^.!?]*\b(?:(?:has|have|is|are)(?: been)? (?:moved|changed|cancell?ed|canceled|rescheduled|postponed|shifted|called off)|(?:is|are) now)\b)(?=\S)/gi;
/** "I find that I shall need to bring … forward", "we'll have to move…": the change itself, without who has to make it. */
const A_CHANGE = String.raw`(?=(?:move|shift|push|change|alter|cancel|delete|reschedule|postpone|update)\b|bring\b[^.!?]*\b(?:forward|back)\b)`;
const HAVE_TO_CHANGE = new RegExp(
  String.raw`(?<=^|[.!?]\s+|,\s*but\s+)(?:(?:i|we) (?:find that (?:i|we) )?(?:shall|will|must|need to|have to|had to|would like to|want to|am going to|are going to) (?:(?:need|have) to )?|(?:i|we)(?:'ll|'d|'m going to|'re going to) (?:need|have|like) to )${A_CHANGE}`,
  'gi',
);
/** "I am terribly sorry, but…": the apology before a request. */
const SORRY_BUT = /(?<=^|[.!?]\s+)(?:i am|i'm|im)(?: (?:terribly|so|very|really|awfully|ever so))? sorry,? but\s+/gi;
/**
 * "no, delete all of them", "not the shopping list, put it on the camping list": putting right what was just done; the
 * request that follows says all of it. ("No swimming tomorrow" is news, and stays.)
 */
const PUT_RIGHT =
  /^(?:(?:no|nope|nah|oops|sorry)[,.!]+\s+(?:(?:i|we) meant,?\s+)?|not (?:the|on the|in the|for) [^,]{2,30},\s*)(?=(?:delete|cancel|remove|move|change|make|put|add|take|tick|the|it'?s)\b)/i;
/** "delete all the netball ones, not just this week": "all" said twice. */
const NOT_JUST = /,?\s*not just (?:this|that|the one|for this|the next|the first) ?(?:week|one|time|day|once)?(?=[\s.!?]*$)/i;
/**
 * "Sam's tennis; shift 30 minutes earlier.", "Partners' meeting Monday; rename to 'briefing'", "swim tmrw, cancel": the
 * thing named first, then a change said without it, is the change said of the thing. ("dont need yoghurt anymore, remove
 * pls" names no thing of the calendar; "sam quit karaoke, delete all of them" is news, then what to do.)
 */
const TOPIC_FIRST = new RegExp(
  String.raw`^(?!(?:${TO_DO}|can|could|would|will|is|are|what|when|where|who|how|please|i|we|it|that)\b)(?![^;:,.!?]*\b(?:don'?t|do not|doesn'?t|no longer|anymore|any more|need|needs|got|bought|have|has|quit|quitting|stopped|dropped)\b)([^;:,.!?]{3,60}?)\s*[;:,]\s*((?:shift|move|push|bring|bump)(?= (?:\d|(?:an?|half|back|forward|earlier|later|to)\b))|rename(?= to\b)|(?:cancel|delete|remove|scrap)(?=[\s.!]*$| (?:the (?:whole )?series|all|please)\b))`,
  'i',
);
const topicFirst = (text: string) => text.replace(TOPIC_FIRST, (_all, topic: string, verb: string) => `${verb} ${topic}`);

/** "um", "uh": a voice note's fillers. */
const FILLER = /(?<=^|\s)(?:um+|uh+|uhm+|erm+|er|hmm+)\b,?\s*/gi;
/** "sam quit karaoke thank god, delete them": relief said in passing. */
const RELIEF = /,?\s+(?:thank (?:god|goodness|heavens)|thankfully|phew)\b(?=\s*[,.!]|\s*$)/gi;
/** "…only needs an hour, not two. thank god, every minute w that guy costs me": a last sentence of relief, with its why. */
const RELIEF_LAST = /(?<=\p{L}[^.!?]*[.!]\s+)(?:thank (?:god|goodness|heavens)|thankfully|phew)\b[^.!?]*[.!]*$/iu;
/** "add leo also in the dentist po", "CCA match end at 12 lah", "on the list mate", "done the rego ka pai", "remind me the day before would you": a word or tag that only sets the tone, at a pause. */
const PARTICLE =
  /,?\s+\b(?:po|lah|leh|lor|ah|mate|eh|chur|ka pai|bro|now-now|innit|naman|pala|daw|(?<!\b(?:what|how|where|when|who|which|why|if|so)\s+)(?:would|could|will) (?:you|u))\b(?=\s*(?:[,.!?]|$))/gi;
/**
 * "Hi Simplify, the GP rang. The appointment tomorrow is now 11.20", "ok so Sam's got a temperature…", "sorry to bother
 * you, …", "quick one - …", "I beg, …", "Excuse me, …", "Please the class…": words opening the message, which would otherwise be read
 * as part of its first sentence. (A greeting that is a sentence of its own, "Good morning.", is left to the readers of
 * several sentences.)
 */
const OPENER =
  /^(?:(?:(?:hi|hello|hey|hiya|heya|yo|g'?day|good (?:morning|afternoon|evening|day)|ok(?:ay)?|so|oh|um+)(?: (?:there|all|dear|darling|love|lovely|everyone|team|simplify))?|(?:i'?m |i am )?(?:so |really |very )?sorry(?: to (?:bother|trouble|pester) you| to be a (?:bother|pain|nuisance))?(?!,? but\b)|(?:just )?a quick one|quick (?:one|question)|and(?= (?:also )?(?:remind|add|put|pop|please|pls|can|could)\b)|i beg(?: you)?|excuse me|pardon me|please(?= (?:the|my|our|his|her)\b))[,:\s-]+)+(?=\S)/i;
/** "…for the 17th x", "thanks xx", "love you xo": kisses signing off the message. */
const KISSES = /[,.]?\s+(?:x{1,4}|(?:xo)+x?)[.!]*$/i;
/** "…at 4 15. Thank you!", "…noon now pls": thanks or a please closing a one-sentence request of a few words, no part of it. */
const COURTESY_END =
  /(?<=^[^.!?]*\p{L}\S*\s+\S+\s+\S+)(?:[.!]+\s+|,?\s+)(?:thank you|(?:many |big )?thanks|thx|ty|cheers|ta|pls|plz|please)(?: (?:so much|very much|heaps|a lot|in advance))?[.!]*$/iu;
/**
 * "Is it? Netball is moving…", "…remind me 30 min before can?", "what time's swimming? is it 9 or 9.30?": said around
 * the request.
 */
const AROUND = /^(?:is it|shame|eish)[?!.,]+\s+(?=\S)|,?\s+can(?: or not)?\?*\s*$|(?<=\?)\s+(?:is it|was it|or is it) [^?!]{1,25} or [^?!]{1,25}\?*\s*$/gi;
/**
 * "Got anything on 12 Mar or not", "sam got swimming tomorrow or not": a yes/no question, asked with its question mark;
 * "can help me put … or not" asks for something, and the words go.
 */
const OR_NOT = /(?<=\S)\s+or not\?*\s*$/i;
const orNot = (text: string) => text.replace(OR_NOT, /\b(?:can|could|help|pls|please|put|add)\b/i.test(text) ? '' : '?');
/** "Soccer Sam Tuesday now Wednesday. Time same.", "…, same time": the time kept, which a move does anyway. */
const SAME_TIME =
  /(?:[.,;]\s*|\s+[—–-]\s*)(?:(?:the )?time (?:is |stays |remains )?(?:the )?same|same time(?: as (?:usual|before|always))?|(?:keep|leave) the (?:same )?time)[.!]*\s*$/i;
/** "Turns out…", "FYI…", "…btw": words that say news is coming, no part of the news. */
const NEWS_LEAD =
  /(?<=^|[.!?]\s+)(?:(?:so |oh )?(?:it )?turns out(?: that)?|(?:i'?ve )?just (?:heard|found out)(?: that)?|just so you know|just a heads up|heads up|fyi|by the way)[,:!]?\s+|,?\s+\bbtw\b(?=\s*(?:[,.!?]|$))/gi;
/**
 * "The swim club emailed: Sam's trials are…", "School says every kid needs…": who passed the news on is no part of it
 * (only a school, a club or a team; "the dentist said…" may be the thing itself).
 */
const PASSED_ON = new RegExp(
  String.raw`(?<=^|[.!?]\s+)(?:the |our |\p{L}+'s )?(?:[\p{L}]+ )?(?:school|club|coach|teacher|office|daycare|day care|kindy|kinder|childcare|preschool|newsletter|notice|committee|academy|team)s? (?:just |has |have )?(?:says|said|emailed|texted|messaged|wrote|sent (?:an? )?(?:email|text|message|note)|let (?:us|me) know)(?: (?:us|me))?(?: to say)?(?: that)?(?::\s*|\s+(?=\p{Ll}|\p{L}+'s\b))`,
  'giu',
);
/** "Just got an email from the school - swimming carnival is…", "had a text from the coach: …": the news, not how it came. */
const HEARD_FROM =
  /(?<=^|[.!?]\s+)(?:(?:i |we )?(?:just |have |'ve )?(?:got|had|received|gotten) )an? (?:email|e-mail|text|message|msg|note|call|letter|notice)(?: (?:from|off) (?:the |our |\p{L}+'s )?[\p{L}' ]{2,30}?)?(?:\s*[-–—:,]+|\s+(?:saying|to say)(?: that)?)\s*(?=\S)/giu;

/**
 * "I regret that the orthodontist's receptionist has telephoned to say that Mia's appointment…": the news, not who
 * brought it, when the news names its thing itself (a member's, or "the …").
 */
const CALLED_TO_SAY =
  /(?<=^|[.!?]\s+)(?:(?:i regret that|i'm afraid|unfortunately),?\s+)?(?:the |our )?((?:[\p{L}']+ ){0,3}?)(?:has |have |just )*(?:telephoned|phoned|rang|called|emailed|texted|messaged)(?: (?:back|us|me))* (?:to say|and said|saying)(?: that)? ((?:\p{L}+'s |the )[^.!?]*)/giu;
/** Whose appointment it is comes from who called ("the orthodontist's receptionist" → the orthodontist appointment). */
const newsOfCaller = (_all: string, who: string, news: string) => {
  const caller = who.replace(/'s\b.*$|\s+(?:office|rooms|receptionist|reception|surgery|clinic|practice)\s*$/i, '').trim();
  return caller ? fromCaller(caller, news) : news;
};

/**
 * The message as it would be said plainly: no emoji, no fillers, "please" for its longer forms, no one who only passed
 * the news on, a request asked as a question said as one ("please move…").
 */
export const plainlyAsked = (text: string) => {
  const plain = orNot(withoutEmoji(text) || text)
    .replace(OPENER, '')
    .replace(FILLER, '')
    .replace(PARTICLE, '')
    .replace(RELIEF_LAST, '')
    .replace(RELIEF, '')
    .replace(KISSES, '')
    .replace(COURTESY_END, '')
    .replace(AROUND, '')
    .replace(SAME_TIME, '')
    .replace(NEWS_LEAD, '')
    .replace(REASON_FIRST, '')
    .replace(REASON_LAST, '')
    .replace(FORMAL, 'please ')
    .replace(MIND_ING, asked)
    .replace(FORMAL_ASK, '')
    .replace(RECORD_THAT, 'add ')
    .replace(PASSED_ON, '')
    .replace(HEARD_FROM, '')
    .replace(RELAYED, '')
    .replace(CALLED_TO_SAY, newsOfCaller)
    .replace(SORRY_BUT, '')
    .replace(PUT_RIGHT, '')
    .replace(NOT_JUST, '')
    .replace(HAVE_TO_CHANGE, '')
    .replace(SOMEONE_CHANGED, withoutWho)
    .replace(LIKE_I_PUT, '')
    .replace(WHICH_ONE_AFTER, '')
    .replace(OURS, 'my')
    .replace(VOCATIVE, ', ')
    .replace(TOO, 'to ')
    .replace(/\b(tell me|let me know),\s+(?=(?:is|are|do|does|did|when|what|where|which|who|how)\b)/gi, '$1 ');
  // A question mark before more of the message stays: it still ends that sentence.
  return withQuestionMark(topicFirst(plain)).replace(
    ASKED_TO_DO,
    (asked, start: string, request: string, at: number) => `${start}please ${request}${asked.endsWith('?') && at + asked.length < plain.length ? '?' : ''}`,
  );
};

/**
 * "I'm thinking of the beach on Saturday. Is anything on between two and five": a last sentence that asks, after others
 * that tell, is the question the message is; its question mark is often left off.
 */
const ASKED_LAST =
  /(?<=\p{L}[^.!?]*[.!]\s+)(?:is|are|am|do|does|did|has|have|can|could|will|would|when|what|where|which|who|how|whats|what's|when's|where's)\b[^.!?]*$/iu;
const withQuestionMark = (text: string) => (text.includes('?') ? text : text.replace(ASKED_LAST, (asked) => `${asked.trimEnd()}?`));

/** "please delete task 6": the request itself, as each reader knows it. */
const PLEASE = new RegExp(String.raw`^(?:(?:please|kindly|just)\s+)+(?=${TO_DO}\b)`, 'i');
export const withoutPlease = (text: string) => text.replace(PLEASE, '');

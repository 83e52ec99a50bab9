/** The words that tell adding an event from asking about one, shared by the question and the adding readers. */

export const CREATE_VERB =
  /^(?:please\s+)?(?:can you\s+)?(?:add|create|new event|new(?! year)|schedule|book(?: in\b)?(?! club| fair| week| launch| group| signing| swap)|put(?! (?:out|away|up|back|together|off)\b|(?: \S+){1,3} (?:out|back)\b)(?: in| down)?|set up|set|plan|arrange|organi[sz]e|enter|insert|pencil in|(?:write|jot|mark) down|mark|note down|note|save the date(?: of| for)?|save|make(?! sure)|register|log|calendar invite(?: for)?|reserve|block (?:off|out)|set aside)\b(?: (?:an? )?(?:new )?(?:event|appointment|entry|reminder|calendar (?:event|entry))\b)?[:\s]*/i;
/** A question asked after a lead-in ("after swimming what else is on tuesday", "… true or false"): answered, never filed. */
export const EMBEDDED_QUESTION =
  /\b(?:what (?:else|meetings|events|appointments|is|are|do|did|have)|which (?:meetings|events|appointments|day)|(?:does|do|did) (?:i|we|(?:my|our) \p{L}+|\p{L}+'s(?: \p{L}+)?) (?:have|need|get)|shall we|true or false)\b|\bright$/iu;

/** Said as news of something to file: "we've got…", "there's…", "leo's got a doctors appt". */
export const FILED =
  /^(?:i|we) (?:have|'ve got|have got|got)\b|^there(?:'s| is)\b|^(?:\p{L}+(?:'s| has) )?got an? |^(?:has|have) an? (?=\p{L}+ to (?:go to|attend)\b)/iu;

/** The words that ask for a reminder ("set a reminder for…", "alert me"), and what the reminder is about after them. */
export const REMINDER_LEAD =
  /^(?:set|add|create|make|put(?: in)?|schedule|give me|i need|i want|new|place|keep)?\s*(?:up )?(?:an? |me an? |the )?(?:reminder for me|reminder|alarm|alert me|alert|notification|remind me|remind us|notify me|prompt me|ping me|nudge me|buzz me|(?:text|message|msg|whatsapp|email) me(?=\s+(?:at|on|in|tomorrow|tonight|today|this|next|every|before|about|to)\b|\s+\d)|heads up|tell me later|let me know(?! (?:about|if|whether|what|how|the))\b)\b\s*(?::|-)?\s*/i;
export const REMINDER_ABOUT =
  /^(?:(?:(?:in|down)(?=\s+(?:for|about|to)\b)|for me to|for us to|about|of|that|to|so|saying|which says|titled|called|named|for(?! (?:\d|the \d|today|tonight|tomorrow|next|this|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:o'?clock|am|pm|o[h ]|ten|fifteen|twenty|thirty|forty|fifty|today|tonight|tomorrow|this|next|on|mon|tue|wed|thu|fri|sat|sun)\b)))\s+)+(?:(?:i|we) (?:have|has|need to|must|should|got to|gotta)\s+)?(?:(?:i|we)'?ve got\s+)?/i;

/** Asking for an event, in front of it: "i need a meeting with…", "can i get a meeting…", "i would like to meet with…". */
export const ASKING_LEAD =
  /^\s*(?:(?:i|we) (?:need|want|would like|'d like)(?= (?:an?|to meet)\b)|(?:can|could) (?:i|we) (?:get|have|book)(?= an?\b)|(?:i|we) (?:would like|'d like|want) to (?=meet\b))\s*/i;

/** A title that is really a question ("let me hear all meetings"), or a yearly one (a birthday). */
export const ASKING_TITLE =
  /^(?:let me|tell me|show me|give me|read me|how|what|when|where|which|who|why|are there|is there|(?:do|did|have|am) i)\b|\bi (?:(?:want|would like)(?! to)|need to (?:know|see|hear)|have (?:scheduled|planned|booked|on))\b/i;
export const YEARLY_TITLE = /^(?:[\p{L}']+\s)?(?:birthday|(?:wedding )?anniversary)$/iu;

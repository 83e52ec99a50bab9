/**
 * Sentences that only greet, wish well or sign off ("Hi there, hope you're well.", "Love, Mum", "Thanks so much x"):
 * no part of what is asked. A message made only of them is left as it is.
 */
const GREET = String.raw`(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|day)|morning|afternoon|evening)(?: (?:there|all|dear|darling|love|everyone|team|simplify))?`;
const WISH = String.raw`(?:i )?(?:hope (?:you(?:'re| are) (?:well|good|ok(?:ay)?|keeping well|having an? (?:good|nice|lovely|great) (?:day|week|weekend))|all(?:'s| is) (?:well|good)|this finds you well|the (?:day|week) is (?:going|treating you) \p{L}+(?: well| kindly)?)|how are you(?: all| going| doing)?)`;
const SIGN_OFF = String.raw`(?:(?:lots of |all my )?love|(?:many |big )?thanks(?: so much| heaps| a lot| again| in advance)?|thank you(?: so much| very much| in advance| again)?|ta|cheers|regards|kind regards|best(?: wishes)?|warmly|warm regards|with love|xx*)(?:[, ]+(?:\p{L}+|xx*))?`;
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

export function withoutPleasantries(said: string): string {
  const text =
    said
      .replace(APOLOGY, '')
      .replace(THANKS_AFTER, '')
      .replace(/^[\s,;.!–—-]+/, '')
      .trim() || said;
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return text;
  const kept = sentences.filter((s) => !PLEASANTRY.test(s.trim()));
  return kept.length ? kept.join(' ') : text;
}

import { RELATIVE } from './relatives';

/** Who changed something, got it wrong before, or which one is meant: no part of the request itself. */

/**
 * "Sam's teacher has rescheduled his parent-teacher interview to Friday", "the coach has cancelled training": the change,
 * without who made it; whose the thing is stays ("Sam's parent-teacher interview").
 */
export const SOMEONE_CHANGED =
  /^(?:(?:(\p{L}+)'s|(the|our|my)) )?(?!(?:i|we|it|that|this|he|she|they)\b)[\p{L}-]+ (?:has|have|had) (rescheduled|moved|changed|postponed|shifted|cancell?ed|canceled) (?!(?:to|from|back|forward|until|till|by|again|their|its|indefinitely)\b)(?:(his|her) (?=\S))?/iu;
// ("Mia has cancelled her piano", "Mia has moved piano to 5": Mia may well be the one whose it is, so that is left as said)
export const withoutWho = (all: string, owner: string | undefined, the: string | undefined, verb: string, pronoun: string | undefined) =>
  owner && pronoun ? `${verb} ${owner}'s ` : owner || the ? `${verb} ${pronoun ? `${pronoun} ` : ''}` : all;
/** "mum says can u put it in", "dad's asking is sam's cricket on saturday": a request passed on by the one who makes it. */
export const RELAYED = new RegExp(
  String.raw`(?<=^|[.!?]\s+)(?:my |the )?(?:${RELATIVE})(?:'s| is)? (?:says|said|asks|asked|asking|wants to know|wanted to know)(?: (?:if|whether|that|to))?[,:]?\s+(?=\S)`,
  'gi',
);
/**
 * "…only 20 mins, not an hour like I put", "…45 minutes, I put before only 15 but the nurse said is longer": who got it
 * wrong before, after the right value.
 */
export const LIKE_I_PUT =
  /,?\s+(?:like|as) (?:i|we) (?:put|said|wrote|had|entered|typed|told you)(?: (?:it|it in|before|earlier|in))?(?=[\s.!]*$)|,\s+(?:i|we) (?:put|wrote|had|entered|typed)(?: it| it in)? (?:before|earlier|first)\b[^.!?]*(?=[.!]*$)/i;
/** "the pink one", "the big pack", "the salted kind": which of a thing is meant. */
export const WHICH_KIND = 'one|ones|kind|pack|brand|size|type|sort';
/** "…add toothpaste and sunscreen to the shopping? the kids' sunscreen, the pink one": which one is meant, said after. */
export const WHICH_ONE_AFTER = new RegExp(String.raw`(?<=[?.!])\s+the [^.!?]{0,40}?\bthe (?:[\p{L}'-]+ ){1,2}(?:${WHICH_KIND})[.!]*$`, 'iu');

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
/** "…only 20 mins, not an hour like I put": who got it wrong before, after the right value. */
export const LIKE_I_PUT = /,?\s+(?:like|as) (?:i|we) (?:put|said|wrote|had|entered|typed|told you)(?: (?:it|it in|before|earlier|in))?(?=[\s.!]*$)/i;
/** "…add toothpaste and sunscreen to the shopping? the kids' sunscreen, the pink one": which one is meant, said after. */
export const WHICH_ONE_AFTER = /(?<=[?.!])\s+the [^.!?]{0,40}?\bthe (?:[\p{L}'-]+ ){1,2}(?:one|ones|kind|brand|pack|type|sort|size)[.!]*$/iu;

import { wallClock, type Wall } from '../dates';
import type { EngineContext } from '../message';
import { fold, pattern, plain, Said } from './text';

/**
 * An Arabic message as the readers see it: greetings and politeness around the request taken off, whether it is
 * a question, and a fresh `Said` for each reader to cut its slots out of.
 */

export interface ArMessage {
  /** The request as typed (diacritics out), without greetings and politeness. */
  text: string;
  folded: string;
  asking: boolean;
  ctx: EngineContext;
  wall: Wall;
  said(): Said;
}

const LEAD = pattern(
  '^(?:\\s*(?:مرحبا|مرحبتين|السلام عليكم|سلام عليكم|سلام|هلا|هلا والله|اهلا|هاي|صباح الخير|مساء الخير|صباح النور|يا|سيمبليفاي|سمبليفاي|simplify|لو سمحت|لو سمحتي|من فضلك|من فضلكي|ممكن|ممكن لو سمحت|بليز|please|رجاء|رجاءً|يرجى|ارجو|نرجو|الرجاء|الله يخليك|الله يعافيك|عافاك|يعطيك العافيه|اذا ممكن|اذا سمحت|بعد اذنك|طيب|اوكي|اوك|تمام|يلا|لو تكرمت|تكفى|تكفين|ابي منك|ابغاك|ممكن تساعدني)(?:\\s*[,.!،:]+)?(?=\\s|$))+',
);
const TAIL = pattern(
  '(?:\\s*[,،]?\\s*(?:لو سمحت|لو سمحتي|من فضلك|بليز|please|شكرا|شكرًا|مشكور|الله يخليك|الله يعافيك|يعطيك العافيه|تسلم|جزاك الله خير|لو تكرمت|اذا ممكن))+[.!?\\s]*$',
);
/** Openings of a question (MSA, Gulf, Egyptian, Levantine). */
export const QUESTION = pattern(
  '^(?:هل|شو|ايش|إيش|وش|ويش|ايه|إيه|ماذا|ما هو|ما هي|ما هى|ما|متى|امتى|ايمتى|إمتى|وقتيش|امتا|ايمتا|كم|وين|فين|اين|مين|من هو|أي|اي|عندي شي|في شي|فيه شي|فيه|اش|اشنو|شنو|شنهو|شنو|قول لي|قولي|قلي|خبرني|اخبرني|وريني|ورني|اعرض|اعطني|عطني|ابي اعرف|ابغى اعرف|بدي اعرف|عايز اعرف|حابب اعرف|اريد ان اعرف|اريد معرفه)(?![\\p{L}])',
);

/** Question words inside a sentence ("العيال عندهم ايه يوم الخميس"). */
const ASKED_INSIDE = pattern('(?<![\\p{L}])(?:ايه|ايش|وش|شو|امتى|ايمتى|متى|كام|فين|وين|ليش|ليه)(?![\\p{L}])');

export function messageOf(full: string, ctx: EngineContext): ArMessage {
  const typed = plain(full);
  const lead = LEAD.exec(fold(typed))?.[0].length ?? 0;
  let text = typed.slice(lead);
  const tail = TAIL.exec(fold(text));
  if (tail && tail.index > 0) text = text.slice(0, tail.index);
  text = text.trim() || typed.trim();
  const folded = fold(text);
  return {
    text,
    folded,
    asking: QUESTION.test(folded) || /\?\s*$/.test(folded) || ASKED_INSIDE.test(folded),
    ctx,
    wall: wallClock(ctx.timezone, ctx.now),
    said: () => new Said(text),
  };
}

/** Words around a title that are not part of it: prepositions, "لي", "موعد لـ", calendar words. */
const EDGE_START = pattern(
  '^(?:\\s*(?:في|فى|على|ع|عل|ل|لـ|الى|إلى|من|و|الساعه|ب|عن|ان|أن|اني|إني|انو|باني|بان|انه|انها|اننا|لي|لنا|ليا|انا|احنا|نحن|عندي|عندنا|لدي|لدينا|فيه|في|بيكون|راح يكون|رح يكون|حيكون|سيكون|يكون|عنده|عندها|عندهم|لديه|لديها|اسمه|بعنوان|عنوانه|اسمها|موعد ل|موعد لـ|لازم|لازم اروح|اروح|نروح|يروح|تروح|:|-|,|،)(?=\\s|$))+',
);
const EDGE_END = pattern(
  '(?:(?<=\\s|^)(?:في|على|ع|عل|ل|الى|إلى|من|و|يوم|الساعه|ب|عن|مع|عند|لي|لنا|ان|بالتقويم|كمان|ايضا|برضو|بعد|قبل|حوالي|تقريبا|الموعد|:|-|,|،|\\.|!)\\s*)+$',
);
const CALENDAR = pattern(
  '(?<![\\p{L}])(?:(?:(?:في|على|ع|ل|الى|ب)\\s*)(?:ال|لل|بال)?|ال|لل|بال|عال)(?:تقويم|كالندر|كلندر|روزنامه|اجنده|جدول|مفكره|calendar)(?:ي|نا)?(?![\\p{L}])|(?<![\\p{L}])(?:تقويمي|جدولي|روزنامتي|calendar)(?![\\p{L}])',
);

/** What is left of a title once its slots are out: the parent's own words without the edges. */
export function titleOf(s: Said): string {
  s.cutAll(CALENDAR);
  for (let i = 0; i < 3; i++) {
    s.cut(EDGE_START);
    s.cut(EDGE_END);
  }
  return s.rest().replace(/^[\s"'«»“”]+|[\s"'«»“”.!?؟،,]+$/g, '');
}

/**
 * Arabic as people type it, made comparable: letters are folded for matching only (أ إ آ ٱ → ا, ة → ه, ى → ي,
 * Arabic-Indic digits → 0-9, Latin in lower case), one character for one, so a match found in the folded text
 * points at the same characters in the text as typed. Diacritics and tatweel carry no meaning for matching and
 * are taken out of both before anything else.
 */

const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** The text without diacritics and tatweel. */
export const plain = (text: string) => text.replace(MARKS, '');

/** Arabic letters and digits folded (a regular expression's source may be folded the same way). */
export function foldArabic(text: string): string {
  return plain(text)
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/،/g, ',')
    .replace(/؟/g, '?')
    .replace(/؛/g, ';');
}

/** Folded for matching: the Arabic folded and Latin letters in lower case (same length as `plain(text)`). */
export const fold = (text: string) => foldArabic(text).replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A pattern written naturally (hamzas, ة, ى) as it matches folded text, bounded as a whole word. */
export function word(source: string, flags = ''): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${foldArabic(source)})(?![\\p{L}\\p{N}])`, `iu${flags}`);
}

/** The same, with no bounds (for patterns that say their own). */
export const pattern = (source: string, flags = '') => new RegExp(foldArabic(source), `iu${flags}`);

/**
 * A message being read: the text as typed (diacritics out) and its folded twin. Reading a slot cuts its words out
 * of both, so what is left at the end (the title, the items) is the parent's own wording.
 */
export class Said {
  typed: string;
  folded: string;

  constructor(text: string) {
    // "لـ٦", "بـ٥": the preposition apart from the number, so the number reads as a time
    this.typed = plain(text).replace(/(^|\s)([لب])(?=[0-9٠-٩۰-۹])/g, '$1$2 ');
    this.folded = fold(this.typed);
  }

  /** The first match in the folded text, cut out of both (replaced by spaces); null when there is none. */
  cut(re: RegExp): RegExpExecArray | null {
    const found = re.exec(this.folded);
    if (!found) return null;
    this.blank(found.index, found[0].length);
    return found;
  }

  /** Every match cut out; how many there were. */
  cutAll(re: RegExp): number {
    let n = 0;
    while (this.cut(re)) n++;
    return n;
  }

  test(re: RegExp): boolean {
    return re.test(this.folded);
  }

  blank(at: number, length: number) {
    const spaces = ' '.repeat(length);
    this.typed = this.typed.slice(0, at) + spaces + this.typed.slice(at + length);
    this.folded = this.folded.slice(0, at) + spaces + this.folded.slice(at + length);
  }

  /** What is left as typed, spaces collapsed. */
  rest(): string {
    return this.typed.replace(/\s+/g, ' ').trim();
  }

  restFolded(): string {
    return this.folded.replace(/\s+/g, ' ').trim();
  }

  copy(): Said {
    const c = new Said('');
    c.typed = this.typed;
    c.folded = this.folded;
    return c;
  }
}

/** Spoken Arabic numbers (MSA, Gulf, Egyptian, Levantine spellings), folded, for hours and counts. */
export const NUMBER_WORDS: Array<[number, string]> = [
  [11, 'احدعش|حداعش|احدا?عشر|احدى عشر|احدي عشر|احدى عشره|الحاديه عشره?|حدعش'],
  [12, 'اثنعش|اتناشر|اطنعش|ثنعش|اثنا عشر|اثني عشر|اثنتا عشره|اثنتي عشره|الثانيه عشره?|ثنتعش|اتنعش'],
  [1, 'واحد|واحده|وحده|الواحده'],
  [2, 'اثنين|اثنتين|ثنتين|اتنين|تنتين|ثنين|اثنان|اثنتان|الثانيه'],
  [3, 'ثلاث|ثلاثه|تلات|تلاته|ثلاثا|الثالثه'],
  [4, 'اربع|اربعه|الرابعه'],
  [5, 'خمس|خمسه|الخامسه'],
  [6, 'ست|سته|السادسه'],
  [7, 'سبع|سبعه|السابعه'],
  [8, 'ثمان|ثماني|ثمانيه|تمن|تمنيه|تمانيه|ثمنيه|تمانه|الثامنه'],
  [9, 'تسع|تسعه|التاسعه'],
  [10, 'عشر|عشره|العاشره'],
];

/** Counts beyond a clock's twelve, said for minutes ("خمس عشرة دقيقة", "ثلاثين دقيقة", "خمس وأربعين دقيقة"). */
export const COUNT_WORDS: Array<[number, string]> = [
  [45, 'خمسه? و ?اربعين|خمسه? و ?اربعون'],
  [40, 'اربعين|اربعون'],
  [35, 'خمسه? و ?ثلاثين|خمسه? و ?ثلاثون'],
  [30, 'ثلاثين|ثلاثون|تلاتين'],
  [25, 'خمسه? و ?عشرين|خمسه? و ?عشرون'],
  [20, 'عشرين|عشرون'],
  [15, 'خمس(?:ه|ة)? عشر(?:ه)?|خمستاشر|خمسطعش|خمسطاشر'],
];

/** The number a word says ("٥", "خمسة", "العاشرة", and for minutes "ثلاثين"); null when it is no number. */
export function numberOf(said: string): number | null {
  const s = fold(said).trim();
  if (/^\d+$/.test(s)) return Number(s);
  for (const [n, words] of COUNT_WORDS) if (new RegExp(`^(?:${words})$`, 'u').test(s)) return n;
  for (const [n, words] of NUMBER_WORDS) if (new RegExp(`^(?:${words})$`, 'u').test(s)) return n;
  return null;
}

/** Any number word (folded alternation), longest first so "احدعش" is not read as "احد". */
export const NUMBER = `\\d{1,2}|${NUMBER_WORDS.map(([, w]) => w).join('|')}`;

/** A count of minutes, hours or days: the minute counts first (longest), then any number. */
export const COUNT = `${COUNT_WORDS.map(([, w]) => w).join('|')}|\\d{1,3}|${NUMBER}`;

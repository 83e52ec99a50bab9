import { foldArabic } from './ar/text';
import { INTENT_CLASSES, type IntentClass } from './intent-classes';

/**
 * The intent model: multinomial logistic regression over word uni- and bigrams and character 3- and 4-grams of
 * each word (decision 0016). Trained by `npm run assistant:train` (scripts/corpus/train-intent.ts), which writes
 * intent-model.json: the feature vocabulary and the weights as 16-bit integers (base64), classes × features.
 * Pure and deterministic: the same text always gets the same answer.
 */

export interface IntentModelFile {
  classes: string[];
  features: string[];
  /** Weights × scale, Int16 little-endian, row-major [feature][class], base64. */
  weights: string;
  bias: number[];
  scale: number;
  trainedAt: string;
}

export interface IntentGuess {
  label: IntentClass;
  p: number;
  /** Every class, most likely first. */
  ranked: Array<{ label: IntentClass; p: number }>;
}

/** Arabic's attached "and", "for", "with", "the" ("وليان", "لليان", "بالمدرسة"): a member's name may carry them. */
const ARABIC_CLITIC = '(?:و|ف)?(?:ل|ب|لل|ال|بال)?';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Word tokens of a message as the model sees them: lower case, Arabic letters folded (hamzas, ة, ى, diacritics),
 * digits of either script as 0, member names as one token.
 */
export function tokens(text: string, memberNames: string[] = []): string[] {
  let t = ` ${foldArabic(text).toLowerCase()} `;
  for (const name of memberNames) {
    const first = foldArabic(name.trim().split(/\s+/)[0] ?? '').toLowerCase();
    if (!first || first.length < 2) continue;
    const clitic = /\p{Script=Arabic}/u.test(first) ? ARABIC_CLITIC : '';
    t = t.split(new RegExp(`(?<![\\p{L}])${clitic}${escape(first)}(?:'s)?(?![\\p{L}])`, 'u')).join(' @member ');
  }
  return (
    t
      .replace(/[’‘]/g, "'")
      .replace(/\d+/g, '0')
      .match(/@member|[\p{L}0]+(?:'[\p{L}]+)?/gu) ?? []
  );
}

/** An Arabic word without its attached "and" and article ("والحليب" → "حليب"), so both spellings share a feature. */
const bare = (w: string) => (/^\p{Script=Arabic}/u.test(w) ? w.replace(/^(?:و|ف)?(?:ال|لل|بال|ل)(?=\p{L}{3})/u, '').replace(/^و(?=\p{L}{3})/u, '') : w);

export function features(text: string, memberNames: string[] = []): string[] {
  const words = tokens(text, memberNames);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    out.add(`w:${w}`);
    if (bare(w) !== w) out.add(`w:${bare(w)}`);
    out.add(`b:${i ? words[i - 1] : '^'}_${w}`);
    if (i === 0) out.add(`f:${w}`);
    const padded = `<${w}>`;
    for (const n of [3, 4]) for (let j = 0; j + n <= padded.length; j++) out.add(`c:${padded.slice(j, j + n)}`);
  }
  if (words.length) out.add(`b:${words[words.length - 1]}_$`);
  if (/[?؟]\s*$/.test(text)) out.add('q:?');
  return [...out];
}

export interface LoadedModel {
  classes: IntentClass[];
  index: Map<string, number>;
  weights: Int16Array;
  bias: number[];
  scale: number;
}

export function loadModel(file: IntentModelFile): LoadedModel {
  const bytes = Buffer.from(file.weights, 'base64');
  const weights = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  const classes = file.classes as IntentClass[];
  for (const c of classes) if (!INTENT_CLASSES.includes(c)) throw new Error(`intent model: unknown class ${c}`);
  return { classes, index: new Map(file.features.map((f, i) => [f, i])), weights, bias: file.bias, scale: file.scale };
}

export function predict(model: LoadedModel, text: string, memberNames: string[] = []): IntentGuess {
  const k = model.classes.length;
  const scores = [...model.bias];
  for (const f of features(text, memberNames)) {
    const i = model.index.get(f);
    if (i === undefined) continue;
    for (let c = 0; c < k; c++) scores[c] += model.weights[i * k + c] / model.scale;
  }
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  const ranked = model.classes.map((label, c) => ({ label, p: exp[c] / sum })).sort((a, b) => b.p - a.p || a.label.localeCompare(b.label));
  return { label: ranked[0].label, p: ranked[0].p, ranked };
}

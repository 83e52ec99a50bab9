import { loadModel, predict, type IntentGuess, type IntentModelFile, type LoadedModel } from './intent-model';
import ENGLISH from './intent-model.json';
import ARABIC from './intent-model-ar.json';
import FAMILY from './en/family-kind-model.json';

/**
 * One model per language: the languages share no words, and one language's rows would only move the other's
 * biases (trained together, English validation fell 1.3 points with Arabic added and Arabic gained nothing).
 * Beside the English one, the family-kind model (decision 0016): the same form, learnt from the product's phrasebooks
 * (how families write) and only the public corpora's out-of-scope requests, so that families' requests are not
 * outweighed by the corpora's and what is no family request is still known.
 */
type Model = 'en' | 'ar' | 'family';
const FILES: Record<Model, unknown> = { en: ENGLISH, ar: ARABIC, family: FAMILY };
const loaded: Partial<Record<Model, LoadedModel>> = {};
const read = (model: Model, text: string, memberNames: string[]) => predict((loaded[model] ??= loadModel(FILES[model] as IntentModelFile)), text, memberNames);

/** The committed intent model's reading of a message in its language (each model loaded on first use). */
export const classify = (text: string, memberNames: string[] = [], language: 'en' | 'ar' = 'en'): IntentGuess => read(language, text, memberNames);

/** Which kind of request a family message is, as the family-kind model reads it (en/family-kind.ts uses it). */
export const familyKind = (text: string, memberNames: string[]): IntentGuess => read('family', text, memberNames);

/**
 * Reads with another model from now on (a measurement's cross-fitted model, which never saw the rows it reads);
 * without a file, the committed model again.
 */
export function useIntentModel(model: Model, file?: IntentModelFile): void {
  if (!file) delete loaded[model];
  else loaded[model] = others.get(file) ?? others.set(file, loadModel(file)).get(file);
}
const others = new WeakMap<IntentModelFile, LoadedModel>();

import { loadModel, predict, type IntentGuess, type IntentModelFile, type LoadedModel } from './intent-model';
import ENGLISH from './intent-model.json';
import ARABIC from './intent-model-ar.json';

/**
 * One model per language: the languages share no words, and one language's rows would only move the other's
 * biases (trained together, English validation fell 1.3 points with Arabic added and Arabic gained nothing).
 */
const FILES: Record<'en' | 'ar', unknown> = { en: ENGLISH, ar: ARABIC };
const loaded: Partial<Record<'en' | 'ar', LoadedModel>> = {};

/** The committed intent model's reading of a message in its language (each model loaded on first use). */
export function classify(text: string, memberNames: string[] = [], language: 'en' | 'ar' = 'en'): IntentGuess {
  const model = (loaded[language] ??= loadModel(FILES[language] as IntentModelFile));
  return predict(model, text, memberNames);
}

/**
 * Reads with another model from now on (a measurement's cross-fitted model, which never saw the rows it reads);
 * without a file, the committed model again.
 */
export function useIntentModel(language: 'en' | 'ar', file?: IntentModelFile): void {
  if (!file) delete loaded[language];
  else loaded[language] = others.get(file) ?? others.set(file, loadModel(file)).get(file);
}
const others = new WeakMap<IntentModelFile, LoadedModel>();

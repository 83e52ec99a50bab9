import { loadModel, predict, type IntentGuess, type IntentModelFile, type LoadedModel } from './intent-model';
import MODEL from './intent-model.json';

let loaded: LoadedModel | undefined;

/** The committed intent model's reading of a message (loaded on first use). */
export function classify(text: string, memberNames: string[] = []): IntentGuess {
  loaded ??= loadModel(MODEL as IntentModelFile);
  return predict(loaded, text, memberNames);
}

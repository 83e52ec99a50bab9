import type { IntentModelFile } from '../../functions/assistant/understanding/intent-model';
import { corpusPresent } from './files';
import { foldOf, FOLDS, splitOf, splitOfRow } from './split';
import { train, trainingRows } from './train-intent';

/**
 * Cross-fitted models for measuring the training part honestly. The committed model has learnt every training row
 * (it reads 99.9% of them right), so on a training row the engine never meets the model's real mistakes and its
 * training rate flatters it. Here the training part is cut into folds and each fold is read by a model trained
 * without it: the training rate then shows what the engine does with a request the model never saw, and a training
 * miss shown is one a new request would meet too. Validation rows are read by the committed model, as in use.
 */
export function crossFitted(): ((text: string) => IntentModelFile | undefined) | undefined {
  if (!corpusPresent('intents')) return undefined;
  const rows = trainingRows().filter((r) => r.source !== 'phrasebook-ar' && splitOfRow(r) === 'training');
  const models = Array.from({ length: FOLDS }, (_, fold) => train(rows.filter((r) => foldOf(r.text) !== fold)));
  return (text) => (splitOf(text) === 'training' ? models[foldOf(text)] : undefined);
}

import type { IntentModelFile } from '../../functions/assistant/understanding/intent-model';
import { corpusPresent } from './files';
import { foldOf, FOLDS, phrasebookSplit, splitOf, splitOfRow } from './split';
import { familyModelRows, train, trainingRows } from './train-intent';

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

/**
 * The same for the family-kind model (en/family-kind.ts): a phrasebook training row is read by a family-kind model
 * trained without its fold (the corpora's out-of-scope rows are in every fold's model, as in the committed one), so the
 * phrasebooks' training rate shows what the check does with a phrasing it never learnt.
 */
export function familyCrossFitted(): ((text: string) => IntentModelFile | undefined) | undefined {
  if (!corpusPresent('intents')) return undefined;
  const rows = familyModelRows(trainingRows()).filter((r) => splitOfRow(r) === 'training');
  const models = Array.from({ length: FOLDS }, (_, fold) => train(rows.filter((r) => r.source !== 'family' || foldOf(r.text) !== fold)));
  return (text) => (phrasebookSplit(text) === 'training' ? models[foldOf(text)] : undefined);
}

import { itemKey, type Aisle } from '../../shared/aisles';
import { db } from '../data/client';
import { updateItem } from '../data/commands';
import { isConditionFailed, isTransactionCancelled } from '../data/dynamo-errors';
import { asItem, entityItem, type StoredItem } from '../data/items';
import { keys } from '../data/keys';
import { createForAccount } from '../data/users';
import { HttpError } from '../errors';
import { log } from '../log';

// The aisles a family chose for item texts on its Shopping list, kept in one item per family (keys.aisleChoices).

/** Texts a family can keep a chosen aisle for; far more than a family moves, and well inside DynamoDB's item size. */
const MAX_AISLE_CHOICES = 2000;

interface AisleChoices {
  choices?: Record<string, Aisle>;
}

/** The choices in the family's stored item (none when it has none yet). */
export const choicesOf = (kept: StoredItem | undefined): Record<string, Aisle> => (kept ? asItem<AisleChoices>(kept).choices : undefined) ?? {};

/**
 * The family's choice of aisle for a text, used for that text from now on. Best effort after the item's own
 * change: the item has moved either way, and a failure here only means the next one is placed by the dictionary.
 */
export async function rememberAisle(owner: string, text: string, aisle: Aisle) {
  const key = itemKey(text);
  if (!key) return;
  try {
    await db().send(
      updateItem({
        Key: keys.aisleChoices(owner),
        UpdateExpression: 'SET choices.#k = :a',
        ConditionExpression: 'attribute_exists(choices) AND (size(choices) < :max OR attribute_exists(choices.#k))',
        ExpressionAttributeNames: { '#k': key },
        ExpressionAttributeValues: { ':a': aisle, ':max': MAX_AISLE_CHOICES },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) return void log.warn({ msg: 'aisle choice not kept', err: error instanceof Error ? error.name : String(error) });
    // No choices kept yet (or the family is at the cap, which leaves this one to the dictionary).
    await createForAccount(owner, entityItem(keys.aisleChoices(owner), 'aisleChoices', { choices: { [key]: aisle } })).catch((e) => {
      if (!isTransactionCancelled(e) && !(e instanceof HttpError)) log.warn({ msg: 'aisle choice not kept', err: e instanceof Error ? e.name : String(e) });
    });
  }
}

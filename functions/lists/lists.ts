/**
 * Shared lists (docs/decisions/0014): the use cases the handlers, the assistant (list-actions.ts), the
 * summaries and the account deletion call. A list id names its family, and every use case starts from it
 * through the family rule (list-access.ts): a family the caller cannot reach answers 404 like an unknown id.
 *
 * - list-access.ts: ids, the family rule, the list as stored and as the API shows it
 * - list-reads.ts: every list the caller reaches, a list with its items in order, the Shopping count
 * - list-change.ts: the one way a list changes (one transaction conditioned on the list's version)
 * - list-crud.ts: create, rename and delete a list
 * - item-changes.ts: add, change, remove, clear and restore items; forget a deleted account's name
 * - aisle-choices.ts: the aisles a family chose for item texts
 */
export { shoppingListId } from './list-access';
export { listsOf, listWithItems, openShoppingCount } from './list-reads';
export { createList, deleteList, renameList } from './list-crud';
export { addItems, clearItems, forgetItemAuthor, removeItem, restoreItems, updateItem, type NewItem } from './item-changes';

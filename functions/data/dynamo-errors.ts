/**
 * How DynamoDB refuses a write, read the same way everywhere: a single write's condition failed, or a
 * transaction was cancelled (with one reason per item, in the order the items were given).
 */
import { errorNamed, isDependencyFailure } from '../errors';

/** A single write's ConditionExpression did not hold. */
export const isConditionFailed = (error: unknown) => errorNamed(error, 'ConditionalCheckFailedException');

/** A transaction was cancelled, for whatever reason (a condition, or a conflict or throttling). */
export const isTransactionCancelled = (error: unknown) => errorNamed(error, 'TransactionCanceledException');

/** A transaction was cancelled by a condition, not by throttling or a conflict with another transaction (those are a 503). */
export const isRefusedTransaction = (error: unknown) => isTransactionCancelled(error) && !isDependencyFailure(error);

/** The cancellation code of each item of a cancelled transaction (`'None'` for the items that held); empty for any other error. */
export function cancellationReasons(error: unknown): Array<string | undefined> {
  if (!isTransactionCancelled(error)) return [];
  return ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).map((r) => r.Code);
}

/** Whether a cancelled transaction failed on the condition of its item at `index` (e.g. accountExists). */
export const failedAt = (error: unknown, index: number) => cancellationReasons(error)[index] === 'ConditionalCheckFailed';

/** For `.catch`: a write whose condition no longer holds has nothing left to do; any other failure is rethrown. */
export function ignoreConditionFailed(error: unknown): void {
  if (!isConditionFailed(error)) throw error;
}

import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { cancellationReasons, failedAt, ignoreConditionFailed, isConditionFailed, isRefusedTransaction, isTransactionCancelled } from './dynamo-errors';

const meta = { $metadata: {} };
const conditionFailed = () => new ConditionalCheckFailedException({ ...meta, message: 'The conditional request failed' });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ ...meta, message: 'Transaction cancelled', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('DynamoDB refusals', () => {
  it('tells a failed condition from a cancelled transaction and from anything else', () => {
    expect(isConditionFailed(conditionFailed())).toBe(true);
    expect(isConditionFailed(cancelled('ConditionalCheckFailed'))).toBe(false);
    expect(isTransactionCancelled(cancelled('None'))).toBe(true);
    expect(isTransactionCancelled(conditionFailed())).toBe(false);
    for (const other of [new Error('boom'), null, undefined, 'ConditionalCheckFailedException', { name: 'TransactionCanceledException' }]) {
      expect(isConditionFailed(other)).toBe(false);
      expect(cancellationReasons(other)).toEqual([]);
    }
  });

  it('reads the reason of each item of a cancelled transaction, in order', () => {
    const error = cancelled('None', 'ConditionalCheckFailed', 'None');
    expect(cancellationReasons(error)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(failedAt(error, 1)).toBe(true);
    expect(failedAt(error, 0)).toBe(false);
    expect(failedAt(error, 5)).toBe(false);
    expect(failedAt(conditionFailed(), 0)).toBe(false);
  });

  it('counts a transaction cancelled by a condition as refused, but not one cancelled by a conflict (a 503)', () => {
    expect(isRefusedTransaction(cancelled('ConditionalCheckFailed'))).toBe(true);
    expect(isRefusedTransaction(cancelled('None', 'TransactionConflict'))).toBe(false);
    expect(isRefusedTransaction(conditionFailed())).toBe(false);
  });

  it('ignores only a failed condition', async () => {
    await expect(Promise.reject(conditionFailed()).catch(ignoreConditionFailed)).resolves.toBeUndefined();
    const other = cancelled('ConditionalCheckFailed');
    await expect(Promise.reject(other).catch(ignoreConditionFailed)).rejects.toBe(other);
  });
});

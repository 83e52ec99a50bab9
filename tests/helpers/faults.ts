import { db } from '../../functions/data/client';

/**
 * A failing stand-in for DynamoDB: a middleware on the real client that throws `fault()` for the calls
 * `when` picks (by command name, e.g. 'TransactWriteItems', and input), before they reach DynamoDB Local.
 * Everything else reaches the real table, so a test can read what was (not) written. Returns the undo.
 */
export function failDynamo(when: (op: string, input: Record<string, unknown>) => boolean, fault: () => Error): () => void {
  const name = `fault-${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const op = String(context.commandName ?? '').replace(/Command$/, '');
      if (when(op, args.input as Record<string, unknown>)) throw fault();
      return next(args);
    },
    { step: 'initialize', name, priority: 'high' },
  );
  return () => void db().middlewareStack.remove(name);
}

/** What DynamoDB's SDK throws when a table is throttled after its retries. */
export const throttled = () =>
  Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded.'), {
    name: 'ProvisionedThroughputExceededException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400, attempts: 3 },
  });

/** What the SDK's HTTP handler throws when a request outlives its requestTimeout. */
export const timedOut = () => Object.assign(new Error('Connection timed out after 2000 ms'), { name: 'TimeoutError', $metadata: {} });

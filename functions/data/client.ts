import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientConfig } from '../adapters/aws';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client, created once per cold start; local endpoint when configured. */
export function db(): DynamoDBDocumentClient {
  if (client) return client;
  const { DYNAMODB_ENDPOINT } = config();
  const base = new DynamoDBClient({
    ...awsClientConfig('dynamodb', { localEndpoint: Boolean(DYNAMODB_ENDPOINT) }),
    ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  client = countRoundTrips(
    DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    }),
  );
  return client;
}

export const tableName = () => config().TABLE_NAME;

/**
 * DynamoDB use since the last reset, logged per request and read by the benchmark: `calls` counts every
 * command; `roundTrips` counts the sequential waves (a call started while another is in flight shares its wave).
 */
const usage = { calls: 0, roundTrips: 0, readRoundTrips: 0, inFlight: 0, readsInFlight: 0, ops: [] as string[] };
const READS = new Set(['GetItem', 'Query', 'BatchGetItem', 'TransactGetItems', 'Scan']);

export function resetDbUsage() {
  usage.calls = 0;
  usage.roundTrips = 0;
  usage.readRoundTrips = 0;
  usage.ops = [];
}
/** `readRoundTrips` counts the waves of reads only (what the design's "2 round trips on reads" limits). */
export const dbUsage = () => ({ calls: usage.calls, roundTrips: usage.roundTrips, readRoundTrips: usage.readRoundTrips, ops: [...usage.ops] });

function countRoundTrips(c: DynamoDBDocumentClient) {
  c.middlewareStack.add(
    (next, context) => async (args) => {
      const op = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      const read = READS.has(op);
      usage.calls += 1;
      if (usage.inFlight === 0) usage.roundTrips += 1;
      if (read && usage.readsInFlight === 0) usage.readRoundTrips += 1;
      usage.inFlight += 1;
      if (read) usage.readsInFlight += 1;
      usage.ops.push(op);
      try {
        return await next(args);
      } finally {
        usage.inFlight -= 1;
        if (read) usage.readsInFlight -= 1;
      }
    },
    { step: 'initialize', name: 'countRoundTrips' },
  );
  return c;
}

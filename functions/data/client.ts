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
/**
 * Capacity DynamoDB reported (on-demand bills it as RRU/WRU), for the whole process: the request wrapper
 * resets `usage` per request, and a measured span (a job run, a month of requests) crosses many of those.
 */
const capacity = { readUnits: 0, writeUnits: 0 };
const READS = new Set(['GetItem', 'Query', 'BatchGetItem', 'TransactGetItems', 'Scan']);

export function resetDbUsage() {
  usage.calls = 0;
  usage.roundTrips = 0;
  usage.readRoundTrips = 0;
  usage.ops = [];
}
/** `readRoundTrips` counts the waves of reads only (what the design's "2 round trips on reads" limits). */
export const dbUsage = () => ({ calls: usage.calls, roundTrips: usage.roundTrips, readRoundTrips: usage.readRoundTrips, ops: [...usage.ops] });
/**
 * Read and write units consumed since the process started (the benchmark subtracts two readings). They stay
 * 0 unless DB_CAPACITY=1: only then do requests ask DynamoDB for their consumed capacity.
 */
export const dbCapacity = () => ({ ...capacity });

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

/** Adds one response's ConsumedCapacity (an object for single-item calls, an array for batch and transactions). */
export function addConsumedCapacity(op: string, consumed: Capacity | Capacity[] | undefined) {
  for (const c of [consumed ?? []].flat()) {
    // TOTAL gives CapacityUnits only; which kind it is follows from the operation (a transaction's reads are reads).
    if (c.ReadCapacityUnits !== undefined || c.WriteCapacityUnits !== undefined) {
      capacity.readUnits += c.ReadCapacityUnits ?? 0;
      capacity.writeUnits += c.WriteCapacityUnits ?? 0;
    } else if (READS.has(op)) capacity.readUnits += c.CapacityUnits ?? 0;
    else capacity.writeUnits += c.CapacityUnits ?? 0;
  }
}

function countRoundTrips(c: DynamoDBDocumentClient) {
  // Read once: the benchmark sets it before the first call; asking for capacity costs nothing but response bytes.
  const askCapacity = process.env.DB_CAPACITY === '1';
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
      if (askCapacity) (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      try {
        const result = await next(args);
        if (askCapacity) addConsumedCapacity(op, (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
        return result;
      } finally {
        usage.inFlight -= 1;
        if (read) usage.readsInFlight -= 1;
      }
    },
    { step: 'initialize', name: 'countRoundTrips' },
  );
  return c;
}

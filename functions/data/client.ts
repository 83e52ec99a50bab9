import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client, created once per cold start; local endpoint when configured. */
export function db(): DynamoDBDocumentClient {
  if (client) return client;
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  const base = new DynamoDBClient({
    region: AWS_REGION,
    ...(DYNAMODB_ENDPOINT
      ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  client = countRoundTrips(
    DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    }),
  );
  return client;
}

export const tableName = () => config().TABLE_NAME;

/** Round trips to DynamoDB since the last reset: logged per request and read by the benchmark. */
const usage = { calls: 0, ops: [] as string[] };

export function resetDbUsage() {
  usage.calls = 0;
  usage.ops = [];
}
export const dbUsage = () => ({ calls: usage.calls, ops: [...usage.ops] });

function countRoundTrips(c: DynamoDBDocumentClient) {
  c.middlewareStack.add(
    (next, context) => async (args) => {
      usage.calls += 1;
      usage.ops.push(String(context.commandName ?? 'unknown').replace(/Command$/, ''));
      return next(args);
    },
    { step: 'initialize', name: 'countRoundTrips' },
  );
  return c;
}

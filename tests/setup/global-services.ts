process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startDynamo } from '../../scripts/local/dynamo';
import { freePorts } from '../helpers/ports';

/** One in-memory DynamoDB Local and one mail catcher for the whole run; each test file gets its own table. */
export default async function setup(project: TestProject) {
  const [dynamoPort, mailPort] = await freePorts(2);
  const dynamo: ChildProcess = await startDynamo({ port: dynamoPort });
  const ses = (await import('aws-ses-v2-local')) as unknown as { default: (c: object) => Promise<Server> };
  const start = typeof ses.default === 'function' ? ses.default : (ses.default as unknown as { default: (c: object) => Promise<Server> }).default;
  const mail = await start({ port: mailPort, host: '127.0.0.1' });
  project.provide('dynamoPort', dynamoPort);
  project.provide('mailPort', mailPort);
  return async () => {
    await new Promise((ok) => mail.close(() => ok(undefined)));
    dynamo.kill('SIGKILL');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoPort: number;
    mailPort: number;
  }
}

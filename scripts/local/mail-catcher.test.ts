import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../tests/helpers/ports';
import { startMailCatcher } from './mail-catcher';

async function send(url: string, to: string) {
  const client = new SESv2Client({ region: 'us-east-1', endpoint: url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@simplify.local',
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hello' } } } },
      }),
    );
  } finally {
    client.destroy();
  }
}

const stored = async (url: string) => ((await (await fetch(`${url}/store`)).json()) as { emails: Array<{ destination: { to: string[] } }> }).emails;

describe('the mail catcher', () => {
  it('starts empty and leaves nothing behind for the next one in the same process', async () => {
    const first = await startMailCatcher({ port: await freePort(), host: '127.0.0.1' });
    try {
      await send(first.url, 'first@example.com');
      await send(first.url, 'first@example.com');
      expect(await stored(first.url)).toHaveLength(2);
    } finally {
      await first.stop();
    }
    const second = await startMailCatcher({ port: await freePort(), host: '127.0.0.1' });
    try {
      expect(await stored(second.url)).toEqual([]);
      await send(second.url, 'second@example.com');
      expect((await stored(second.url)).map((e) => e.destination.to)).toEqual([['second@example.com']]);
    } finally {
      await second.stop();
    }
  });

  it('runs one at a time in a process, since the emails are kept in one store per process', async () => {
    const catcher = await startMailCatcher({ port: await freePort(), host: '127.0.0.1' });
    try {
      await expect(startMailCatcher({ port: await freePort(), host: '127.0.0.1' })).rejects.toThrow(/already runs in this process/);
    } finally {
      await catcher.stop();
    }
    const next = await startMailCatcher({ port: await freePort(), host: '127.0.0.1' });
    await next.stop();
  });
});

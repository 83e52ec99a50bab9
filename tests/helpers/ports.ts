import { createServer, type Server } from 'node:net';

/** A port the OS says is free right now. */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0];
}

/** `count` ports the OS says are free right now, all different: each is held until every one is chosen. */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const s = createServer();
      servers.push(s);
      await new Promise<void>((ok, fail) => {
        s.once('error', fail);
        s.listen(0, '127.0.0.1', () => ok());
      });
    }
    return servers.map((s) => {
      const address = s.address();
      return typeof address === 'object' && address ? address.port : 0;
    });
  } finally {
    await Promise.all(servers.map((s) => new Promise<void>((ok) => (s.listening ? s.close(() => ok()) : ok()))));
  }
}

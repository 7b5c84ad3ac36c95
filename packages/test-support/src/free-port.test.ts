import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePorts } from './free-port.ts';

describe('freePort', () => {
  it('gives a port a server can then listen on', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives as many different ports as asked for, each free again', async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[19], '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});

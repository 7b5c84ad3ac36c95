import type net from 'node:net';
import { apiPaths } from '@portfolio/shared/api';
import { rawExchange } from '@portfolio/test-support/raw-exchange';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

describe('requests that never finish', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function listening() {
    t = await createTestApp('sqlite', { REQUEST_TIMEOUT_MS: '1000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    return (t.app.server.address() as net.AddressInfo).port;
  }

  it('closes a request that sends half its body, with 408, soon after REQUEST_TIMEOUT_MS', async () => {
    const port = await listening();
    const half = `POST ${apiPaths.contactMessage} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"${'a'.repeat(480)}`;
    const { text: answer, closedAfterMs } = await rawExchange(port, [half], { ms: 8000 });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a request whose headers never end', async () => {
    const port = await listening();
    const { closedAfterMs } = await rawExchange(
      port,
      [`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n`],
      {
        ms: 8000,
      },
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3500);
  });

  it('still answers a request that arrives whole', async () => {
    const port = await listening();
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

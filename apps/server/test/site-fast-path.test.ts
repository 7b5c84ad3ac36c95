import net from 'node:net';
import zlib from 'node:zlib';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { fullPortfolio, publishPortfolio, updatePortfolio } from './portfolio-helpers.ts';

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A raw request (fetch would decode bodies and hide the encoding): status, headers, bytes. */
async function get(
  port: number,
  host: string,
  path = '/',
  headers: Record<string, string> = {},
  method = 'GET',
) {
  const http = await import('node:http');
  return new Promise<Answer>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const withoutTransport = ({ date, connection, 'keep-alive': keepAlive, ...rest }: Record<string, string>) =>
  rest;

describe('published sites answered before the framework', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function listening() {
    t = await createTestApp('sqlite', { SEED_DEMO: 'true', LOG_LEVEL: 'info' }, { captureLogs: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    return (t.app.server.address() as net.AddressInfo).port;
  }

  const framework = () => (t as TestApp).logs.filter((line) => line.msg === 'incoming request').length;

  it('gives a cache hit the very answer the full path gave, in every encoding', async () => {
    const port = await listening();
    for (const encoding of ['', 'gzip', 'gzip, deflate, br']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const before = framework();
      const first = await get(port, 'demo.localhost', '/', headers);
      const second = await get(port, 'demo.localhost', '/', headers);
      expect(first.status).toBe(200);
      expect(withoutTransport(second.headers)).toEqual(withoutTransport(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
      // The first visit of this encoding may have filled the cache; the second never reached Fastify.
      expect(framework() - before).toBeLessThanOrEqual(1);
    }
  });

  it('sends each encoding the page decodes to, a 304 to a client that has it, and no body to HEAD', async () => {
    const port = await listening();
    const plain = await get(port, 'demo.localhost');
    const page = plain.body.toString();
    expect(page).toContain('<h1>Aarav Sharma</h1>');
    expect(plain.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(plain.headers['x-frame-options']).toBe('DENY');
    // The compressed copies are made just after the demo is published at start-up.
    const compressed = async () =>
      (await get(port, 'demo.localhost', '/', { 'accept-encoding': 'gzip' })).headers['content-encoding'] ===
      'gzip';
    await waitFor(compressed, 'the compressed copies of the demo page');
    const br = await get(port, 'demo.localhost', '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    const gz = await get(port, 'demo.localhost', '/', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);

    const before = framework();
    const cached = await get(port, 'demo.localhost', '/?utm=1', {
      'if-none-match': plain.headers.etag as string,
    });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.etag).toBe(plain.headers.etag);
    const head = await get(port, 'demo.localhost', '/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(plain.headers['content-length']);
    expect(framework()).toBe(before);

    const cover = page.match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1] as string;
    await get(port, 'demo.localhost', `/${cover}`);
    const image = await get(port, 'demo.localhost', `/${cover}`, { 'accept-encoding': 'gzip, br' });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the views that follow a save from the page the publish kept, and its copies once made', async () => {
    t = await createTestApp('sqlite', { LOG_LEVEL: 'info' }, { captureLogs: true });
    const owner = await registerUser(t.app);
    const id = await publishPortfolio(t.app, owner);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as net.AddressInfo).port;
    await updatePortfolio(t.app, owner, { ...fullPortfolio, _id: id, summary: 'Fresh words.' });
    const before = framework();
    const view = await get(port, 'asha-rao.localhost');
    expect(view.status).toBe(200);
    expect(view.body.toString()).toContain('Fresh words.');
    const brotli = async () =>
      (await get(port, 'asha-rao.localhost', '/', { 'accept-encoding': 'br' })).headers[
        'content-encoding'
      ] === 'br';
    await waitFor(brotli, 'the compressed copies');
    // Neither the page nor its copies had to be read again: no request reached the framework.
    expect(framework()).toBe(before);
  });

  it('loads a page not in memory (the first view in a while) without the framework, as the full path would', async () => {
    const port = await listening();
    const full = await get(port, 'demo.localhost', '/', { 'accept-encoding': 'br' });
    await (t as TestApp).services.changes.announce('site', 'demo');
    const before = framework();
    const cold = await get(port, 'demo.localhost', '/', { 'accept-encoding': 'br' });
    expect(cold.status).toBe(200);
    expect(withoutTransport(cold.headers)).toEqual(withoutTransport(full.headers));
    expect(cold.body.equals(full.body)).toBe(true);
    expect(framework()).toBe(before);
  });

  it('answers a site off the socket, and still before the framework once the same connection carried the app', async () => {
    const port = await listening();
    await get(port, 'demo.localhost');
    const before = framework();
    // As a proxy in front does: one keep-alive connection for the sites and the app alike.
    const site = 'GET / HTTP/1.1\r\nHost: demo.localhost\r\n\r\n';
    const app = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(site + app + site.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
    await closed;
    expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(3);
    const pages = text.split(/HTTP\/1\.1 200 OK/).filter((answer) => answer.includes('<h1>'));
    expect(pages).toHaveLength(2);
    expect(pages[0]?.slice(pages[0].indexOf('<!')) ?? '').toBe(pages[1]?.slice(pages[1].indexOf('<!')));
    expect(text).toContain('"status":"ok"');
    // The app's own request reached Fastify, neither page did: the second from Node's request.
    expect(framework() - before).toBe(1);
  });

  it('leaves everything else to the app: unknown sites, other files, other methods, the app itself', async () => {
    const port = await listening();
    await get(port, 'demo.localhost');
    expect((await get(port, 'nobody.localhost')).status).toBe(404);
    expect((await get(port, 'demo.localhost', '/robots.txt')).body.toString()).toMatch(
      /^User-agent: \*\nAllow: \/\nSitemap: http:\/\/demo\.localhost:\d+\/sitemap\.xml\n$/,
    );
    expect((await get(port, 'demo.localhost', '/', {}, 'POST')).status).toBe(405);
    expect((await get(port, 'localhost', '/healthz')).status).toBe(200);
  });
});

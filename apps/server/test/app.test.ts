import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.ts';

describe.each(dialects)('app (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('reports healthy when the database answers', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports 503 when the database does not answer', async () => {
    t = await createTestApp(dialect);
    await t.app.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'The database is unreachable.' });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No API route for GET /api/v1/nothing/here.' });
  });

  it('hides the details of an unexpected failure behind a 500 envelope', async () => {
    t = await createTestApp(dialect);
    // Outside /api: a route there must be in the route table. The error handler answers every route.
    t.app.get('/test/explode', async () => {
      throw new Error('secret internal detail');
    });
    const res = await t.app.inject({ method: 'GET', url: '/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('finishes a request in flight when closing, then refuses new connections', async () => {
    t = await createTestApp(dialect);
    const app = t.app;
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/test/slow', async () => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      return { success: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await handlerStarted;
    const closed = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('runs migrations once: a second start on the same data keeps what was stored', async () => {
    t = await createTestApp(dialect);
    const payload = { name: 'A', email: 'a@example.com', message: 'kept' };
    await t.app.inject({ method: 'POST', url: '/api/v1/notification/contactmessage', payload });
    const { buildApp } = await import('../src/app.ts');
    const again = await buildApp(t.config);
    const rows = await again.db.selectFrom('contact_messages').select('message').execute();
    await again.close();
    expect(rows).toEqual([{ message: 'kept' }]);
  });
});

describe('serving the web app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** An app serving a web build with these files (paths inside the build) besides the usual ones. */
  async function appWithBuild(files: Record<string, string | Buffer> = {}) {
    const t0 = await createTestApp('sqlite');
    const dist = path.join(t0.config.dataDir, 'web');
    await t0.close();
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    for (const [file, data] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), data);
    return createTestApp('sqlite', { DATA_DIR: t0.config.dataDir, WEB_DIST_DIR: dist });
  }

  it('answers client-side routes with index.html, revalidated on every visit', async () => {
    t = await appWithBuild();
    for (const url of ['/', '/aboutUs', '/portfolio/1', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>SPA</title>');
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    t = await appWithBuild();
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses text for browsers that accept it', async () => {
    t = await appWithBuild();
    const big = `<!doctype html><title>SPA</title>${'<p>portfolio</p>'.repeat(500)}`;
    fs.writeFileSync(path.join(t.config.webDistDir, 'index.html'), big);
    const res = await t.app.inject({
      method: 'GET',
      url: '/aboutus',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(big.length / 10);
  });

  it("sends the build's own compressed files as they are, never compressing them again", async () => {
    const source = `export const x = "${'portfolio '.repeat(300)}";`;
    // Marked copies: if the server compressed anew, it could not send these exact bytes.
    t = await appWithBuild({
      'assets/page-abc.js': source,
      'assets/page-abc.js.br': zlib.brotliCompressSync(`${source}// br`),
      'assets/page-abc.js.gz': zlib.gzipSync(`${source}// gz`),
    });
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/page-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${source}// br`);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/page-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${source}// gz`);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/page-abc.js' });
    expect(plain.body).toBe(source);
  });

  it('keeps API 404s as JSON even with a web build present', async () => {
    t = await appWithBuild();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('does not answer a missing asset with the page', async () => {
    t = await appWithBuild();
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
  });
});

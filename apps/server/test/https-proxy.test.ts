import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freePort } from '@portfolio/test-support/free-port';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caddyInstalled, overTls, type RunningCaddy, startCaddy } from './caddy-fixture.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

function overHttp(
  port: number,
  host: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host: `${host}:${port}` } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}

describe.runIf(caddyInstalled())('HTTPS through Caddy (deploy/Caddyfile, its internal CA)', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-caddy-'));
  const children: ChildProcess[] = [];
  let caddy: RunningCaddy | undefined;
  let httpsPort: number;
  let httpPort: number;
  let rootCa: string;

  beforeAll(async () => {
    const appPort = await freePort();
    const dataDir = path.join(work, 'data');
    const dist = path.join(work, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Portfolio Maker</title><div id="root"></div>',
    );

    // The app in production mode (HSTS on), its demo site live, behind the proxy.
    const app = spawn(process.execPath, [mainFile], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        APP_SECRET: 'caddy-test-secret-of-at-least-32-characters',
        MAIL_TRANSPORT: 'outbox',
        PAYMENT_PROVIDER: 'sandbox',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dist,
        SITES_DOMAIN: 'sites.test',
        APP_DOMAIN: 'app.test',
        SITES_URL: 'https://{name}.sites.test/',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    children.push(app);
    await waitFor(async () => (await fetch(`http://127.0.0.1:${appPort}/healthz`)).ok, 'the app');

    // An unpaid portfolio, and a custom domain connected to the demo site, straight into its database.
    const db = new DatabaseSync(path.join(dataDir, 'app.db'));
    const now = new Date().toISOString();
    db.prepare(
      "insert into users (id, user_name, user_name_key, full_name, email, password_hash, role, created_at) values ('u-unpaid', 'cy', 'cy', 'Cy', 'cy@example.com', '!', 'USER', ?)",
    ).run(now);
    db.prepare(
      "insert into portfolios (id, user_id, hosting_name, title, content, cover_image, cover_width, cover_height, status, created_at, updated_at) values ('p-unpaid', 'u-unpaid', 'not-paid', 'x', '{}', 'covers/x.webp', 1, 1, 'awaiting_payment', ?, ?)",
    ).run(now, now);
    const demo = db.prepare("select id from portfolios where hosting_name = 'demo'").get() as { id: string };
    db.prepare(
      "insert into custom_domains (id, portfolio_id, domain, token, status, verified_at, created_at) values ('d-1', ?, 'www.example.test', 'pm-verify=x', 'verified', ?, ?)",
    ).run(demo.id, now, now);
    db.close();

    caddy = await startCaddy({ appPort, appDomain: 'app.test' });
    ({ httpPort, httpsPort, rootCa } = caddy);
  }, 60_000);

  afterAll(async () => {
    await caddy?.stop();
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('serves a live site at its own name over TLS, with HSTS', async () => {
    const site = await overTls(httpsPort, 'demo.sites.test', rootCa);
    expect(site.status).toBe(200);
    expect(site.body).toContain('<h1>Aarav Sharma</h1>');
    expect(site.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves a connected custom domain over TLS', async () => {
    const site = await overTls(httpsPort, 'www.example.test', rootCa);
    expect(site.status).toBe(200);
    expect(site.body).toContain('<h1>Aarav Sharma</h1>');
  });

  it('gives no certificate to an unknown or unpaid name: the handshake fails', async () => {
    for (const host of ['nobody.sites.test', 'not-paid.sites.test', 'evil.example.test']) {
      await expect(overTls(httpsPort, host, rootCa), host).rejects.toThrow();
    }
  });

  it("answers the app's own pages over TLS", async () => {
    const page = await overTls(httpsPort, 'app.test', rootCa, '/templates');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await overTls(httpsPort, 'app.test', rootCa, '/healthz')).body).toBe('{"status":"ok"}');
  });

  // Caddy's automatic redirect names the standard HTTPS port (443, as in production), not the test's.
  it('redirects plain HTTP to HTTPS, for the app and for sites', async () => {
    for (const host of ['app.test', 'demo.sites.test']) {
      const answer = await overHttp(httpPort, host);
      expect([301, 308], host).toContain(answer.status);
      expect(answer.headers.location, host).toBe(`https://${host}/`);
    }
  });
});

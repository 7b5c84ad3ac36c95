import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const caddyfile = path.join(repoRoot, 'deploy/Caddyfile');
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

function caddyInstalled(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request over TLS to 127.0.0.1 for `host`, trusting only Caddy's root certificate. */
function overTls(port: number, host: string, ca: string, pathname = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        servername: host,
        ca,
        headers: { host: `${host}:${port}` },
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function overHttp(port: number, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host: `${host}:${port}` } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' }),
        );
      })
      .on('error', reject);
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(caddyInstalled())('HTTPS through Caddy (deploy/Caddyfile, its internal CA)', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-caddy-'));
  const children: ChildProcess[] = [];
  let httpsPort: number;
  let httpPort: number;
  let rootCa: string;

  beforeAll(async () => {
    const appPort = await freePort();
    [httpPort, httpsPort] = [await freePort(), await freePort()];
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
        TRUST_PROXY: 'true',
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

    const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: work,
        XDG_DATA_HOME: path.join(work, 'caddy-data'),
        XDG_CONFIG_HOME: path.join(work, 'caddy-config'),
        ACME_EMAIL: 'ops@example.test',
        APP_DOMAIN: 'app.test',
        UPSTREAMS: `127.0.0.1:${appPort}`,
        ASK_UPSTREAM: `127.0.0.1:${appPort}`,
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        CERT_ISSUER: 'internal',
        CADDY_ADMIN: 'off',
      },
      stdio: 'ignore',
    });
    children.push(caddy);
    const rootFile = path.join(work, 'caddy-data/caddy/pki/authorities/local/root.crt');
    await waitFor(() => fs.existsSync(rootFile), "Caddy's root certificate");
    rootCa = fs.readFileSync(rootFile, 'utf8');
    await waitFor(
      async () => (await overTls(httpsPort, 'app.test', rootCa)).status === 200,
      'Caddy serving app.test',
    );
  }, 60_000);

  afterAll(() => {
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

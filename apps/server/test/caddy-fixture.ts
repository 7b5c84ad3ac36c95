import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts } from '@portfolio/test-support/free-port';
import { waitFor } from '@portfolio/test-support/wait-for';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Whether Caddy is on this machine (CI installs it; journeys that need it are skipped without). */
export function caddyInstalled(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

type TlsAnswer = { status: number; headers: NodeJS.Dict<string | string[]>; body: string };

/** A GET over TLS to 127.0.0.1 for `host` (its SNI and Host header), trusting only `ca`. */
export function overTls(port: number, host: string, ca: string, pathname = '/'): Promise<TlsAnswer> {
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
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${host} in 10 s`)));
    request.on('error', reject);
    request.end();
  });
}

export type RunningCaddy = { httpPort: number; httpsPort: number; rootCa: string; stop: () => Promise<void> };

/**
 * Caddy with the production `deploy/Caddyfile` in front of one app server (the server suite's
 * https-proxy test and the e2e custom domain journey): its internal CA instead of Let's Encrypt,
 * free ports, no admin endpoint, its own data folders. `rootCa` is the only certificate to trust.
 */
export async function startCaddy({
  appPort,
  appDomain,
  healthInterval,
}: {
  appPort: number;
  appDomain: string;
  /** Between health checks of the app (the Caddyfile's HEALTH_INTERVAL, 5s unless given). */
  healthInterval?: string;
}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-e2e-caddy-'));
  const [httpPort, httpsPort] = (await freePorts(2)) as [number, number];
  let output = '';
  const caddy: ChildProcess = spawn(
    'caddy',
    ['run', '--config', path.join(repoRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: work,
        XDG_DATA_HOME: path.join(work, 'caddy-data'),
        XDG_CONFIG_HOME: path.join(work, 'caddy-config'),
        ACME_EMAIL: 'ops@example.test',
        APP_DOMAIN: appDomain,
        UPSTREAMS: `127.0.0.1:${appPort}`,
        ASK_UPSTREAM: `127.0.0.1:${appPort}`,
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        CERT_ISSUER: 'internal',
        CADDY_ADMIN: 'off',
        ...(healthInterval && { HEALTH_INTERVAL: healthInterval }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  caddy.stdout?.on('data', (d) => {
    output += d;
  });
  caddy.stderr?.on('data', (d) => {
    output += d;
  });
  const stop = async () => {
    if (caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    const rootFile = path.join(work, 'caddy-data/caddy/pki/authorities/local/root.crt');
    await waitFor(() => caddy.exitCode === null && fs.existsSync(rootFile), "Caddy's root certificate");
    const rootCa = fs.readFileSync(rootFile, 'utf8');
    await waitFor(
      async () => (await overTls(httpsPort, appDomain, rootCa, '/healthz')).status === 200,
      `Caddy serving ${appDomain}`,
    );
    return { httpPort, httpsPort, rootCa, stop } satisfies RunningCaddy;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}

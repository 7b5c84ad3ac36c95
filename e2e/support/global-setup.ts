import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const ACCESS_TOKEN_TTL_SECONDS = 3;
export const ADMIN_EMAIL = 'admin@e2e.test';
/** A second administrator for the accounts journey, so journeys never depend on each other's order. */
export const NAVIGATION_ADMIN_EMAIL = 'nav-admin@e2e.test';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become healthy in 30 s:\n${log()}`);
}

/** Starts the production build on a free port with a fresh data folder; stops and removes it after. */
export default async function setup(project: TestProject) {
  const distIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(distIndex)) {
    throw new Error('No web build: run "npm run build" before the end-to-end journeys (npm test does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-e2e-'));
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Access tokens expire within a journey, so every journey also exercises renewal.
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      // Every journey comes from 127.0.0.1; the per-IP limit is proven by the server suite.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      FORM_RATE_LIMIT_PER_MINUTE: '10000',
      ADMIN_EMAILS: `${ADMIN_EMAIL},${NAVIGATION_ADMIN_EMAIL}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });

  const baseURL = `http://localhost:${port}`;
  await waitUntilHealthy(`${baseURL}/healthz`, server, () => output);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portfolio/test-support/free-port';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type RunningServer = { baseURL: string; port: number; dataDir: string; stop: () => Promise<void> };

/**
 * A fresh data folder's first start publishes the eight demo sites before it listens: about 8 s on a
 * quiet 2-core machine, past 30 s with both cores busy elsewhere.
 */
const START_DEADLINE_MS = 90_000;

async function waitUntilHealthy(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + START_DEADLINE_MS;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become healthy in ${START_DEADLINE_MS / 1000} s:\n${log()}`);
}

/**
 * The real server (`apps/server/src/main.ts`) on the production web build, on a free port with a
 * fresh data folder; `stop()` ends it with SIGTERM and removes the folder.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, port?: number): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-e2e-'));
  const listenPort = port ?? (await freePort());
  let output = '';
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(listenPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1; the per-IP limits are proven by the server suite.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      FORM_RATE_LIMIT_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const baseURL = `http://localhost:${listenPort}`;
  await waitUntilHealthy(`${baseURL}/healthz`, server, () => output);
  return {
    baseURL,
    port: listenPort,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// A server's first start on a fresh data folder (issue 29, decision 63): it publishes the eight demo
// sites before it listens, drawing their share images in the drawing thread. Timed from the spawn of
// `npm run serve`'s process to the first 200 from /healthz (polled every 100 ms), on a machine left
// alone and beside one CPU-bound process per core at normal priority (a build, another service),
// interleaved (quiet, busy, quiet, busy …); prints each start and the medians. It never fails a build.
// Run: npm run bench:first-start (FIRST_START_ROUNDS, default 3).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@portfolio/test-support/free-port';
import { machine, quantile } from './timing.ts';

const ROUNDS = Number(process.env.FIRST_START_ROUNDS ?? 3);
/** A start that takes longer is reported as such and ended: the figure is then "over" this. */
const DEADLINE_MS = 180_000;
const root = path.resolve(import.meta.dirname, '..');

/** One process per core that keeps it busy until killed. */
function busyProcesses(): ChildProcess[] {
  return os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

/** Seconds from the spawn to /healthz's first 200, or undefined past the deadline. */
async function firstStart(): Promise<number | undefined> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-first-start-'));
  const port = await freePort();
  const started = performance.now();
  const server = spawn('sh', ['scripts/server-node.sh', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error', SEED_DEMO: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - started < DEADLINE_MS) {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      if (answer?.ok) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`First start on a fresh data folder: ${machine()}`);
const seconds: Record<'quiet' | 'busy', number[]> = { quiet: [], busy: [] };
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const kind of ['quiet', 'busy'] as const) {
    const busy = kind === 'busy' ? busyProcesses() : [];
    const s = await firstStart();
    for (const child of busy) child.kill('SIGKILL');
    const shown = s === undefined ? `over ${DEADLINE_MS / 1000}` : s.toFixed(1);
    console.log(
      `round ${round}, ${kind === 'quiet' ? 'quiet' : `beside ${busy.length} busy processes`}: ${shown} s`,
    );
    seconds[kind].push(s ?? DEADLINE_MS / 1000);
  }
}
const quiet = quantile(seconds.quiet, 0.5);
const busy = quantile(seconds.busy, 0.5);
console.log(
  `medians: quiet ${quiet.toFixed(1)} s, busy ${busy.toFixed(1)} s (${(busy / quiet).toFixed(1)} × quiet)`,
);

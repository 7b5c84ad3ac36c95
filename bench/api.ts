// Throughput and latency of the API on this machine, against the embedded SQLite default.
// Prints figures only; it never fails a build. Run: npm run bench [-- requests concurrency]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@portfolio/server/app';
import { loadConfig } from '@portfolio/server/config';

const total = Number(process.argv[2] ?? 5000);
const concurrency = Number(process.argv[3] ?? 32);

type Case = { name: string; request: () => Promise<Response> };

async function measure(c: Case) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const res = await c.request();
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    case: c.name,
    requests: latencies.length,
    failures,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': pct(0.5).toFixed(2),
    'p99 ms': pct(0.99).toFixed(2),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-'));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

const cases: Case[] = [
  { name: 'GET /healthz', request: () => fetch(`${base}/healthz`) },
  {
    name: 'POST contactmessage (SQLite insert)',
    request: () =>
      fetch(`${base}/api/v1/notification/contactmessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', message: 'Hello from the bench.' }),
      }),
  },
];

console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${total} requests per case, ${concurrency} at once`,
);
const rows = [];
for (const c of cases) rows.push(await measure(c));
console.table(rows);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

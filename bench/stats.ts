// Counting page views: a burst of 10 000 views of one live site, sent to two app servers that
// share one database (as two servers behind a load balancer would), by 200 visitors with 50 views
// each. Prints the burst's requests per second (counting runs meanwhile, off the request path),
// its latencies, and how long after the burst's last answer every view is in the database.
// Run: npm run bench:stats [-- views concurrency]; DATABASE_URL=postgres://… uses PostgreSQL.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@portfolio/server/app';
import { waitFor } from '@portfolio/test-support/wait-for';
import { benchConfig } from './bench-config.ts';
import { quantile } from './timing.ts';

const VIEWS = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = Number(process.argv[3] ?? 64);
const VIEWS_PER_VISITOR = 50;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-stats-'));
// The first server publishes the demo site; the second finds it in the shared database.
const config = (seedDemo: boolean) =>
  benchConfig(dataDir, {
    SEED_DEMO: String(seedDemo),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
const first = await buildApp(config(true));
const second = await buildApp(config(false));
const ports: number[] = [];
for (const app of [first, second]) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  ports.push((app.server.address() as net.AddressInfo).port);
}

const demo = await first.db
  .selectFrom('portfolios')
  .select('id')
  .where('hosting_name', '=', 'demo')
  .executeTakeFirstOrThrow();
async function counted(): Promise<{ views: number; visitors: number }> {
  const row = await first.db
    .selectFrom('site_daily_stats')
    .select((eb) => [
      eb.fn.sum<number | string>('views').as('views'),
      eb.fn.sum<number | string>('visitors').as('visitors'),
    ])
    .where('portfolio_id', '=', demo.id)
    .executeTakeFirst();
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}
const before = await counted();

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function view(i: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: ports[i % 2],
          path: '/',
          agent,
          headers: {
            host: 'demo.localhost',
            'user-agent': `${BROWSER} visitor/${Math.floor(i / VIEWS_PER_VISITOR)}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`status ${res.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}

// Warm both servers' site caches and connections, then measure.
await Promise.all(Array.from({ length: 4 }, (_, i) => view(i)));
await waitFor(async () => (await counted()).views >= before.views + 4, 'the warm-up views counted', {
  everyMs: 20,
});
const warm = await counted();
const latencies: number[] = [];
let next = 0;
const burstStart = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < VIEWS) {
      const i = next;
      next += 1;
      latencies.push(await view(1000 + i));
    }
  }),
);
const burstEnd = performance.now();
while ((await counted()).views < warm.views + VIEWS) {
  if (performance.now() - burstEnd > 30_000) break;
  await new Promise((r) => setTimeout(r, 5));
}
const countedAt = performance.now();
const after = await counted();
agent.destroy();

const pct = (p: number) => quantile(latencies, p).toFixed(2);
const burstSeconds = (burstEnd - burstStart) / 1000;
console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; ` +
    `two app servers on one database; ${VIEWS} views of GET / by ${VIEWS / VIEWS_PER_VISITOR} visitors, ` +
    `${CONCURRENCY} at a time, alternating servers`,
);
console.log(
  `burst: ${burstSeconds.toFixed(2)} s, ${Math.round(VIEWS / burstSeconds)} requests/s while counting, ` +
    `latency p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`,
);
console.log(
  `counted: ${after.views - warm.views} of ${VIEWS} views (${after.visitors - warm.visitors} visitors of ${VIEWS / VIEWS_PER_VISITOR}), ` +
    `all of them ${Math.round(countedAt - burstEnd)} ms after the burst's last answer`,
);

await second.close();
await first.close();
fs.rmSync(dataDir, { recursive: true, force: true });

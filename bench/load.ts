// Mixed load on the real server (issue 23): one client per connection, each a visitor with an address
// of its own and the owner of one live site, loops for the duration: 45 % views of any owner's site (by
// Host), 35 % signed-in checks, 17 % saves of its live portfolio (each re-publishes it), 3 % password
// sign-ins. Prints per kind p50/p99/max and 5xx/429/503 counts, the server's RSS before, at its peak and
// after an idle wait, and the CPU the server and this client used. Prints figures only.
// Run: npm run bench:load [-- sqlite|postgres] [--duration 120] [--connections 64] [--idle 30]
//      [--image-saves 60] (a second phase whose saves each upload a 2 MB photo as the cover)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, browser, clientAddress, type Owner, photo, setUpOwner } from './load-client.ts';
import { runMix, summarise, WEIGHTS } from './load-mix.ts';
import {
  type Engine,
  machineBusySeconds,
  openStore,
  type Server,
  startServer,
  tempDataDir,
  watchServer,
} from './load-server.ts';
import { machine } from './timing.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    idle: { type: 'string' },
    'image-saves': { type: 'string' },
  },
});
const seconds = Number(values.duration ?? process.env.BENCH_LOAD_DURATION ?? 120);
const connections = Number(values.connections ?? process.env.BENCH_LOAD_CONNECTIONS ?? 64);
const idleSeconds = Number(values.idle ?? 30);
const imageSeconds = Number(values['image-saves'] ?? 0);
const engines = (positionals.length > 0 ? positionals : ['sqlite', 'postgres']) as Engine[];
for (const engine of engines) {
  if (engine !== 'sqlite' && engine !== 'postgres')
    throw new Error(`unknown mode ${engine}: sqlite or postgres`);
}

const MB = 2 ** 20;
const mb = (bytes: number) => Math.round(bytes / MB);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ENGINE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL + Redis' } as const;

/** The commit, and how many server-side files differ from it (others may be changing the tree). */
function revision(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', 'apps/server', 'packages').split('\n').filter(Boolean);
  return `${git('rev-parse', '--short', 'HEAD')}${changed.length > 0 ? ` + ${changed.length} uncommitted server/package files` : ''}`;
}

/** One owner per client, set up eight at a time (each owner through its own client's address). */
async function setUpOwners(browsers: Browser[], codeMailedTo: (email: string) => Promise<string>) {
  const cover = await photo(640, 360);
  const owners: Owner[] = [];
  for (let start = 0; start < browsers.length; start += 8) {
    const batch = browsers.slice(start, start + 8);
    owners.push(...(await Promise.all(batch.map((b, k) => setUpOwner(b, start + k, codeMailedTo, cover)))));
  }
  return owners;
}

async function checkSiteServed(client: Browser, owner: Owner) {
  const res = await client.send('GET', '/', { host: `${owner.hostingName}.localhost` });
  if (res.status !== 200) throw new Error(`${owner.hostingName}.localhost answered ${res.status}`);
}

/** One timed phase of the mix, then the idle wait; prints its table, memory and CPU, and the aims. */
async function phase(
  label: string,
  duration: number,
  { server, browsers, owners }: { server: Server; browsers: Browser[]; owners: Owner[] },
  cover?: Buffer,
) {
  const watch = watchServer(server.pid);
  await sleep(2000);
  const before = watch.rss();
  watch.takePeak();
  const loadAverage = os.loadavg()[0] as number;
  const clientCpu = process.cpuUsage();
  const serverCpu = watch.cpuSeconds();
  const machineCpu = machineBusySeconds();
  const tally = await runMix(browsers, owners, duration, { cover, running: () => !server.exit() });
  const clientUsed = process.cpuUsage(clientCpu);
  const clientCpuSeconds = (clientUsed.user + clientUsed.system) / 1e6;
  const serverCpuSeconds = watch.cpuSeconds() - serverCpu;
  const othersCpuSeconds = machineBusySeconds() - machineCpu - serverCpuSeconds - clientCpuSeconds;
  const peak = watch.takePeak();
  const serverCpuAtEnd = watch.cpuSeconds();
  await sleep(idleSeconds * 1000);
  const after = watch.rss();
  // Work left over from the load (queued résumés, background copies) shows here.
  const idleCpuSeconds = watch.cpuSeconds() - serverCpuAtEnd;
  watch.stop();
  if (server.exit())
    throw new Error(`the server stopped during the load (${server.exit()}): see its log below`);

  const rows = summarise(tally, duration);
  console.log(`\n${label}`);
  console.table(rows);
  const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
  const clientShare = clientCpuSeconds / duration;
  console.log(
    `RSS of the server: before ${mb(before)} MB, peak ${mb(peak)} MB, after ${idleSeconds} s idle ${mb(after)} MB ` +
      `(after / before ${(after / before).toFixed(2)}); the server's CPU while idle ${(idleCpuSeconds / idleSeconds).toFixed(2)} cores`,
  );
  console.log(
    `CPU (cores of ${os.cpus().length}): server ${(serverCpuSeconds / duration).toFixed(2)}, this client ${clientShare.toFixed(2)}, ` +
      `other processes ${(Math.max(0, othersCpuSeconds) / duration).toFixed(2)}; load average before ${loadAverage.toFixed(2)}` +
      (clientShare > 0.5
        ? ' (WARNING: the client took a large share of the machine; figures understate the server)'
        : ''),
  );
  const saves = byKind.save;
  const aims = [
    ['0 × 5xx (503 counted apart)', byKind.all?.['5xx'] === 0],
    ['site views p99 < 100 ms', (byKind['site view']?.['p99 ms'] ?? Infinity) < 100],
    ['signed-in checks p99 < 100 ms', (byKind['signed-in check']?.['p99 ms'] ?? Infinity) < 100],
    ['saves p99 < 2 s (refusals included)', (saves?.['p99 ms'] ?? Infinity) < 2000],
    ['RSS after idle within 20 % of before', after / before <= 1.2],
  ] as const;
  console.log(`aims: ${aims.map(([aim, met]) => `${aim}: ${met ? 'met' : 'MISSED'}`).join('; ')}`);
}

/** What the server wrote besides its start-up banner (it logs warnings and errors): how many, and which. */
function reportServerLog(server: Server, engine: Engine) {
  const messages = new Map<string, number>();
  let lines = 0;
  for (const line of fs.readFileSync(server.logFile, 'utf8').split('\n')) {
    if (line.trim() === '' || line.includes('Portfolio Maker is running')) continue;
    let message = line.slice(0, 200);
    if (line.startsWith('{')) {
      const entry = JSON.parse(line);
      const level = entry.level >= 50 ? 'error' : 'warning';
      message = `${level}: ${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim().slice(0, 200);
    }
    messages.set(message, (messages.get(message) ?? 0) + 1);
    lines += 1;
  }
  if (lines === 0) return console.log('server log: no warnings or errors');
  const kept = path.join(os.tmpdir(), `pm-load-${engine}-${process.pid}.log`);
  fs.copyFileSync(server.logFile, kept);
  console.log(`server log: ${lines} lines, kept at ${kept}; distinct messages:`);
  for (const [message, n] of [...messages].slice(0, 10)) console.log(`  ${n} × ${message}`);
}

async function run(engine: Engine) {
  const dataDir = tempDataDir(engine);
  const store = await openStore(engine, dataDir);
  let server: Server | undefined;
  try {
    server = await startServer(dataDir, store.env);
    const browsers = Array.from({ length: connections }, (_, i) =>
      browser(server?.port as number, clientAddress(i)),
    );
    const setupStarted = performance.now();
    const owners = await setUpOwners(browsers, store.codeMailedTo);
    await checkSiteServed(browsers[0] as Browser, owners.at(-1) as Owner);
    const setup = ((performance.now() - setupStarted) / 1000).toFixed(1);
    const mix = Object.entries(WEIGHTS)
      .map(([kind, weight]) => `${weight} % ${kind}s`)
      .join(', ');
    console.log(
      `\n## ${ENGINE_NAMES[engine]}: ${connections} connections for ${seconds} s (${mix}); ` +
        `${owners.length} owners with a live site each, set up through the API in ${setup} s`,
    );
    const setUp = { server, browsers, owners };
    await phase(`${ENGINE_NAMES[engine]}, the mix:`, seconds, setUp);
    if (imageSeconds > 0) {
      const cover = await photo(2400, 1650);
      await phase(
        `${ENGINE_NAMES[engine]}, the mix with every save uploading a ${(cover.length / MB).toFixed(1)} MB JPEG cover (${imageSeconds} s):`,
        imageSeconds,
        setUp,
        cover,
      );
    }
  } finally {
    const exit = server?.exit();
    if (exit) console.log(`\nthe server had stopped by itself: ${exit}`);
    await server?.stop();
    if (server) reportServerLog(server, engine);
    await store.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`${machine()}; commit ${revision()}`);
for (const engine of engines) await run(engine);

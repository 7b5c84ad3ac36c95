// Serving a published portfolio site: the app (by Host header) against nginx serving the same
// files from disk, one after the other under the same load from wrk; then Lighthouse's scores of
// the site at its own address. Prints figures only.
// Needs Debian's nginx and wrk (apt-get install nginx-light wrk).
// Run: npm run bench:sites [-- seconds connections]
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '@portfolio/server/app';
import { loadConfig } from '@portfolio/server/config';
import { freePort, printLighthouse, runLighthouse } from './lighthouse.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 32);

function which(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

type Result = { server: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; errors: number };

/**
 * wrk with its latency distribution; returns requests per second and the p50/p99 latencies.
 * Asynchronous: the app under test answers from this very process.
 */
async function wrk(server: string, url: string, host: string): Promise<Result> {
  const { stdout: out } = await promisify(execFile)(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `Host: ${host}`, url],
    { encoding: 'utf8' },
  );
  const ms = (label: string) => {
    const match = out.match(new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const errors = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    server,
    'req/s': Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])),
    'p50 ms': ms('50'),
    'p99 ms': ms('99'),
    errors,
  };
}

const missing = ['nginx', 'wrk'].filter((c) => !which(c));
if (missing.length > 0) {
  console.log(`bench:sites needs ${missing.join(' and ')}: apt-get install nginx-light wrk`);
  process.exit(0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-sites-'));
const appPort = await freePort();
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORT: String(appPort),
    SEED_DEMO: 'true',
  }),
);
await app.listen({ port: appPort, host: '127.0.0.1' });

// The same published files, served by nginx from disk.
const root = path.join(dataDir, 'nginx-root');
fs.mkdirSync(root);
// nginx's workers run as an unprivileged user: let them into the temporary folder.
fs.chmodSync(dataDir, 0o755);
for (const file of ['index.html', 'cover.webp']) {
  const res = await fetch(`http://127.0.0.1:${appPort}/sites/demo/${file}`);
  fs.writeFileSync(path.join(root, file), Buffer.from(await res.arrayBuffer()));
}
const nginxPort = await freePort();
const conf = path.join(dataDir, 'nginx.conf');
fs.writeFileSync(
  conf,
  `daemon off; worker_processes 1; pid ${dataDir}/nginx.pid; error_log ${dataDir}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_requests 100000;
  types { text/html html; image/webp webp; }
  server { listen 127.0.0.1:${nginxPort}; root ${root}; index index.html; } }`,
);
const nginx = spawn('nginx', ['-c', conf, '-p', dataDir], { stdio: 'ignore' });
for (let i = 0; i < 50; i += 1) {
  if (
    await fetch(`http://127.0.0.1:${nginxPort}/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const size = fs.statSync(path.join(root, 'index.html')).size;
console.log(
  `node ${process.version}, ${os.cpus().length} cores; GET / of the demo site (${size} bytes of HTML); ` +
    `wrk 1 thread, ${connections} connections, ${seconds} s each; nginx with 1 worker`,
);
const rows = [
  await wrk('app (Host: demo.localhost)', `http://127.0.0.1:${appPort}/`, 'demo.localhost'),
  await wrk('nginx (same file)', `http://127.0.0.1:${nginxPort}/`, 'localhost'),
];
console.table(rows);
const [appRow, nginxRow] = rows as [Result, Result];
console.log(
  `app / nginx throughput: ${(appRow['req/s'] / nginxRow['req/s']).toFixed(2)} (aim: at least 0.50)`,
);

nginx.kill('SIGTERM');
const siteUrl = `http://demo.localhost:${appPort}/`;
printLighthouse(siteUrl, await runLighthouse(siteUrl));
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

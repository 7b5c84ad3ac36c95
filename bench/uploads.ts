// Project image uploads (issue 26 "Measure") on the real server, started as a child process
// (bench/load-server.ts: `sh scripts/server-node.sh apps/server/src/main.ts`, production settings, a fresh SQLite folder)
// so the memory read is the server's alone: its RSS (VmRSS from /proc, what process.memoryUsage().rss
// says inside it) sampled every 100 ms. With a photo-like 5 MB JPEG (4000 × 3000, each upload made
// different by a comment segment, as the server names an upload by its content):
//   1. one account sends N uploads one after another: the time from sending each to its 201 answer
//      (the image stored in every size: "ready"), p50 / p99;
//   2. M accounts (each from a loopback address of its own, so no per-IP limit counts them together)
//      send one upload each at once: how many are taken (201) and refused (429 / 503 with Retry-After)
//      at first, then the refused ones wait Retry-After and send again, as the editor does, until all
//      are stored; the server's RSS before (baseline) and at its peak.
// Prints figures only. Run: npm run bench:uploads [-- sequential concurrent] (default 20 20)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import { type Browser, browser, clientAddress, expect, json } from './load-client.ts';
import { openStore, type Server, startServer } from './load-server.ts';
import { fileForm, photoLike, withComment } from './photo-like.ts';
import { machine } from './timing.ts';

const SEQUENTIAL = Number(process.argv[2] ?? 20);
const CONCURRENT = Number(process.argv[3] ?? 20);
const WARM_UP = 2;
const SAMPLE_MS = 100;
const MB = 2 ** 20;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const median = (values: number[]) => percentile(values, 50);

function rssOf(pid: number): number {
  try {
    const kb = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The server's RSS every 100 ms, kept with the time it was read. */
function sampleRss(pid: number) {
  const samples: { at: number; rss: number }[] = [];
  const read = () => samples.push({ at: performance.now(), rss: rssOf(pid) });
  read();
  const timer = setInterval(read, SAMPLE_MS);
  return {
    /** The samples since `from` (a performance.now() time). */
    since: (from: number) => samples.filter((s) => s.at >= from).map((s) => s.rss),
    stop: () => clearInterval(timer),
  };
}

type Sent = { status: number; retryAfter: string | undefined; body: string; error?: string };

/**
 * Sends one upload as the client's browser would (its session cookies, its own address and one
 * keep-alive connection); its answer and how long it took from sending to the answer's last byte. A
 * refusal can come before the body is read, and the server may then close the connection while the
 * file is still being sent: the answer is kept when it arrived, otherwise the error is (status 0).
 */
function upload(client: Browser, address: string, port: number, body: { data: Buffer; type: string }) {
  const agent = agents.get(address) ?? new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.set(address, agent);
  const started = performance.now();
  return new Promise<{ answer: Sent; ms: number }>((resolve) => {
    let answer: Sent | undefined;
    const done = (sent: Sent) => resolve({ answer: sent, ms: performance.now() - started });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: address,
        method: 'POST',
        path: apiPaths.uploadImage,
        agent,
        headers: {
          cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join('; '),
          'content-type': body.type,
          'content-length': body.data.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          answer = {
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: Buffer.concat(chunks).toString(),
          };
          done(answer);
        });
        res.on('error', () => undefined);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answer) done({ status: 0, retryAfter: undefined, body: '', error: error.code ?? error.message });
    });
    request.end(body.data);
  });
}
const agents = new Map<string, http.Agent>();

async function register(client: Browser, index: number, codeMailedTo: (email: string) => Promise<string>) {
  const email = `uploads${index}@example.com`;
  const userName = `uploads_${index}`;
  await expect(
    () => client.send('POST', apiPaths.registerOtp, { body: json({ email, userName }) }),
    200,
    'registerotp',
  );
  const formData = { userName, fullName: `Uploads ${index}`, email, password: 'correct horse battery' };
  const otp = await codeMailedTo(email);
  await expect(
    () => client.send('POST', apiPaths.registerUser, { body: json({ formData, otp }) }),
    201,
    'register',
  );
}

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', 'apps/server', 'packages')
    .split('\n')
    .filter(Boolean);
  return `${git('rev-parse', '--short', 'HEAD')}${changed.length > 0 ? ` + ${changed.length} uncommitted server/package files` : ''}`;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-uploads-'));
const store = await openStore('sqlite', dataDir);
let server: Server | undefined;
try {
  const photo = await photoLike(4000, 3000, 1, { heavy: true });
  let made = 0;
  /** A different file each time: the same picture with a comment of its own. */
  const nextFile = () => {
    made += 1;
    return fileForm('image', withComment(photo, `bench upload ${made}`), 'photo.jpg');
  };

  server = await startServer(dataDir, {});
  const { pid, port } = server;
  const clients = Array.from({ length: CONCURRENT + 1 }, (_, i) => browser(port, clientAddress(i)));
  for (let start = 0; start < clients.length; start += 4) {
    await Promise.all(
      clients.slice(start, start + 4).map((client, k) => register(client, start + k, store.codeMailedTo)),
    );
  }
  const rss = sampleRss(pid);
  console.log(
    `${machine()}; commit ${commit()}; the server's MALLOC_ARENA_MAX ` +
      (process.env.MALLOC_ARENA_MAX ?? '2 (scripts/server-node.sh)'),
  );
  console.log(
    `A photo-like JPEG of 4000 × 3000, ${(photo.length / 1e6).toFixed(2)} MB (${(photo.length / MB).toFixed(2)} MiB); ` +
      `${clients.length} accounts registered through the API; the server's RSS sampled every ${SAMPLE_MS} ms.`,
  );

  // Baseline: the server idle after start-up and registrations.
  await sleep(3000);
  const idleFrom = performance.now();
  await sleep(2000);
  const baseline = median(rss.since(idleFrom));

  // 1. One after another, from one account.
  const one = clients[0] as Browser;
  for (let i = 0; i < WARM_UP; i += 1) {
    const { answer } = await upload(one, clientAddress(0), port, await nextFile());
    if (answer.status !== 201)
      throw new Error(`warm-up upload: ${answer.status} ${answer.body.slice(0, 200)}`);
  }
  const sequentialFrom = performance.now();
  const times: number[] = [];
  const sequentialStatuses: Record<number, number> = {};
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const body = await nextFile();
    const { answer, ms } = await upload(one, clientAddress(0), port, body);
    sequentialStatuses[answer.status] = (sequentialStatuses[answer.status] ?? 0) + 1;
    if (answer.status === 201) times.push(ms);
    else
      console.log(
        `sequential upload ${i + 1}: ${answer.status} ${answer.error ?? answer.body.slice(0, 200)}`,
      );
  }
  const sequentialPeak = Math.max(...rss.since(sequentialFrom));
  const sequentialSeconds = (performance.now() - sequentialFrom) / 1000;

  // 2. At once, one upload from each of the other accounts.
  await sleep(3000);
  const calmFrom = performance.now();
  await sleep(2000);
  const beforeBurst = median(rss.since(calmFrom));
  const bodies = await Promise.all(clients.slice(1).map(() => nextFile()));
  const burstFrom = performance.now();
  const first: Record<string, number> = {};
  const firstTimes: { status: number; ms: number }[] = [];
  let retries = 0;
  let closedOnRetry = 0;
  const storedAfter: number[] = [];
  await Promise.all(
    clients.slice(1).map(async (client, k) => {
      const body = bodies[k] as { data: Buffer; type: string };
      for (let attempt = 1; ; attempt += 1) {
        const { answer, ms } = await upload(client, clientAddress(k + 1), port, body);
        const outcome = answer.error ? `connection closed before an answer (${answer.error})` : answer.status;
        if (attempt === 1) {
          first[outcome] = (first[outcome] ?? 0) + 1;
          firstTimes.push({ status: answer.status, ms });
        } else if (answer.error) closedOnRetry += 1;
        if (answer.status === 201) {
          storedAfter.push(performance.now() - burstFrom);
          return;
        }
        // A busy answer's Retry-After; a connection closed before any answer is tried again after 5 s too.
        const busy = (answer.status === 429 || answer.status === 503) && answer.retryAfter !== undefined;
        if (!(busy || answer.error) || attempt >= 30) {
          console.log(`burst upload ${k + 1}: ${answer.status} ${answer.error ?? answer.body.slice(0, 200)}`);
          return;
        }
        retries += 1;
        await sleep(Number(answer.retryAfter ?? 5) * 1000);
      }
    }),
  );
  const burstSeconds = (performance.now() - burstFrom) / 1000;
  const burstPeak = Math.max(...rss.since(burstFrom));
  await sleep(10_000);
  const afterFrom = performance.now();
  await sleep(2000);
  const after = median(rss.since(afterFrom));
  rss.stop();

  const ms = (n: number) => Math.round(n);
  console.log(
    `\n1. ${SEQUENTIAL} uploads one after another from one account (after ${WARM_UP} untimed), ` +
      `${sequentialSeconds.toFixed(1)} s in all; answers ${JSON.stringify(sequentialStatuses)}:`,
  );
  console.table([
    {
      'p50 ms': ms(percentile(times, 50)),
      'p99 ms': ms(percentile(times, 99)),
      'min ms': ms(Math.min(...times)),
      'max ms': ms(Math.max(...times)),
      'MB/s sent': ((times.length * photo.length) / 1e6 / (times.reduce((a, b) => a + b, 0) / 1000)).toFixed(
        2,
      ),
      'RSS baseline': mb(baseline),
      'RSS peak': mb(sequentialPeak),
    },
  ]);
  console.log(`(p99 of ${times.length} is their slowest.)`);
  const taken = firstTimes.filter((t) => t.status === 201).map((t) => t.ms);
  const refused = firstTimes.filter((t) => t.status !== 201).map((t) => t.ms);
  console.log(
    `\n2. ${CONCURRENT} uploads at once, one from each of ${CONCURRENT} accounts; refused ones sent again after ` +
      'Retry-After until stored:',
  );
  console.table([
    {
      'first answers': Object.entries(first)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', '),
      '201 ms (p50 / max)': taken.length > 0 ? `${ms(median(taken))} / ${ms(Math.max(...taken))}` : 'none',
      'refused in ms (max)': refused.length > 0 ? ms(Math.max(...refused)) : 'none',
      retries,
      'retries closed before an answer': closedOnRetry,
      'all stored after s': `${(Math.max(...storedAfter) / 1000).toFixed(1)} (${storedAfter.length}/${CONCURRENT})`,
      'RSS before': mb(beforeBurst),
      'RSS peak': mb(burstPeak),
      'RSS 10 s after': mb(after),
    },
  ]);
  console.log(
    `Burst phase ${burstSeconds.toFixed(1)} s. Baseline RSS (idle after start-up): ${mb(baseline)}.`,
  );
} finally {
  const exit = server?.exit();
  if (exit) console.log(`the server had stopped by itself: ${exit}`);
  await server?.stop();
  if (server) {
    const log = fs
      .readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('Portfolio Maker is running'));
    console.log(
      log.length === 0
        ? 'server log: no warnings or errors'
        : `server log (${log.length} lines):\n  ${log.slice(0, 10).join('\n  ')}`,
    );
  }
  await store.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

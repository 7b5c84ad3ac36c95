// Where a cold pass's slowest answers come from (issue 29): the cold pass of bench/sites-cold.ts
// (COLD_SITES live sites, default 1 000; the app restarted in a process of its own, the page cache
// dropped; every site once at 32 connections), asked by a client in this process that notes when each
// request went out and how long its answer took. wrk gives percentiles only; the p99 of 1 000
// answers is the tenth slowest, and this shows whether the slow ones are spread out or arrive
// together, and what the server was doing then: its collections (kind, pause), the times its event
// loop stalled, and its main thread's CPU time. Being in Node, the client takes CPU wrk would not:
// compare its rounds with each other, not its req/s with nginx's. `COLD_TAIL_ROUNDS` (default 3),
// `COLD_TAIL_ENCODING` (default none).
// Run: npm run bench:cold-tail
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@portfolio/test-support/free-port';
import type { ColdServerStats } from './cold-server.ts';
import { dropPageCache, seedSites, startColdServer } from './sites-cold.ts';
import { machine, quantile } from './timing.ts';

const CONNECTIONS = 32;
const SLOWEST = 10;
const ANSWER_TIMEOUT_MS = 10_000;

type Answer = { sentAt: number; ms: number };

/**
 * Every host's `/` once, over CONNECTIONS keep-alive connections, one request in flight on each.
 * Plain sockets rather than node:http's client (load-client.ts): lighter on the two cores the server
 * shares, and no User-Agent, as wrk in bench/sites-cold.ts (no view counted). A connection that hears
 * nothing for ANSWER_TIMEOUT_MS ends the bench.
 */
async function walk(port: number, hosts: string[], encoding: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = Buffer.alloc(0);
      let sentAt = 0;
      const ask = () => {
        const host = hosts[next++];
        if (host === undefined) return void socket.end(resolve);
        sentAt = Date.now();
        const accept = encoding ? `Accept-Encoding: ${encoding}\r\n` : '';
        socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\n${accept}\r\n`);
      };
      socket.on('connect', ask);
      socket.on('error', reject);
      socket.setTimeout(ANSWER_TIMEOUT_MS, () =>
        socket.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms from ${hosts[next - 1]}`)),
      );
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const headEnd = received.indexOf('\r\n\r\n');
        if (headEnd === -1) return;
        const head = received.subarray(0, headEnd).toString('latin1');
        if (!head.startsWith('HTTP/1.1 200')) return reject(new Error(`not a 200: ${head.split('\r\n')[0]}`));
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length < headEnd + 4 + length) return;
        received = received.subarray(headEnd + 4 + length);
        answers.push({ sentAt, ms: Date.now() - sentAt });
        ask();
      });
    });
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return answers;
}

/** What a pass's answers and the server's stats before and after it say, and its req/s and p99. */
function summary(
  answers: Answer[],
  before: ColdServerStats,
  after: ColdServerStats,
): { lines: string[]; rate: number; p99: number } {
  const start = Math.min(...answers.map((answer) => answer.sentAt));
  const end = Math.max(...answers.map((answer) => answer.sentAt + answer.ms));
  /** The server's events that began during the pass, each said as `describe` says it, from the pass's start. */
  const during = <T extends { at: number }>(events: T[], describe: (event: T, atMs: number) => string) =>
    events
      .filter((event) => event.at >= start && event.at <= end)
      .map((event) => describe(event, Math.round(event.at - start)))
      .join('; ');
  const latencies = answers.map((answer) => answer.ms);
  const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  const cpu = (field: 'user' | 'system') =>
    ((after.threadCpu[field] - before.threadCpu[field]) / 1000).toFixed(0);
  const rate = (answers.length / (end - start)) * 1000;
  const p99 = quantile(latencies, 0.99);
  const lines = [
    `${answers.length} answers in ${end - start} ms (${rate.toFixed(0)} req/s), ` +
      `p50 ${quantile(latencies, 0.5)} ms, p99 ${p99} ms; ` +
      `the server's main thread: ${cpu('user')} ms user, ${cpu('system')} ms kernel`,
    `  the ${SLOWEST} slowest (ms taken, sent at ms into the pass): ` +
      slowest.map((answer) => `${answer.ms} at ${answer.sentAt - start}`).join(', '),
    `  collections in the pass: ${
      during(after.collections, ({ kind, ms }, at) => `${kind} at ${at} ms, ${ms.toFixed(1)} ms`) || 'none'
    }`,
    `  the server's event loop late by 10 ms or more: ${
      during(after.stalls, ({ ms }, at) => `at ${at} ms, ${ms} ms`) || 'never'
    }`,
  ];
  return { lines, rate, p99 };
}

// The app's process (cold-server.ts, forked with this environment) notes when its loop stalls.
process.env.COLD_SERVER_STALLS = '1';
const sites = Number(process.env.COLD_SITES ?? 1000);
const rounds = Number(process.env.COLD_TAIL_ROUNDS ?? 3);
const encoding = process.env.COLD_TAIL_ENCODING ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-cold-tail-'));
fs.chmodSync(dataDir, 0o755);
try {
  const names = await seedSites(dataDir, path.join(dataDir, 'nginx-root'), sites);
  const hosts = names.map((name) => `${name}.localhost`);
  console.log(
    `\nCold tail: ${sites} sites, each server restarted and the page cache dropped before its pass, ` +
      `${CONNECTIONS} connections, Accept-Encoding ${encoding || 'none'}; ${machine()}`,
  );
  const rates: number[] = [];
  const p99s: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const dropped = dropPageCache();
    const port = await freePort();
    const server = await startColdServer(dataDir, port);
    try {
      const before = await server.stats();
      const answers = await walk(port, hosts, encoding);
      const after = await server.stats();
      const { lines, rate, p99 } = summary(answers, before, after);
      rates.push(rate);
      p99s.push(p99);
      console.log(
        `round ${round}${dropped ? '' : ' (page cache not dropped: not root)'}: ${lines.join('\n')}`,
      );
    } finally {
      await server.stop();
    }
  }
  console.log(
    `medians of ${rounds} rounds: ${quantile(rates, 0.5).toFixed(0)} req/s, p99 ${quantile(p99s, 0.5)} ms`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

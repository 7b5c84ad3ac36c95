// The API under load from wrk (a separate process), each case next to a bare Fastify route that
// answers the same bytes, in the same run, as a ratio. Prints figures only; it never fails a build.
// Needs wrk (apt-get install wrk). Run: npm run bench [-- seconds connections]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@portfolio/server/app';
import Fastify from 'fastify';
import { benchConfig } from './bench-config.ts';
import { type WrkResult, which, wrk } from './wrk.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 32);

if (!which('wrk')) {
  console.log('npm run bench needs wrk: apt-get install wrk');
  process.exit(0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-'));
const app = await buildApp(benchConfig(dataDir, { OTP_RESEND_SECONDS: '0' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// A signed-in session, through the real endpoints: the code is read from the outbox.
const user = {
  userName: 'bench',
  fullName: 'Bench Mark',
  email: 'bench@example.com',
  password: 'correct horse battery',
};
await fetch(`${base}/api/v1/user/registerotp`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: user.email, userName: user.userName }),
});
const mail = await app.db.selectFrom('mail_outbox').select('text').executeTakeFirstOrThrow();
const registered = await fetch(`${base}/api/v1/user/registeruser`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ formData: user, otp: mail.text.match(/is: (\d{6})/)?.[1] }),
});
const cookie = registered.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const me = await fetch(`${base}/api/v1/user/userInformation`, { headers: { cookie } });
const meBody = await me.text();

// The bare route: Fastify with nothing registered, answering the same JSON.
const bare = Fastify({ logger: false });
bare.get('/api/v1/user/userInformation', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(meBody),
);
bare.get('/healthz', async () => ({ status: 'ok' }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

type Case = { name: string; path: string; headers?: Record<string, string> };
const cases: Case[] = [
  { name: 'GET userInformation, signed in', path: '/api/v1/user/userInformation', headers: { cookie } },
  { name: 'GET /healthz', path: '/healthz' },
];

console.log(
  `node ${process.version}, ${os.cpus().length} cores; wrk 1 thread, ${connections} connections, ${seconds} s per server and case; SQLite`,
);
const rows: (WrkResult & { case: string; server: string; ratio?: string })[] = [];
for (const c of cases) {
  const options = { seconds, connections, headers: c.headers };
  const ours = await wrk(`${base}${c.path}`, options);
  const baseline = await wrk(`${bareBase}${c.path}`, options);
  rows.push({ case: c.name, server: 'app', ...ours, ratio: (ours['req/s'] / baseline['req/s']).toFixed(2) });
  rows.push({ case: c.name, server: 'bare Fastify route', ...baseline });
}
console.table(rows);

await bare.close();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

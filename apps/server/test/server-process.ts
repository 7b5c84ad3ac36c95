import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '@portfolio/test-support/free-port';
import { fullPortfolio, smallPng } from './portfolio-helpers.ts';

const mainFile = new URL('../src/main.ts', import.meta.url).pathname;
const cliFolder = new URL('../src/cli/', import.meta.url).pathname;

type Cli = { code: number | null; stdout: string; stderr: string };

/** Runs one of the server's commands (`backup`, `restore` …) as `npm run` would, with only these settings. */
export function runCli(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<Cli> {
  const child = spawn(process.execPath, [path.join(cliFolder, `${name}.ts`), ...args], {
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

export type ServerProcess = { port: number; base: string; dataDir: string; stop: () => Promise<void> };

/** The real entry point on its own port and DATA_DIR, resolved once /healthz answers 200. */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [mainFile], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(dataDir, '..', 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy: ${stderr}`);
    }
    const healthy = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    base,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type Jar = Map<string, string>;

// biome-ignore lint/suspicious/noExplicitAny: read like light-my-request's json() in the other tests
export type Answer = { status: number; json: () => any; text: string };

/** A client of a real server that keeps cookies the way a browser does (cleared ones removed). */
export async function call(
  server: { base: string },
  method: string,
  url: string,
  { json, form, jar }: { json?: unknown; form?: FormData; jar?: Jar } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (jar?.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (!jar) continue;
    if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

/** A GET with the Host header a browser sends for `{name}.localhost` (fetch does not let us set it). */
export function getWithHost(
  port: number,
  url: string,
  host: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Registers through the API, reading the code from the dev mailbox as a person would. */
export async function register(server: { base: string }, email: string, userName: string): Promise<Jar> {
  const jar: Jar = new Map();
  const sent = await call(server, 'POST', '/api/v1/user/registerotp', { json: { email, userName }, jar });
  if (sent.status !== 200) throw new Error(`registerotp ${email}: ${sent.text}`);
  const mails = (await call(server, 'GET', '/dev/mailbox.json')).json() as { to: string; text: string }[];
  const otp = mails.find((m) => m.to === email)?.text.match(/is: (\d{6})/)?.[1];
  if (!otp) throw new Error(`no code mailed to ${email}`);
  const formData = { userName, fullName: `Person ${userName}`, email, password: 'correct horse battery' };
  const res = await call(server, 'POST', '/api/v1/user/registeruser', { json: { formData, otp }, jar });
  if (res.status !== 201) throw new Error(`registeruser ${email}: ${res.text}`);
  return jar;
}

/** The portfolio form as the browser sends it, with a fresh cover image. */
export async function portfolioForm(fields: Record<string, string>): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fullPortfolio, ...fields })) form.append(key, value);
  form.append('coverImage', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png');
  return form;
}

/** Creates a portfolio and, when asked, pays for it in the sandbox so its site is live. */
export async function createPortfolio(
  server: { base: string },
  jar: Jar,
  hostingName: string,
  { pay }: { pay: boolean },
): Promise<{ id: string; orderId?: string }> {
  const created = await call(server, 'POST', '/api/v1/userData/portfolioData', {
    form: await portfolioForm({ hostingName, name: `Owner of ${hostingName}` }),
    jar,
  });
  if (created.status !== 201) throw new Error(`create ${hostingName}: ${created.text}`);
  const id = created.json().data._id as string;
  if (!pay) return { id };
  const order = await call(server, 'POST', '/api/v1/payment/createorder', {
    json: { amount: 1, hostingName },
    jar,
  });
  const orderId = order.json().data.id as string;
  const paid = await call(server, 'POST', '/api/v1/payment/sandbox/pay', {
    json: { orderId, outcome: 'success' },
    jar,
  });
  const verified = await call(server, 'POST', '/api/v1/payment/verifyPayment', {
    json: { ...paid.json().data, hostingName },
    jar,
  });
  if (verified.status !== 200) throw new Error(`verify ${hostingName}: ${verified.text}`);
  return { id, orderId };
}

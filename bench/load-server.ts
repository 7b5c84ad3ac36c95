// The server of bench:load: the real entry point as a child process (so its memory is its own), on a
// fresh SQLite folder or a PostgreSQL database of its own with Redis, and what it costs the machine.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freePort } from '@portfolio/test-support/free-port';
import pg from 'pg';
import { freshDatabase } from './fresh-database.ts';

export type Engine = 'sqlite' | 'postgres';

const mainFile = new URL('../apps/server/src/main.ts', import.meta.url).pathname;
/** Runs Node with the server's process settings, as `npm run serve` does (docs/operations.md). */
const serverNode = new URL('../scripts/server-node.sh', import.meta.url).pathname;
const CODE_QUERY = 'select text from mail_outbox where "to" = $1 order by created_at desc limit 1';

/** The database the server runs on, and a way to read the codes it mailed (production has no dev mailbox). */
export type Store = {
  env: NodeJS.ProcessEnv;
  codeMailedTo: (email: string) => Promise<string>;
  drop: () => Promise<void>;
};

function codeIn(text: string | undefined, email: string): string {
  const code = text?.match(/is: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

function sqliteStore(dataDir: string): Store {
  let db: DatabaseSync | undefined;
  return {
    env: {},
    async codeMailedTo(email) {
      // Opened once the server has made the file; WAL lets this reader run beside its writer.
      db ??= new DatabaseSync(path.join(dataDir, 'app.db'), { readOnly: true });
      const row = db.prepare(CODE_QUERY.replace('$1', '?')).get(email) as { text: string } | undefined;
      return codeIn(row?.text, email);
    },
    async drop() {
      db?.close();
    },
  };
}

/**
 * Reads the codes a server on the PostgreSQL database at `url` mailed, as its people would from their
 * inboxes. A pool: accounts are set up several at a time, and a client runs one query at a time.
 */
export function postgresCodes(url: string) {
  const reader = new pg.Pool({ connectionString: url, max: 4 });
  return {
    async codeMailedTo(email: string) {
      const { rows } = await reader.query<{ text: string }>(CODE_QUERY, [email]);
      return codeIn(rows[0]?.text, email);
    },
    close: () => reader.end(),
  };
}

/** A database of its own on BENCH_DATABASE_URL or TEST_DATABASE_URL (as bench:scale), and a Redis key prefix. */
async function postgresStore(): Promise<Store> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const database = await freshDatabase(serverUrl, `pm_load_${process.pid}`);
  const codes = postgresCodes(database.url);
  return {
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `pm-load-${process.pid}:`,
    },
    codeMailedTo: codes.codeMailedTo,
    async drop() {
      await codes.close();
      await database.drop();
    },
  };
}

export const openStore = (engine: Engine, dataDir: string) =>
  engine === 'sqlite' ? Promise.resolve(sqliteStore(dataDir)) : postgresStore();

export type Server = {
  pid: number;
  port: number;
  logFile: string;
  /** How the process ended, while it runs undefined. */
  exit: () => string | undefined;
  stop: () => Promise<void>;
};

/**
 * `node apps/server/src/main.ts` in production mode (React picks its production build by NODE_ENV, as
 * bench:scale explains), logging warnings and errors to a file (what gives way under load says so
 * there); resolved once /healthz answers 200.
 */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // With the process settings and the compile cache `npm run serve` gives it (decisions 60, 61, 64,
  // 67); MALLOC_ARENA_MAX and GLIBC_TUNABLES from the environment take the place of the script's.
  // The script execs Node, so the child's pid is the server's.
  const child: ChildProcess = spawn('sh', [serverNode, mainFile], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_SECRET: 'bench-secret-of-at-least-thirty-two-chars',
      MAIL_TRANSPORT: 'outbox',
      PAYMENT_PROVIDER: 'sandbox',
      SEED_DEMO: 'false',
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'node-compile-cache'),
      // To profile the server: BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
      ...(process.env.BENCH_NODE_OPTIONS && { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS }),
      ...(process.env.MALLOC_ARENA_MAX && { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX }),
      ...(process.env.GLIBC_TUNABLES && { GLIBC_TUNABLES: process.env.GLIBC_TUNABLES }),
      // RESUME_QUIET_MS=0 draws each résumé at once, as before decision 68 (to compare).
      ...(process.env.RESUME_QUIET_MS && { RESUME_QUIET_MS: process.env.RESUME_QUIET_MS }),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ? `killed by ${signal}` : `exit code ${code}`;
      resolve();
    }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    // Often: bench:scale times a start-up to the first answer.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    pid: child.pid as number,
    port,
    logFile,
    exit: () => exit,
    async stop() {
      if (exit) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The process and every process it started (a pool may use child processes rather than threads). */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children.push(...listed.split(' ').map(Number));
    }
  } catch {
    return []; // gone meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

function rssBytes(pid: number): number {
  try {
    const kb = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** CPU time in seconds (user + system), from /proc/<pid>/stat in clock ticks of 1/100 s. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU time the whole machine spent busy (all but idle and I/O wait), in seconds, from /proc/stat. */
export function machineBusySeconds(): number {
  const [, ...ticks] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** The server's RSS, sampled every 250 ms so a short peak is seen, and its CPU time. */
export function watchServer(pid: number) {
  const rss = () => processTree(pid).reduce((sum, p) => sum + rssBytes(p), 0);
  let peak = rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 250);
  return {
    rss,
    cpuSeconds: () => processTree(pid).reduce((sum, p) => sum + cpuSeconds(p), 0),
    /** The highest sample since the last call. */
    takePeak() {
      const seen = Math.max(peak, rss());
      peak = rss();
      return seen;
    },
    stop: () => clearInterval(timer),
  };
}

export const tempDataDir = (engine: Engine) => fs.mkdtempSync(path.join(os.tmpdir(), `pm-load-${engine}-`));

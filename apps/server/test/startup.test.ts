import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import { freePort, freePorts } from '@portfolio/test-support/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { fullPortfolio, multipart, smallPng } from './portfolio-helpers.ts';

const mainFile = new URL('../src/main.ts', import.meta.url).pathname;

type Run = { code: number | null; stderr: string; healthy: boolean };

/**
 * Starts the real entry point; resolves when it exits, or once /healthz answers 200 (then it is
 * stopped), or after 120 s: a start-up seeds the demo sites (their pictures, share images and PDFs),
 * and three at once on a 2-core machine busy with the other suites take a while (a round of three
 * took 33 s on average in a loaded CI run); the race, not the speed, is what these tests prove.
 */
function runMain(env: NodeJS.ProcessEnv, port: number): Promise<Run> {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'error', PORT: String(port), SEED_DEMO: 'true', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => {
    let healthy = false;
    const poll = setInterval(async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
          healthy = true;
          child.kill('SIGTERM');
        }
      } catch {
        // not listening yet
      }
    }, 100);
    const killer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(killer);
      resolve({ code, stderr, healthy });
    });
  });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pm-start-'));

/** A small filesystem of its own (root only): read-only, or so small it fills up. */
function mountTmpfs(dir: string, options: string): boolean {
  if (process.getuid?.() !== 0) return false;
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  return true;
}

function unmount(dir: string) {
  try {
    execFileSync('umount', [dir]);
  } catch {
    // not mounted
  }
}

const mounted: string[] = [];
afterEach(() => {
  for (const dir of mounted.splice(0)) unmount(dir);
});

describe('start-up on a bad DATA_DIR', () => {
  it('names a DATA_DIR that is a file, in one line', async () => {
    const file = path.join(tempDir(), 'data');
    fs.writeFileSync(file, 'not a folder');
    const run = await runMain({ DATA_DIR: file }, await freePort());
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Portfolio Maker could not start: DATA_DIR ${file} is a file, not a folder. Point DATA_DIR at a folder (it is created if missing).`,
    );
  });

  it('names a DATA_DIR it cannot write to, in one line', async () => {
    const dir = tempDir();
    // Root writes through permission bits, so root gets a read-only filesystem instead.
    if (mountTmpfs(dir, 'ro,size=1m')) mounted.push(dir);
    else fs.chmodSync(dir, 0o555);
    const run = await runMain({ DATA_DIR: dir }, await freePort());
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      new RegExp(
        `^Portfolio Maker could not start: DATA_DIR ${dir} is not writable \\((EROFS|EACCES)\\): the server keeps its database, uploads and published sites there\\.$`,
      ),
    );
  });

  // Three at once: with two, the race ('database is locked', a migration run twice) showed
  // in some runs; with three it showed in most.
  it('starts three processes on one fresh DATA_DIR, seven times in a row', async () => {
    for (let round = 0; round < 7; round += 1) {
      const dir = path.join(tempDir(), 'fresh');
      const ports = await freePorts(3);
      const runs = await Promise.all(ports.map((port) => runMain({ DATA_DIR: dir }, port)));
      expect(runs.map((r) => ({ healthy: r.healthy, stderr: r.stderr }))).toEqual(
        Array(3).fill({ healthy: true, stderr: '' }),
      );
      // Both kept one secret: sessions signed by one are valid on the other.
      expect(fs.readFileSync(path.join(dir, 'app-secret'), 'utf8')).toMatch(/^[\w-]{43}$/);
    }
  }, 900_000);
});

describe('a disk that fills up while running', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close().catch(() => undefined);
    t = undefined;
  });

  it('says so on /healthz, refuses writes with a readable 503, and leaves no temporary files', async () => {
    const dir = tempDir();
    const realDisk = mountTmpfs(dir, 'size=3m');
    if (realDisk) mounted.push(dir);
    t = await createTestApp(
      'sqlite',
      // Without a small filesystem of its own, the threshold is what makes the disk "full".
      {
        DATA_DIR: dir,
        FORM_RATE_LIMIT_PER_MINUTE: '1000',
        MIN_FREE_DISK_MB: realDisk ? '1' : '100000000',
      },
    );
    const jar = await registerUser(t.app);
    if (realDisk) {
      // Fill what is left, as a log or a backup would.
      const filler = fs.openSync(path.join(dir, 'filler'), 'w');
      try {
        for (;;) fs.writeSync(filler, Buffer.alloc(64 * 1024));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        fs.closeSync(filler);
      }
    }
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json().message).toMatch(
      new RegExp(`^The disk is full: \\d+ MB free in ${dir}, \\d+ MB needed \\(MIN_FREE_DISK_MB\\)\\.$`),
    );
    if (!realDisk) return;

    const created = await t.app.inject({
      method: 'POST',
      url: apiPaths.createPortfolio,
      cookies: jar,
      ...(await multipart(fullPortfolio, { data: await smallPng(), type: 'image/png' })),
    });
    expect(created.statusCode).toBe(503);
    expect(created.json().message).toBe('The server has run out of disk space. Please try again later.');
    const contact = await t.app.inject({
      method: 'POST',
      url: apiPaths.contactMessage,
      payload: { name: 'Asha', email: 'asha@example.com', message: 'x'.repeat(4000) },
    });
    expect(contact.statusCode).toBe(503);
    const leftovers = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toEqual([]);

    fs.rmSync(path.join(dir, 'filler'));
    const recovered = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(recovered.json()).toEqual({ status: 'ok' });
  });
});

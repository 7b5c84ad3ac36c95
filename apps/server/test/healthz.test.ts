import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.ts';

/**
 * Occupies every thread of libuv's pool, where `fs` calls (statfs, mkdir) run, as image work can:
 * each open of a FIFO for reading waits until someone opens it for writing. `release` does.
 */
async function occupyThreadPool() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-pool-'));
  const fifo = path.join(folder, 'fifo');
  execFileSync('mkfifo', [fifo]);
  const size = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const readers = Array.from({ length: size }, () => fs.promises.open(fifo, 'r'));
  // Give every open a thread before the test asks anything.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return async function release() {
    const writer = fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
    for (const reader of await Promise.all(readers)) await reader.close();
    fs.closeSync(writer);
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

/** The answer, or 'no answer' if there is none within `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(dialects)('/healthz (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers within 2 s while the file system does not answer at all, and is healthy after', async () => {
    t = await createTestApp(dialect);
    const app = t.app;
    const release = await occupyThreadPool();
    let answer: Awaited<ReturnType<typeof app.inject>> | 'no answer';
    try {
      answer = await within(2000, app.inject({ method: 'GET', url: '/healthz' }));
    } finally {
      await release();
    }
    if (answer === 'no answer') expect.fail('/healthz did not answer within 2 s');
    expect(answer.statusCode).toBe(503);
    // The file storage's check waits on the same threads and is named first.
    expect(answer.json()).toEqual({
      status: 'unavailable',
      message: 'The file storage did not answer in time.',
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

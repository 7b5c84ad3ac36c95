import os from 'node:os';
import { Piscina } from 'piscina';
import type { Compressed } from './cpu-worker.ts';
import { createWorkQueue } from './work-queue.ts';

/** Threads for CPU work: all cores but one, which stays with the event loop (at least one). */
export const CPU_THREADS = Math.max(1, os.availableParallelism() - 1);

export type CompressedFile = { br: Buffer; gzip: Buffer };

/**
 * JavaScript work too heavy for the event loop (compressing published files) in worker threads at
 * a lower priority, behind a bounded queue. Threads start with the first task and end after 30 s
 * idle, so an idle server holds none of their memory.
 */
export function createCpuPool() {
  const pool = new Piscina({
    filename: new URL('./cpu-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: CPU_THREADS,
    idleTimeout: 30_000,
  });
  const queue = createWorkQueue({
    concurrency: CPU_THREADS,
    maxWaiting: 32 * CPU_THREADS,
    perOwner: 2,
    busyMessage: 'The server is busy. Please try again in a few seconds.',
    ownerBusyMessage: 'This site is being published already. Please try again in a few seconds.',
    retryAfterSeconds: 5,
  });

  async function compressNow(bodies: Buffer[]): Promise<CompressedFile[]> {
    const results = (await pool.run(bodies, { name: 'compress' })) as Compressed[];
    return results.map(({ br, gzip }) => ({ br: Buffer.from(br), gzip: Buffer.from(gzip) }));
  }

  return {
    /** Text files as Brotli and gzip, in the queue of `owner` (the site they belong to). */
    compress: (owner: string, bodies: Buffer[]): Promise<CompressedFile[]> =>
      queue.run(owner, () => compressNow(bodies)),

    /** Compresses a file in the background if the pool is idle; false when it is not (nothing started). */
    compressWhenIdle(
      body: Buffer,
      done: (file: CompressedFile) => Promise<void>,
      onError: (error: unknown) => void,
    ): boolean {
      return queue.runIfIdle(async () => done(((await compressNow([body])) as [CompressedFile])[0]), onError);
    },

    close: () => pool.close(),
  };
}

export type CpuPool = ReturnType<typeof createCpuPool>;

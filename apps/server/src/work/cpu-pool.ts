import os from 'node:os';
import { Piscina } from 'piscina';
import type { Compressed } from './cpu-worker.ts';
import { createWorkQueue } from './work-queue.ts';

/** Threads for CPU work: all cores but one, which stays with the event loop (at least one). */
export const CPU_THREADS = Math.max(1, os.availableParallelism() - 1);

export type CompressedFile = { br: Buffer; gzip: Buffer };

/**
 * JavaScript work too heavy for the event loop (compressing published files) in worker threads at
 * a lower priority, behind a bounded queue. Threads start with the first task and end after 10 s
 * idle, so an idle server holds none of their memory. Nobody waits for this work: what the queue
 * cannot take is skipped and asked for again later.
 */
export function createCpuPool() {
  const pool = new Piscina({
    filename: new URL('./cpu-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: CPU_THREADS,
    idleTimeout: 10_000,
  });
  const queue = createWorkQueue({
    concurrency: CPU_THREADS,
    maxWaiting: 16 * CPU_THREADS,
    perOwner: 2,
    busyMessage: 'The compression queue is full.',
    ownerBusyMessage: "This site's files are being compressed already.",
    retryAfterSeconds: 5,
  });

  return {
    /**
     * Compresses text files of `owner` (a site) in the background, then hands them to `done`; false
     * when the queue has no room (nothing started). A failure goes to `onError`.
     */
    compressLater(
      owner: string,
      bodies: Buffer[],
      done: (files: CompressedFile[]) => Promise<void>,
      onError: (error: unknown) => void,
    ): boolean {
      const task = async () => {
        const results = (await pool.run(bodies, { name: 'compress' })) as Compressed[];
        await done(results.map(({ br, gzip }) => ({ br: Buffer.from(br), gzip: Buffer.from(gzip) })));
      };
      return queue.tryRun(owner, task, onError);
    },

    close: () => pool.close(),
  };
}

export type CpuPool = ReturnType<typeof createCpuPool>;

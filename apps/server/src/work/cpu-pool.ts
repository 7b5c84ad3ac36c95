import os from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors.ts';
import type { Compressed } from './cpu-worker.ts';
import { createWorkQueue } from './work-queue.ts';

/** Threads for CPU work: all cores but one, which stays with the event loop (at least one). */
export const CPU_THREADS = Math.max(1, os.availableParallelism() - 1);

export type CompressedFile = { br: Buffer; gzip: Buffer };

/**
 * JavaScript work too heavy for the event loop (compressing published files) in worker threads at
 * a lower priority, behind a bounded queue. Threads start with the first task and end after 10 s
 * idle, so an idle server holds none of their memory. A publish waits for this work only when a
 * thread is free; what the queue cannot take is skipped (the file goes as it is) and asked for again
 * later.
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

  const compress = async (bodies: Buffer[]): Promise<CompressedFile[]> => {
    const results = (await pool.run(bodies, { name: 'compress' })) as Compressed[];
    return results.map(({ br, gzip }) => ({ br: Buffer.from(br), gzip: Buffer.from(gzip) }));
  };

  return {
    /**
     * Compresses text files of `owner` (a site) for a publish that waits, only when a thread is free:
     * undefined when one is not (a save must not queue behind others' compressions; decision 40).
     */
    async compressNow(owner: string, bodies: Buffer[]): Promise<CompressedFile[] | undefined> {
      const { running, waiting } = queue.load();
      if (running + waiting >= CPU_THREADS) return undefined;
      try {
        return await queue.run(owner, () => compress(bodies));
      } catch (error) {
        if (error instanceof AppError) return undefined;
        throw error;
      }
    },

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
      return queue.tryRun(owner, async () => done(await compress(bodies)), onError);
    },

    close: () => pool.close(),
  };
}

export type CpuPool = ReturnType<typeof createCpuPool>;

import os from 'node:os';
import { AppError } from '../http/errors.ts';
import { type CompressedFile, compressText } from './compress-text.ts';
import { createIdleThreads } from './idle-threads.ts';
import { createWorkQueue } from './work-queue.ts';

/** Threads for CPU work: all cores but one, which stays with the event loop (at least one). */
export const CPU_THREADS = Math.max(1, os.availableParallelism() - 1);

/** Text files a publish compresses on the event loop: 128 KB take about 10 ms (compress-text.ts). */
const COMPRESS_HERE_UP_TO = 128 * 1024;

/**
 * JavaScript work too heavy for the event loop (compressing published files) in worker threads at
 * a lower priority, behind a bounded queue. Threads start with the first task and end after 10 s
 * idle, so an idle server holds none of their memory. A publish compresses small files itself and
 * waits for the pool only when a thread is free; what the queue cannot take is skipped (the file
 * goes as it is) and asked for again later.
 */
export function createCpuPool() {
  const pool = createIdleThreads(new URL('./cpu-worker.ts', import.meta.url), CPU_THREADS);
  const queue = createWorkQueue({
    concurrency: CPU_THREADS,
    maxWaiting: 16 * CPU_THREADS,
    perOwner: 2,
    busyMessage: 'The compression queue is full.',
    ownerBusyMessage: "This site's files are being compressed already.",
    retryAfterSeconds: 5,
  });

  const compress = async (bodies: Buffer[]): Promise<CompressedFile[]> => {
    // The worker's Buffers arrive as plain Uint8Arrays (structured clone).
    const results = (await pool.run(bodies, { name: 'compress' })) as { br: Uint8Array; gzip: Uint8Array }[];
    return results.map(({ br, gzip }) => ({ br: Buffer.from(br), gzip: Buffer.from(gzip) }));
  };

  return {
    /**
     * Compresses text files of `owner` (a site) for a publish that waits: on this thread when they
     * are small (a few milliseconds, less than a worker's round trip at its lower priority), in the
     * pool only when a thread is free; undefined when none is (a save must not queue behind others'
     * compressions; decision 40).
     */
    async compressNow(owner: string, bodies: Buffer[]): Promise<CompressedFile[] | undefined> {
      if (bodies.reduce((sum, body) => sum + body.length, 0) <= COMPRESS_HERE_UP_TO)
        return bodies.map(compressText);
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

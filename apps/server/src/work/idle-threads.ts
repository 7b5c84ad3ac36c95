import { Piscina } from 'piscina';

/** Whether the server has started: shared with every background thread (work/lower-priority.ts). */
const started = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));

/**
 * Marks the server started (its own publishes done): from their next task on, background threads
 * run at their lower priorities.
 */
export function markServerStarted(): void {
  Atomics.store(started, 0, 1);
}

/**
 * Worker threads for work too heavy for the event loop (drawings, compressions, reading résumé
 * files): started with the first task and ended after 10 s without one, so an idle server holds
 * none of their memory. Each holds its young generation to 8 MB instead of V8's default, which
 * grows with the machine's memory: these threads make short-lived garbage in bursts, and V8 keeps
 * a grown young generation committed while the thread lives. A résumé's thread held 117 MB of heap
 * where it now holds 68 MB; ten résumés took 110 ms each against 102 in one run of each (not
 * interleaved), in a thread at a lower priority than requests (decision 60).
 */
export function createIdleThreads(filename: URL, maxThreads: number): Piscina {
  return new Piscina({
    filename: filename.href,
    minThreads: 0,
    maxThreads,
    idleTimeout: 10_000,
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    workerData: { started },
  });
}

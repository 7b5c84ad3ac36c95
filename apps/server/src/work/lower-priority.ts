import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

/**
 * Lowers the calling worker thread to `nice` (os.constants.priority), so when it and the app want a
 * core, requests go first. On Linux a thread has a nice value of its own, so this lowers the
 * calling thread only; elsewhere it would lower the whole process, so there it is left alone. A
 * refusal costs nothing but the priority.
 */
function lowerThisThread(nice: number): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(nice);
  } catch {}
}

let lowered = false;

/**
 * Called by a background thread at the start of each task: lowers it to `nice` once the server has
 * started (the flag idle-threads.ts shares with it), and from then on does nothing. While the server
 * starts it serves nobody and waits for these threads (the demo sites' share images and compressed
 * copies), so they run at the process's own priority: lowered from the start, a first start beside
 * two busy processes took 90 s instead of 7 (decision 63). Lowered late rather than raised back: a
 * thread cannot raise its priority again without privilege.
 */
export function lowerOnceStarted(nice: number): void {
  if (lowered) return;
  const started = (workerData as { started?: Int32Array } | null)?.started;
  if (started !== undefined && Atomics.load(started, 0) === 0) return;
  lowered = true;
  lowerThisThread(nice);
}

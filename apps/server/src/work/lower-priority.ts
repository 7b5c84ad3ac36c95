import { setPriority } from 'node:os';

/**
 * Lowers the calling worker thread to `nice` (os.constants.priority), so when it and the app want a
 * core, requests go first. On Linux a thread has a nice value of its own, so this lowers the
 * calling thread only; elsewhere it would lower the whole process, so there it is left alone. A
 * refusal costs nothing but the priority.
 */
export function lowerThisThread(nice: number): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(nice);
  } catch {}
}

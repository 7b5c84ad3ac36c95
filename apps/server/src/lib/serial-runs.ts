/**
 * Runs a task for one key at a time. A call that arrives while a run is waiting to start joins
 * that run instead of queueing another: the waiting run has not read its data yet, so it will
 * see the newest state. Publishing uses it so that the last save wins, whole; creating an
 * order uses it so that concurrent clicks of Pay get one order. `run.settled(key)` resolves once
 * the runs queued for a key are done, whatever their outcome; `run.settled()`, those of every key.
 * With `ready`, a run that may start first waits for it, and is still joined while it waits.
 */
export function createSerialRuns<T>() {
  type Entry = { waiting: Promise<T> | undefined; last: Promise<T> };
  const entries = new Map<string, Entry>();

  function run(key: string, task: () => Promise<T>, ready?: () => Promise<void>): Promise<T> {
    const entry = entries.get(key);
    if (entry?.waiting) return entry.waiting;
    const previous = entry?.last;
    const current: Entry = entry ?? { waiting: undefined, last: Promise.resolve() as Promise<T> };
    const next = (previous ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => ready?.())
      .then(() => {
        current.waiting = undefined;
        return task();
      });
    current.waiting = next;
    current.last = next;
    entries.set(key, current);
    // Forget the key once nothing more is queued, so the map does not grow with every site.
    next
      .catch(() => undefined)
      .finally(() => {
        if (entries.get(key)?.last === next) entries.delete(key);
      });
    return next;
  }

  async function settled(key?: string): Promise<void> {
    const queued = key === undefined ? [...entries.values()] : [entries.get(key)];
    await Promise.allSettled(queued.map((entry) => entry?.last));
  }

  return Object.assign(run, { settled });
}

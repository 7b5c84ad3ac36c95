/** How long background work waits for a quiet moment: `quietMs` without foreground work, at most `maxWaitMs`. */
export type QuietWait = { quietMs: number; maxWaitMs: number };

/**
 * Lets background work wait for a quiet moment of the work that people wait for. `during(work)`
 * marks foreground work (a publish) as it starts and as it ends; `quiet()` resolves once `quietMs`
 * have passed since the last such mark, or `maxWaitMs` after it was asked, whichever comes first:
 * background work yields to a burst but is never put off for long. Work that itself waits longer
 * than `quietMs` (a site's removal waits for its résumé) does not hold the background off. With
 * `quietMs` 0 it resolves at once.
 */
export function createQuietMoments({ quietMs, maxWaitMs }: QuietWait) {
  let lastMark = Number.NEGATIVE_INFINITY;

  return {
    async during<T>(work: () => Promise<T>): Promise<T> {
      lastMark = Date.now();
      try {
        return await work();
      } finally {
        lastMark = Date.now();
      }
    },

    async quiet(): Promise<void> {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        const now = Date.now();
        const due = Math.min(lastMark + quietMs, deadline);
        if (due <= now) return;
        await new Promise((resolve) => setTimeout(resolve, due - now));
      }
    },
  };
}

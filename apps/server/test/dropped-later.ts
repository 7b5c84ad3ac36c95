// Imports nothing: the server project's setup file (test/setup.ts) loads it for every test file.

const waiting = new Set<() => Promise<void>>();
let draining: Promise<void> | undefined;

/**
 * A test's PostgreSQL database is dropped after its app closed, without the test waiting for it:
 * DROP DATABASE waits for a checkpoint, and the databases closed meanwhile are dropped together
 * (one checkpoint serves all that wait at once). Each test file waits for its drops at its end
 * (dropsDone, in test/setup.ts), so none outlives its file and a failed drop still fails the run.
 */
export function dropLater(drop: () => Promise<void>): void {
  waiting.add(drop);
  draining ??= (async () => {
    while (waiting.size > 0) {
      const drops = [...waiting];
      waiting.clear();
      await Promise.all(drops.map((each) => each()));
    }
  })().finally(() => {
    draining = undefined;
  });
}

/** Resolves when every database handed to dropLater has been dropped. */
export async function dropsDone(): Promise<void> {
  while (draining) await draining;
}

import os from 'node:os';
import zlib from 'node:zlib';
import { niceValuesOfThisProcess, threadsHaveOwnPriority } from '@portfolio/test-support/thread-priorities';
import { afterAll, describe, expect, it } from 'vitest';
import { createCpuPool } from './cpu-pool.ts';
import { markServerStarted } from './idle-threads.ts';

describe('the compression pool', () => {
  const cpu = createCpuPool();
  afterAll(() => cpu.close());

  // Copies made in the background keep nobody waiting, so under load they come after requests; but
  // while the server starts it serves nobody and waits for its demo sites' copies (decision 63).
  it.runIf(threadsHaveOwnPriority)(
    "compresses a large publish at the process's priority while the server starts, then at the lowest",
    async () => {
      // Over the 128 KB a publish compresses on the event loop, so it goes to a thread.
      const page = Buffer.from('<p>A case study, paragraph after paragraph.</p>\n'.repeat(4_000));
      const before = os.getPriority();
      const [copy] = (await cpu.compressNow('asha-rao', [page])) ?? [];
      expect(zlib.brotliDecompressSync(copy?.br ?? Buffer.alloc(0)).equals(page)).toBe(true);
      expect(zlib.gunzipSync(copy?.gzip ?? Buffer.alloc(0)).equals(page)).toBe(true);
      expect(new Set(niceValuesOfThisProcess())).toEqual(new Set([before]));

      markServerStarted();
      await cpu.compressNow('asha-rao', [page]);
      expect(niceValuesOfThisProcess()).toContain(19);
      expect(os.getPriority()).toBe(before);
    },
  );
});

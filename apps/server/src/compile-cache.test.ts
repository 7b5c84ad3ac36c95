import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const compileCache = new URL('./compile-cache.ts', import.meta.url).href;
const idleThreads = new URL('./work/idle-threads.ts', import.meta.url).href;
const worker = new URL('./compile-cache-dir.fixture.ts', import.meta.url).href;

/**
 * The compile cache a process that keeps one (as main.ts does) and its idle threads (the drawing
 * thread, the compression pool, the résumé reader) compile from, each: in a child process of its
 * own, as the server runs.
 */
async function cacheDirsOf(directory: string): Promise<{ process: string | null; thread: string | null }> {
  const script = `
    import module from 'node:module';
    const { keepCompiledModules } = await import(${JSON.stringify(compileCache)});
    keepCompiledModules(${JSON.stringify(directory)});
    const { createIdleThreads } = await import(${JSON.stringify(idleThreads)});
    const threads = createIdleThreads(new URL(${JSON.stringify(worker)}), 1);
    const thread = await threads.run(null);
    await threads.destroy();
    console.log(JSON.stringify({ process: module.getCompileCacheDir() ?? null, thread: thread ?? null }));
  `;
  // Off this thread, so the test's own deadline holds if the child hangs.
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout);
}

describe('the compile cache', () => {
  // A thread that strips its modules' types itself loads Node's TypeScript stripper (swc in
  // WebAssembly): about 12 MB of each thread's memory, each time a thread starts.
  it("is the worker threads' as well as the process's", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-compile-cache-'));
    try {
      const dirs = await cacheDirsOf(directory);
      expect(dirs.process?.startsWith(directory)).toBe(true);
      expect(dirs.thread).toBe(dirs.process);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = new URL('../src/main.ts', import.meta.url).pathname;
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

function start(env: NodeJS.ProcessEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-main-'));
  const proc = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  child = proc;
  let stdout = '';
  let stderr = '';
  proc.stdout?.on('data', (d) => {
    stdout += d;
  });
  proc.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve));
  const output = () => ({ stdout, stderr });
  return { proc, exited, output };
}

describe('main', () => {
  it('prints the URL, serves, and on SIGTERM closes cleanly', async () => {
    const { proc, exited, output } = start({ PORT: '0' });
    await waitFor(() => /running at http:\/\/localhost:\d+/.test(output().stdout), 'the start line');
    const port = output().stdout.match(/localhost:(\d+)/)?.[1];
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });

    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('refuses to start on a bad variable, with one line naming it', async () => {
    const { exited, output } = start({ PORT: 'eighty' });
    expect(await exited).toBe(1);
    expect(output().stderr.trim()).toBe(
      'Invalid environment variable PORT="eighty": must be a whole number between 0 and 65535',
    );
  });
});

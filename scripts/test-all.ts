// Runs the unit and server suites and the browser journeys side by side, as two vitest processes:
// one vitest run on a 2-core machine uses one worker, and the journeys spend much of their time
// waiting on the browser, so together they take little longer than the longer of the two. Each
// run's output is printed whole when it ends, so the two never interleave; the exit code is 1 if
// either failed.
import { spawn } from 'node:child_process';

const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const suites = [
  ['unit and server', ['--project', '!e2e']],
  ['end-to-end journeys', ['--project', 'e2e']],
] as const;

function run(name: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n===== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(suites.map(([name, args]) => run(name, args)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);

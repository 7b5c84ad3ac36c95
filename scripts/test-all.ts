// Runs the unit and server suites, then the browser journeys, as two vitest runs one after the other
// (decision 75): side by side on a 2-core machine each slowed the other (the unit and server suites
// took 1 563 s in CI beside the journeys' 1 174), where one after the other they took 427 s (a worker
// per core) and 582 s. Each run's output is printed whole once both have ended, a failed
// run's last, so the end of the log (often all a CI page keeps) shows what failed; the exit code is 1
// if either failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const suites = [
  // A worker per core: the server tests wait on PostgreSQL, child processes and timers much of the
  // time, and vitest's default on 2 cores is one worker.
  ['unit and server', ['--project', '!e2e', `--maxWorkers=${os.availableParallelism()}`]],
  ['end-to-end journeys', ['--project', 'e2e']],
] as const;

type Result = { name: string; code: number; seconds: number; output: Buffer };

function run(name: string, args: readonly string[]): Promise<Result> {
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
      console.log(`${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve({ name, code: code ?? 1, seconds, output: Buffer.concat(output) });
    });
  });
}

const results: Result[] = [];
for (const [name, args] of suites) results.push(await run(name, args));
const failedLast = [...results].sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0));
for (const { name, code, seconds, output } of failedLast) {
  process.stdout.write(`\n===== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s =====\n`);
  process.stdout.write(output);
}
// The failed tests' names again, last: a failure's stack and code frame can push them out of a short tail.
for (const { name, code, output } of failedLast) {
  console.log(`${name}: ${code === 0 ? 'passed' : 'FAILED'}`);
  const lines = stripVTControlCharacters(output.toString()).split('\n');
  const failures = lines.filter((line) => /^\s*(FAIL|×)\s/.test(line));
  for (const line of [...new Set(failures)].slice(0, 30)) console.log(`  ${line.trim()}`);
  // Each failure's error and the first lines of its call log: what went wrong, not only where.
  // Vitest lists the tests that failed the same way one FAIL line after another over one error: the
  // error is printed once, under the last of them.
  const isFail = (line: string | undefined) => /^\s*FAIL\s/.test(line ?? '');
  const errors = lines.flatMap((line, index) => {
    if (!isFail(line)) return [];
    const next = lines.slice(index + 1).findIndex(isFail);
    const error = lines
      .slice(index + 1, next === -1 ? undefined : index + 1 + next)
      .filter((l) => l.trim() !== '')
      .slice(0, 7);
    return error.length === 0 ? [] : [error.map((l) => l.trim()).join('\n    ')];
  });
  for (const error of [...new Set(errors)].slice(0, 10)) console.log(`    ${error}`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);

import fs from 'node:fs';

/**
 * Whether a thread has a nice value of its own (Linux): elsewhere the worker threads leave their
 * priority alone (work/lower-priority.ts), so their priority tests run on Linux only.
 */
export const threadsHaveOwnPriority = process.platform === 'linux';

/**
 * The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19), for
 * tests of the worker threads that lower their own priority (decision 63).
 */
export function niceValuesOfThisProcess(): number[] {
  return fs.readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // After the name in parentheses come the fields from the third on; the nice value is the 19th.
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

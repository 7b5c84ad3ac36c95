import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/**
 * Makes sure DATA_DIR is a folder this process can write to, creating it if missing, so a wrong
 * setting stops start-up with one line instead of a stack trace from whatever touches it first.
 */
export function prepareDataDir(dir: string): void {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) {
    throw new StartupError(
      `DATA_DIR ${dir} is a file, not a folder. Point DATA_DIR at a folder (it is created if missing).`,
    );
  }
  const probe = path.join(dir, `.write-test-${randomUUID()}`);
  try {
    if (!stat) fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${dir} is not writable (${code}): the server keeps its database, uploads and published sites there.`,
    );
  }
}

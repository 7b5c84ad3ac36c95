import { execFileSync } from 'node:child_process';

/** A small filesystem of its own (root only): read-only, or so small it fills up. False when not root. */
export function mountTmpfs(dir: string, options: string): boolean {
  if (process.getuid?.() !== 0) return false;
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  return true;
}

export function unmount(dir: string): void {
  try {
    execFileSync('umount', [dir]);
  } catch {
    // not mounted
  }
}

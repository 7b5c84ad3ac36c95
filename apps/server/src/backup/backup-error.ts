/**
 * A problem the operator can act on (a folder that is not empty, not writable, not a backup):
 * the CLI prints its message as one line, without a stack trace, and exits with `exitCode`.
 */
export class BackupError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** An expected problem's own message; anything else as one line after `prefix` (no stack trace). */
export function oneLineReason(error: unknown, prefix: string): string {
  if (error instanceof BackupError) return error.message;
  return `${prefix}: ${String((error as Error)?.message ?? error).replace(/\s*\n\s*/g, ' ')}`;
}

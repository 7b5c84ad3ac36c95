import { BackupError, oneLineReason } from '../backup/backup-error.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';

/**
 * Runs `npm run backup` or `npm run restore`: exactly one folder argument (else the usage line and
 * exit code 2), then what `run` reports, one line each; a failure is one line and its exit code.
 */
export function runFolderCommand(
  usage: string,
  failure: string,
  run: (folder: string, config: Config) => Promise<string[]>,
): void {
  const args = process.argv.slice(2);
  const [folder] = args;
  if (args.length !== 1 || !folder || folder.startsWith('-')) {
    console.error(usage);
    process.exit(2);
  }
  Promise.resolve()
    .then(() => run(folder, loadConfig()))
    .then(
      (lines) => {
        console.log(lines.join('\n'));
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error instanceof ConfigError ? error.message : oneLineReason(error, failure));
        process.exit(error instanceof BackupError ? error.exitCode : 1);
      },
    );
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * APP_SECRET when set (required in production). Otherwise a random secret kept in DATA_DIR, so a
 * restart of a development server keeps everyone signed in.
 */
export function resolveAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, 'app-secret');
  // Written whole under another name, then linked into place: of two processes starting together,
  // one creates the file and both read the same complete secret.
  const draft = `${file}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(draft, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

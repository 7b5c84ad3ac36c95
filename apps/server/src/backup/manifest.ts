import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error.ts';
import { syncToDisk } from './folders.ts';

/** Written last: a folder without it is an interrupted backup (or no backup at all). */
const MANIFEST_FILE = 'backup.json';
export const DATABASE_FILE = 'app.db';
export const FILES_FOLDER = 'files';
export const SECRET_FILE = 'app-secret';

const BACKUP_FORMAT = 'portfolio-maker-backup';
const BACKUP_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  /** The DATA_DIR it was taken from, for the operator's information only. */
  dataDir: z.string(),
  database: z.object({
    file: z.literal(DATABASE_FILE),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The migrations applied to it: a restore checks this code knows them all. */
    migrations: z.array(z.string()),
    /** Rows per table, and how many sites were live. */
    rows: z.record(z.string(), z.number().int().min(0)),
    liveSites: z.number().int().min(0),
  }),
  /** Null when covers and sites were in object storage (STORAGE_URL): left to the bucket's versioning. */
  files: z
    .object({
      folder: z.literal(FILES_FOLDER),
      count: z.number().int().min(0),
      bytes: z.number().int().min(0),
    })
    .nullable(),
  /** Absent when the server's secret came from APP_SECRET rather than DATA_DIR/app-secret. */
  appSecret: z.object({ file: z.literal(SECRET_FILE) }).nullable(),
  /** Files the database refers to that were missing from DATA_DIR itself when it was taken. */
  missingFiles: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
type ManifestContent = Omit<Manifest, 'format' | 'version'>;

/** Writes the manifest whole (a temporary file renamed into place) and flushes it and its folder. */
export async function writeManifest(dir: string, content: ManifestContent): Promise<Manifest> {
  const manifest: Manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, ...content };
  const file = path.join(dir, MANIFEST_FILE);
  const draft = `${file}.tmp`;
  await fs.writeFile(draft, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await syncToDisk(draft);
  await fs.rename(draft, file);
  await syncToDisk(dir);
  return manifest;
}

/** The manifest of the backup in `dir`, or a one-line refusal saying why it is not one. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      const folder = await fs.stat(dir).catch(() => undefined);
      if (!folder) throw new BackupError(`No backup at ${dir}: there is no such folder.`);
      if (!folder.isDirectory()) throw new BackupError(`No backup at ${dir}: it is a file, not a folder.`);
      throw new BackupError(
        `${dir} is not a Portfolio Maker backup: it has no ${MANIFEST_FILE} (an interrupted backup has none either).`,
      );
    }
    throw new BackupError(`Cannot read the backup in ${dir} (${code ?? 'error'}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    throw new BackupError(
      `${dir} is not a Portfolio Maker backup: its ${MANIFEST_FILE} is not a backup manifest.`,
    );
  }
  if (result.data.version > BACKUP_VERSION) {
    throw new BackupError(
      `The backup in ${dir} has format version ${result.data.version}, newer than this version of Portfolio Maker reads (${BACKUP_VERSION}): restore it with the version that made it.`,
    );
  }
  return result.data;
}

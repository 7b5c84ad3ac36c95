import { formatBytes } from './folders.ts';
import type { Manifest } from './manifest.ts';

/** The tables an operator recognises, in the words of the product. */
const NAMED_ROWS: [table: string, singular: string, plural: string][] = [
  ['users', 'account', 'accounts'],
  ['portfolios', 'portfolio', 'portfolios'],
  ['orders', 'order', 'orders'],
  ['contact_messages', 'contact message', 'contact messages'],
  ['template_messages', 'template request', 'template requests'],
  ['notification_emails', 'notify-me sign-up', 'notify-me sign-ups'],
];

const counted = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** The lines that say what a backup holds, for both commands' summaries. */
export function describeContents(manifest: Manifest): string[] {
  const { database, files, appSecret } = manifest;
  const rows = NAMED_ROWS.filter(([table]) => table in database.rows).map(([table, singular, plural]) =>
    counted(database.rows[table] ?? 0, singular, plural),
  );
  rows.splice(2, 0, counted(database.liveSites, 'live site', 'live sites'));
  const lines = [`  database  ${database.file}, ${formatBytes(database.bytes)}: ${rows.join(', ')}`];
  lines.push(
    files
      ? `  files     ${counted(files.count, 'file', 'files')} (covers and published sites), ${formatBytes(files.bytes)}`
      : '  files     left out: covers and published sites are in object storage (STORAGE_URL), kept by the bucket',
  );
  lines.push(
    appSecret
      ? `  secret    ${appSecret.file} (signs sessions: everyone stays signed in)`
      : '  secret    none in DATA_DIR: sessions are signed with APP_SECRET, keep it with your configuration',
  );
  if (manifest.missingFiles.length > 0) {
    lines.push(
      `  warning   ${counted(manifest.missingFiles.length, 'file', 'files')} the database refers to ${manifest.missingFiles.length === 1 ? 'is' : 'are'} missing from DATA_DIR itself: ${manifest.missingFiles.slice(0, 3).join(', ')}`,
    );
  }
  return lines;
}

export function totalBytes(manifest: Manifest): number {
  return manifest.database.bytes + (manifest.files?.bytes ?? 0);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

import fs from 'node:fs';
import path from 'node:path';

/** Where the islands' build (vite.islands.config.ts) writes, beside the app's dist/. */
export const ISLANDS_OUT_DIR = 'dist-islands';
/** The islands' script, which a page that runs islands loads instead of the boot script. */
export const ISLANDS_ENTRY = 'src/islands/main.ts';

/**
 * Copies the islands' build into the app's (dist/assets, served and cached as the app's files are)
 * and answers the built file of its entry. The islands are built first (`npm run build`).
 */
export function copyIslands(root: string, outDir: string): string {
  const islandsDir = path.join(root, ISLANDS_OUT_DIR);
  const manifestFile = path.join(islandsDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing: build the islands first (vite build -c vite.islands.config.ts).`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[ISLANDS_ENTRY]?.file;
  if (!entry) throw new Error(`The islands' build has no ${ISLANDS_ENTRY}.`);
  fs.cpSync(path.join(islandsDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
  return entry;
}

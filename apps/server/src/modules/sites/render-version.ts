import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../../../..');

/**
 * What shapes a published site's files: the templates, the shared rules and themes they read, this
 * folder (which feeds them and writes the files), and the locked versions of the libraries they use
 * (markdown-it, React; when the lockfile was deployed). Tests are left out: they change no page.
 */
const SOURCES = ['packages/templates/src', 'packages/shared/src', 'apps/server/src/modules/sites'];
const LOCKFILE = 'package-lock.json';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The release's render version: a hash of everything above, so a release that could render a site
 * differently has a version of its own and the live sites are re-rendered after it (release-sweep.ts).
 * A few milliseconds at start-up, the same however many sites there are.
 */
function computeRenderVersion(): string {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((folder) => sourceFiles(join(root, folder)));
  if (existsSync(join(root, LOCKFILE))) files.push(join(root, LOCKFILE));
  for (const file of files.map((f) => relative(root, f)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, 16);
}

let version: string | undefined;

/** This process's render version, computed once. */
export function renderVersion(): string {
  version ??= computeRenderVersion();
  return version;
}

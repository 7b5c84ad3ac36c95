import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LockEntry, lockedPackages } from './locked-packages.ts';

const here = dirname(fileURLToPath(import.meta.url));
const REPOSITORY = join(here, '../../../../..');

/** What a version is made of: source files and folders, and the installed packages they load. */
export type Sources = { files: string[]; packages: Parameters<typeof lockedPackages>[1] };

/**
 * What draws a site's share image (share-image.ts names each image by it): the drawing, the template
 * fonts it reads from their folder, and the locked versions of what it draws and encodes with.
 */
export const SHARE_IMAGE: Sources = {
  files: [
    'apps/server/src/modules/sites/share-image-draw.ts',
    'apps/server/src/modules/sites/share-image-size.ts',
    'packages/templates/fonts',
  ],
  packages: [
    ['apps/server', 'sharp'],
    ['apps/server', 'satori'],
    ['apps/server', '@fontsource/noto-sans-devanagari'],
    ['apps/server', '@fontsource/noto-sans-tamil'],
  ],
};
/**
 * What shapes a published site's files: the templates, the shared rules and themes they read, this
 * folder (which feeds them and writes the files), the share image's drawing, and the locked versions
 * of the packages they load (markdown-it and React through the templates). Tests are left out: they
 * change no page. A package this folder starts to draw or encode with belongs in the list.
 */
export const SITE: Sources = {
  files: [
    'packages/templates/src',
    'packages/shared/src',
    'apps/server/src/modules/sites',
    ...SHARE_IMAGE.files,
  ],
  packages: ['packages/templates', 'packages/shared', ...SHARE_IMAGE.packages],
};
/**
 * What shapes a site's PDF résumé: its drawing and fonts, the shared rules that order its sections,
 * the job this folder hands the drawing thread, and the locked packages they load (React PDF and
 * everything under it, the fonts).
 */
export const RESUME: Sources = {
  files: [
    'packages/resume-pdf/src',
    'packages/shared/src',
    'apps/server/src/modules/sites/site-resume.ts',
    'apps/server/src/modules/sites/drawing-worker.ts',
  ],
  packages: ['packages/resume-pdf', 'packages/shared'],
};
const LOCKFILE = 'package-lock.json';

/** A file, or the files in a folder and below it. */
function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A hash of the sources, so a release that could render a site differently has a version of its own
 * and the live sites are re-rendered after it (release-sweep.ts); an update of a package they do not
 * load (a test runner, the database driver) changes neither. A few milliseconds at start-up, the
 * same however many sites there are. Without the lockfile (not deployed), the sources alone.
 */
export function versionOf(
  { files, packages }: Sources,
  lock: Record<string, LockEntry> | undefined,
  root = REPOSITORY,
): string {
  const hash = createHash('sha256');
  const paths = new Set(files.flatMap((source) => sourceFiles(join(root, source))));
  for (const file of [...paths].map((f) => relative(root, f)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  if (lock) hash.update(lockedPackages(lock, packages).join('\n'));
  return hash.digest('base64url').slice(0, 16);
}

/** A release as the sites see it: what renders their files and what draws their PDF résumés. */
export type Release = {
  /** Names the release in `site_releases`: both versions together. */
  id: string;
  /** Recorded on a portfolio when its site is rendered (`render_version`). */
  render: string;
  /** Recorded on a portfolio when its PDF résumé is stored (`resume_version`). */
  resume: string;
  /** In every share image's name (share-image.ts): a release that draws them differently renames them. */
  shareImage: string;
};

let release: Release | undefined;

/** This process's release, computed once. */
export function thisRelease(): Release {
  if (!release) {
    const lockfile = join(REPOSITORY, LOCKFILE);
    const lock = existsSync(lockfile)
      ? (JSON.parse(readFileSync(lockfile, 'utf8')) as { packages: Record<string, LockEntry> }).packages
      : undefined;
    const render = versionOf(SITE, lock);
    const resume = versionOf(RESUME, lock);
    release = { id: `${render}.${resume}`, render, resume, shareImage: versionOf(SHARE_IMAGE, lock) };
  }
  return release;
}

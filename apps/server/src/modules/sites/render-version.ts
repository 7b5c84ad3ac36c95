import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../../../..');

/**
 * What shapes a published site's files: the templates, the shared rules and themes they read, this
 * folder (which feeds them and writes the files), and the locked versions of the libraries they use
 * (markdown-it, React; when the lockfile was deployed). Tests are left out: they change no page.
 */
const SITE_SOURCES = ['packages/templates/src', 'packages/shared/src', 'apps/server/src/modules/sites'];
/**
 * What shapes a site's PDF résumé: its drawing and fonts, the shared rules that order its sections,
 * the job this folder hands the drawing thread, and the locked libraries (React PDF, the fonts).
 */
const RESUME_SOURCES = [
  'packages/resume-pdf/src',
  'packages/shared/src',
  'apps/server/src/modules/sites/site-resume.ts',
  'apps/server/src/modules/sites/drawing-worker.ts',
];
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
 * and the live sites are re-rendered after it (release-sweep.ts). A few milliseconds at start-up,
 * the same however many sites there are.
 */
function versionOf(sources: string[]): string {
  const hash = createHash('sha256');
  const files = sources.flatMap((source) => sourceFiles(join(root, source)));
  if (existsSync(join(root, LOCKFILE))) files.push(join(root, LOCKFILE));
  for (const file of files.map((f) => relative(root, f)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
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
};

let release: Release | undefined;

/** This process's release, computed once. */
export function thisRelease(): Release {
  if (!release) {
    const render = versionOf(SITE_SOURCES);
    const resume = versionOf(RESUME_SOURCES);
    release = { id: `${render}.${resume}`, render, resume };
  }
  return release;
}

import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockEntry } from './locked-packages.ts';
import { RESUME, SHARE_IMAGE, SITE, type Sources, versionOf } from './render-version.ts';

const repository = join(import.meta.dirname, '../../../../..');

const lock: Record<string, LockEntry> = {
  'apps/server': { version: '0.0.0', dependencies: { sharp: '^0.34.0', satori: '^0.18.0' } },
  'node_modules/sharp': { version: '0.34.5' },
  'node_modules/satori': { version: '0.18.3' },
  'node_modules/@fontsource/noto-sans-devanagari': { version: '5.2.7' },
  'node_modules/@fontsource/noto-sans-tamil': { version: '5.2.7' },
};

/** A copy of the files a release's versions hash, to change one as a release would. */
let release: string;
beforeAll(() => {
  release = mkdtempSync(join(tmpdir(), 'release-'));
  for (const path of new Set([...SITE.files, ...RESUME.files])) {
    cpSync(join(repository, path), join(release, path), { recursive: true });
  }
});
afterAll(() => rmSync(release, { recursive: true, force: true }));

const versions = (packages = lock) => {
  const of = (sources: Sources) => versionOf(sources, packages, release);
  return { site: of(SITE), resume: of(RESUME), shareImage: of(SHARE_IMAGE) };
};

describe('the versions a release names its sites’ files by', () => {
  it('are the same for the same release', () => {
    expect(versions()).toEqual(versions());
  });

  it('name share images anew, and re-render pages, when a template font the drawing reads changes', () => {
    const before = versions();
    appendFileSync(join(release, 'packages/templates/fonts/inter-latin-700-normal.woff2'), '\0');
    const after = versions();
    expect(after.shareImage).not.toBe(before.shareImage);
    expect(after.site).not.toBe(before.site);
    expect(after.resume).toBe(before.resume);
  });

  it('name share images anew when a package the drawing encodes with is updated', () => {
    const before = versions();
    const after = versions({ ...lock, 'node_modules/sharp': { version: '0.35.0' } });
    expect(after.shareImage).not.toBe(before.shareImage);
    expect(after.site).not.toBe(before.site);
  });

  it('keep share images’ names when only the résumé’s drawing changes', () => {
    const before = versions();
    appendFileSync(join(release, 'packages/resume-pdf/src/styles.ts'), '\n');
    const after = versions();
    expect(after.resume).not.toBe(before.resume);
    expect(after.shareImage).toBe(before.shareImage);
    expect(after.site).toBe(before.site);
  });
});

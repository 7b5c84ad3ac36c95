import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LockEntry, lockedPackages } from './locked-packages.ts';

const lock: Record<string, LockEntry> = {
  'packages/pdf': { version: '0.0.0', dependencies: { '@portfolio/shared': '*', 'react-pdf': '^4.9.0' } },
  'packages/shared': { version: '0.0.0', dependencies: { zod: '^4.1.0' } },
  'node_modules/@portfolio/shared': { link: true },
  'node_modules/react-pdf': {
    version: '4.9.0',
    dependencies: { fontkit: '^2.0.0', yoga: '^3.0.0' },
    peerDependencies: { react: '^19.0.0' },
  },
  // Two versions of one package: react-pdf loads its own, nested one.
  'node_modules/react-pdf/node_modules/yoga': { version: '3.1.0' },
  'node_modules/yoga': { version: '2.0.0' },
  // An optional dependency for another platform is not installed, and not in the lockfile.
  'node_modules/fontkit': { version: '2.0.4', optionalDependencies: { 'fontkit-darwin': '2.0.4' } },
  'node_modules/react': { version: '19.3.1' },
  'node_modules/zod': { version: '4.1.0' },
  'node_modules/sharp': { version: '0.34.5' },
  'node_modules/vitest': { version: '5.1.1', dependencies: { yoga: '^2.0.0' } },
};

describe('the locked packages a version is made of', () => {
  it('follows workspaces’ dependencies and theirs, as Node finds them, and nothing else', () => {
    expect(lockedPackages(lock, ['packages/pdf', 'packages/shared'])).toEqual([
      'node_modules/fontkit@2.0.4',
      'node_modules/react@19.3.1',
      'node_modules/react-pdf@4.9.0',
      'node_modules/react-pdf/node_modules/yoga@3.1.0',
      'node_modules/zod@4.1.0',
    ]);
  });

  it('takes a package a folder’s code loads by its name', () => {
    expect(lockedPackages(lock, [['apps/server', 'sharp']])).toEqual(['node_modules/sharp@0.34.5']);
  });

  it('changes when a package under a root is updated, not when another one is', () => {
    const before = lockedPackages(lock, ['packages/pdf']);
    const testRunner = { ...lock, 'node_modules/vitest': { version: '5.2.0' } };
    expect(lockedPackages(testRunner, ['packages/pdf'])).toEqual(before);
    const layout = { ...lock, 'node_modules/react-pdf/node_modules/yoga': { version: '3.2.0' } };
    expect(lockedPackages(layout, ['packages/pdf'])).not.toEqual(before);
  });

  it('finds in the project’s own lockfile what draws a résumé, and leaves the test runner out', () => {
    const root = new URL('../../../../../package-lock.json', import.meta.url);
    const { packages } = JSON.parse(readFileSync(root, 'utf8')) as { packages: Record<string, LockEntry> };
    const resume = lockedPackages(packages, ['packages/resume-pdf', 'packages/shared']);
    expect(resume.some((line) => line.startsWith('node_modules/@react-pdf/renderer@'))).toBe(true);
    expect(resume.some((line) => line.startsWith('node_modules/@fontsource/noto-sans@'))).toBe(true);
    expect(resume.some((line) => line.startsWith('node_modules/zod@'))).toBe(true);
    expect(resume.some((line) => /node_modules\/(vitest|pg|fastify)@/.test(line))).toBe(false);
  });
});

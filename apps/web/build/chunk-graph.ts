import type { Rolldown } from 'vite';

/** The app's entry module, which the boot script imports (src/boot.ts). */
export const APP_ENTRY = '/src/main.tsx';

/** Each chunk file of a build and the chunk files it imports. */
export function chunkImports(bundle: Rolldown.OutputBundle): Map<string, readonly string[]> {
  const imports = new Map<string, readonly string[]>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') imports.set(output.fileName, output.imports);
  }
  return imports;
}

/**
 * The chunk files and every chunk they import, transitively, in that order: what a page preloads to
 * run them (Chromium fetches a modulepreload's own file only, not what it imports).
 */
export function withImports(
  files: Iterable<string>,
  imports: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const found = new Set<string>();
  const add = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of imports.get(file) ?? []) add(imported);
  };
  for (const file of files) add(file);
  return found;
}

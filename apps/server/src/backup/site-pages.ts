import fs from 'node:fs/promises';
import path from 'node:path';
import { COVER_FILE } from '../modules/sites/site-policy.ts';

/** The publisher's content-named cover file (`cover-<hash>.webp`), wherever a page names it. */
const NAMED_COVER = new RegExp(COVER_FILE.source.replace(/^\^|\$$/g, ''), 'g');

/**
 * The cover files the copied site pages name (`sites/<name>/cover-<hash>.webp`). A page can be
 * copied after a re-publish that replaced its cover, which deletes the old cover: if the new one
 * was written after the file listing, the copied page names a file the copy lacks.
 */
export async function coversNamedByPages(filesRoot: string): Promise<string[]> {
  const sites = path.join(filesRoot, 'sites');
  const names = await fs.readdir(sites).catch(() => [] as string[]);
  const keys: string[] = [];
  for (const name of names) {
    const page = await fs.readFile(path.join(sites, name, 'index.html'), 'utf8').catch(() => undefined);
    for (const file of new Set(page?.match(NAMED_COVER) ?? [])) keys.push(`sites/${name}/${file}`);
  }
  return keys;
}

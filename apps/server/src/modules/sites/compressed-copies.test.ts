import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressText } from '../../work/compress-text.ts';
import type { CpuPool } from '../../work/cpu-pool.ts';
import { createCompressedCopies } from './compressed-copies.ts';
import { contentIdOf } from './site-files.ts';

/** The copies over a CPU pool that compresses at once and remembers what it was given. */
function copiesCounted() {
  const compressed: string[] = [];
  const cpu = {
    compressNow: async (_owner: string, bodies: Buffer[]) => {
      compressed.push(...bodies.map((body) => body.toString()));
      return bodies.map(compressText);
    },
  } as unknown as CpuPool;
  const copies = createCompressedCopies({
    storage: {} as never,
    cpu,
    changes: {} as never,
    log: { warn: () => undefined } as never,
  });
  return { copies, compressed };
}

const textFile = (key: string, text: string) => {
  const body = Buffer.from(text);
  return { key, body, ...contentIdOf(body) };
};

describe('the compressed copies a publish waits for', () => {
  const page = (words: string) => `<!doctype html><p>${words}</p>${'<li>a line of the page</li>'.repeat(40)}`;

  it('are made again only for the files that changed since the last publish', async () => {
    const { copies, compressed } = copiesCounted();
    const sitemap = `<urlset>${'<url>x</url>'.repeat(40)}</urlset>`;
    const first = [textFile('sites/a/index.html', page('first')), textFile('sites/a/sitemap.xml', sitemap)];
    const made = await copies.makeNow('a', first);
    expect(compressed).toEqual([page('first'), sitemap]);

    const second = [textFile('sites/a/index.html', page('second')), textFile('sites/a/sitemap.xml', sitemap)];
    const again = await copies.makeNow('a', second);
    expect(compressed).toEqual([page('first'), sitemap, page('second')]);
    // The unchanged file's copies are the ones made before, and they decode to it.
    expect(again[1]).toBe(made[1]);
    expect(zlib.brotliDecompressSync(again[0]?.br ?? Buffer.alloc(0)).toString()).toBe(page('second'));
  });

  it('are not made for a file too small to gain from them', async () => {
    const { copies, compressed } = copiesCounted();
    expect(await copies.makeNow('a', [textFile('sites/a/robots.txt', 'User-agent: *')])).toEqual([undefined]);
    expect(compressed).toEqual([]);
  });
});

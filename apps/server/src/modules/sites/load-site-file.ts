import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Storage } from '../storage/storage.ts';
import type { TextFile } from './compressed-copies.ts';
import {
  type Asset,
  compressedKey,
  contentIdOf,
  isCompressible,
  prepareSiteFile,
  type SiteFile,
} from './site-files.ts';
import type { SiteHeaders } from './site-policy.ts';

type LoadDeps = {
  storage: Storage;
  headers: SiteHeaders;
  /** Asks for the compressed copies a compressible file does not have yet. */
  makeCopies: (key: string, asset: Asset, file: TextFile) => void;
};

const unbrotli = promisify(zlib.brotliDecompress);

/**
 * Whether both copies hold the file: a copy cut short or damaged in the store is not sent. The
 * gzip copy says so itself (its trailer holds the CRC-32 and length of what it decodes to); the
 * Brotli copy has no such trailer and is decoded, in the thread pool.
 */
async function copiesHold(body: Buffer, br: Buffer, gzip: Buffer): Promise<boolean> {
  if (gzip.length < 18 || gzip[0] !== 0x1f || gzip[1] !== 0x8b) return false;
  if (gzip.readUInt32LE(gzip.length - 8) !== zlib.crc32(body)) return false;
  if (gzip.readUInt32LE(gzip.length - 4) !== body.length % 2 ** 32) return false;
  try {
    return (await unbrotli(br, { maxOutputLength: body.length + 1 })).equals(body);
  } catch {
    return false;
  }
}

/**
 * A published file read from storage, ready to send, with its compressed copies if both are
 * stored and sound; if not, it is sent as it is and its copies are made again (a view never
 * compresses). They are checked once per load into memory, not per view.
 */
export async function loadSiteFile(
  { storage, headers, makeCopies }: LoadDeps,
  key: string,
  asset: Asset,
): Promise<SiteFile | undefined> {
  const body = await storage.get(key);
  if (!body) return undefined;
  const { etag, hex } = contentIdOf(body);
  let compressed: { br: Buffer; gzip: Buffer } | undefined;
  if (isCompressible(asset, body)) {
    const [br, gzip] = await Promise.all([
      storage.get(compressedKey(key, hex, 'br')),
      storage.get(compressedKey(key, hex, 'gzip')),
    ]);
    if (br && gzip && (await copiesHold(body, br, gzip))) compressed = { br, gzip };
    else makeCopies(key, asset, { key, body, hex });
  }
  const site = key.split('/')[1] as string;
  return prepareSiteFile(body, etag, asset, headers(asset, body, site), compressed);
}

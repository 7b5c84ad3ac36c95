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
const gunzip = promisify(zlib.gunzip);

/** Whether both copies decode to the file: a copy cut short or damaged in the store is not sent. */
async function copiesHold(body: Buffer, br: Buffer, gzip: Buffer): Promise<boolean> {
  try {
    const [fromBr, fromGzip] = await Promise.all([unbrotli(br), gunzip(gzip)]);
    return fromBr.equals(body) && fromGzip.equals(body);
  } catch {
    return false;
  }
}

/**
 * A published file read from storage, ready to send, with its compressed copies if both are
 * stored and sound; if not, it is sent as it is and its copies are made again (a view never
 * compresses). Checking them costs a decompression once per load into memory, not per view.
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

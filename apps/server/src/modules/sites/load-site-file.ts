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

/**
 * A published file read from storage, ready to send, with its compressed copies if both are
 * stored; if not, it is sent as it is and its copies are asked for (a view never compresses).
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
    if (br && gzip) compressed = { br, gzip };
    else makeCopies(key, asset, { key, body, hex });
  }
  return prepareSiteFile(body, etag, asset, headers(asset, body), compressed);
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CompressedFile } from '../../work/compress-text.ts';
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
import { packKey, type UnpackedFile, unpackSiteFile } from './site-pack.ts';
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

/** The copies stored beside a file (compressedKey) if both are there and sound; if not, they are asked for. */
async function copiesBeside(
  { storage, makeCopies }: LoadDeps,
  asset: Asset,
  file: TextFile,
): Promise<CompressedFile | undefined> {
  const [br, gzip] = await Promise.all([
    storage.get(compressedKey(file.key, file.hex, 'br')),
    storage.get(compressedKey(file.key, file.hex, 'gzip')),
  ]);
  if (br && gzip && (await copiesHold(file.body, br, gzip))) return { br, gzip };
  makeCopies(file.key, asset, file);
  return undefined;
}

/** `parts` copied into one buffer of their own (one allocation), in order. */
function ownCopies(parts: Buffer[]): Buffer[] {
  const whole = Buffer.concat(parts);
  let offset = 0;
  return parts.map((part) => {
    offset += part.length;
    return whole.subarray(offset - part.length, offset);
  });
}

/**
 * A published file read from storage, ready to send. A text file is read from its pack
 * (site-pack.ts): one read, its copies and its page's stylesheet hash in it. Without a sound pack
 * (a site published before packs, or a damaged one), the file itself is read, with the copies
 * stored beside it. Copies missing or damaged are not sent: the file goes as it is and they are
 * made again (a view never compresses). They are checked once per load into memory, not per view.
 *
 * The pack is lent (Storage.read): what the file keeps is copied out of it, the copies alone
 * unless `withIdentity` (site-files.ts), so a cold view allocates only what the cache keeps.
 */
export async function loadSiteFile(
  deps: LoadDeps,
  key: string,
  asset: Asset,
  withIdentity: boolean,
): Promise<SiteFile | undefined> {
  const site = key.split('/')[1] as string;
  const ready = (
    body: Buffer,
    etag: string,
    compressed: CompressedFile | undefined,
    styleHashes?: string[],
  ) =>
    prepareSiteFile(
      body,
      etag,
      asset,
      deps.headers(asset, body, site, styleHashes),
      compressed,
      withIdentity,
    );

  // In the read: a pack with both copies gives the file ready to send; one without them, its file
  // (copied out), to look for the copies stored beside it.
  const fromPack = (pack: Buffer): { ready: SiteFile } | { withoutCopies: UnpackedFile } | undefined => {
    const packed = unpackSiteFile(pack, { bodyUsed: withIdentity });
    if (!packed) return undefined;
    const { body, etag, styleHashes, compressed } = packed;
    if (!compressed) return { withoutCopies: { ...packed, body: Buffer.from(body) } };
    const [br, gzip, kept] = ownCopies(
      withIdentity ? [compressed.br, compressed.gzip, body] : [compressed.br, compressed.gzip],
    );
    return { ready: ready(kept ?? body, etag, { br: br as Buffer, gzip: gzip as Buffer }, styleHashes) };
  };
  const packed = asset.compressible ? await deps.storage.read(packKey(key), fromPack) : undefined;
  if (packed && 'ready' in packed) return packed.ready;
  if (packed) {
    const { body, etag, hex, styleHashes } = packed.withoutCopies;
    const compressed = isCompressible(asset, body)
      ? await copiesBeside(deps, asset, { key, body, etag, hex })
      : undefined;
    return ready(body, etag, compressed, styleHashes);
  }
  const body = await deps.storage.get(key);
  if (!body) return undefined;
  const file = { key, body, ...contentIdOf(body) };
  const compressed = isCompressible(asset, body) ? await copiesBeside(deps, asset, file) : undefined;
  return ready(body, file.etag, compressed);
}

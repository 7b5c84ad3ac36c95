import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** A file of a published site: its page, favicon, sitemap, robots.txt, PDF résumé, or an image named by its content. */
export const siteKey = (hostingName: string, file: string) => `sites/${hostingName}/${file}`;

export type Encoding = 'br' | 'gzip' | 'identity';

/** How a kind of file of a site is served. */
export type Asset = { key: string; type: string; cacheControl: string; compressible: boolean };

/**
 * A published file ready to send: a strong ETag of its content, and its bodies and complete
 * headers for each encoding, built once when the file is loaded. The compressed bodies were made
 * at publish (see compressedKey); a view never compresses. When it has both copies, the file as it
 * is (identity) is kept only once a client has asked for it: every browser accepts a copy, and the
 * file is most of a page's bytes (see `withIdentity` below).
 */
export type SiteFile = {
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  headers: Partial<Record<Encoding, Record<string, string>>>;
  /** The headers of a 304: the validators and caching rules, no body. */
  notModified: Record<string, string>;
};

/** An encoding named in Accept-Encoding, and its weight: made once, not per request. */
const NAMED = {
  br: /(?:^|,)\s*br\s*(;\s*q=([\d.]+))?/,
  gzip: /(?:^|,)\s*gzip\s*(;\s*q=([\d.]+))?/,
} as const;

/** Whether the client takes `encoding` (named without `;q=0`, which refuses it). */
function accepts(acceptEncoding: string, encoding: 'br' | 'gzip'): boolean {
  const match = NAMED[encoding].exec(acceptEncoding);
  return Boolean(match && (match[2] === undefined || Number(match[2]) > 0));
}

/** Picks what the client accepts: Brotli, then gzip, then the file as it is. */
export function negotiate(acceptEncoding: string | undefined, file: SiteFile): Encoding {
  if (acceptEncoding) {
    for (const encoding of ['br', 'gzip'] as const) {
      if (file.bodies[encoding] && accepts(acceptEncoding, encoding)) return encoding;
    }
  }
  return 'identity';
}

/**
 * Whether a client sending this Accept-Encoding needs a file as it is, even one with both
 * compressed copies: it accepts neither (a command-line client, some robots).
 */
export const needsIdentity = (acceptEncoding: string | undefined): boolean =>
  !acceptEncoding || !(accepts(acceptEncoding, 'br') || accepts(acceptEncoding, 'gzip'));

/** Whether `file` can answer a client that does (or does not) need it as it is. */
export const canAnswer = (file: SiteFile | undefined, identity: boolean): boolean =>
  !file || !identity || Boolean(file.bodies.identity);

/**
 * `file` with the file as it is decoded from its gzip copy (whose trailer checks what it decodes
 * to): for a client that accepts no copy while the storage is out of reach and only the copies
 * are in memory. Not kept: a load from storage gives the file as it is.
 */
export function withIdentityFromGzip(file: SiteFile): SiteFile {
  const { gzip } = file.bodies;
  const headers = file.headers.gzip;
  if (file.bodies.identity || !gzip || !headers) return file;
  const identity = zlib.gunzipSync(gzip);
  const { 'content-encoding': _, ...rest } = headers;
  return {
    ...file,
    bodies: { ...file.bodies, identity },
    headers: { ...file.headers, identity: { ...rest, 'content-length': String(identity.length) } },
  };
}

/** Text files smaller than this are sent as they are: compressing them saves nothing worth a header. */
export const MIN_COMPRESSED_BYTES = 256;

/** Whether a file of this kind and size is stored and sent compressed too. */
export const isCompressible = (asset: Asset, body: Buffer | string): boolean =>
  asset.compressible && Buffer.byteLength(body) > MIN_COMPRESSED_BYTES;

/** A file's identity: its strong ETag, and 16 hex digits of the same hash that name its compressed copies. */
export function contentIdOf(body: Buffer | string): { etag: string; hex: string } {
  const digest = createHash('sha256').update(body).digest();
  return { etag: `"${digest.toString('base64url').slice(0, 27)}"`, hex: digest.toString('hex').slice(0, 16) };
}

/**
 * Where the Brotli or gzip copy of a stored file is kept: beside it, named by the content it was
 * made from (`sites/asha/index.html` → `sites/asha/index.html.<hex>.br`), so a copy can never be
 * served for another version of the file. No request path reaches it (see assetOf).
 */
export function compressedKey(fileKey: string, hex: string, encoding: 'br' | 'gzip'): string {
  return `${fileKey}.${hex}.${encoding === 'br' ? 'br' : 'gz'}`;
}

/** Whether a stored key is such a copy. */
export const isCompressedKey = (key: string): boolean => /\.[0-9a-f]{16}\.(br|gz)$/.test(key);

/**
 * `body` ready to send with its copies. Without `withIdentity`, a file with both copies keeps only
 * them (`body` is then only read, for its length and headers, and may be a lent buffer).
 */
export function prepareSiteFile(
  body: Buffer,
  etag: string,
  asset: Asset,
  common: Record<string, string>,
  compressed: { br: Buffer; gzip: Buffer } | undefined,
  withIdentity = true,
): SiteFile {
  const bodies: SiteFile['bodies'] = {
    ...(withIdentity || !compressed ? { identity: body } : {}),
    ...compressed,
  };
  // Said also while a file has no compressed copies yet: it will have them.
  const vary = isCompressible(asset, body) && { vary: 'Accept-Encoding' };
  const cached = { ...common, 'cache-control': asset.cacheControl, etag };
  const headers: SiteFile['headers'] = {};
  for (const [encoding, data] of Object.entries(bodies) as [Encoding, Buffer][]) {
    headers[encoding] = {
      ...cached,
      'content-type': asset.type,
      'content-length': String(data.length),
      ...vary,
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    };
  }
  return {
    etag,
    bodies,
    headers,
    notModified: { ...cached, ...vary },
  };
}

import { createHash } from 'node:crypto';

/** A file of a published site: its page, favicon, sitemap, robots.txt, PDF résumé, or an image named by its content. */
export const siteKey = (hostingName: string, file: string) => `sites/${hostingName}/${file}`;

export type Encoding = 'br' | 'gzip' | 'identity';

/** How a kind of file of a site is served. */
export type Asset = { key: string; type: string; cacheControl: string; compressible: boolean };

/**
 * A published file ready to send: a strong ETag of its content, and its bodies and complete
 * headers for each encoding, built once when the file is loaded. The compressed bodies were made
 * at publish (see compressedKey); a view never compresses.
 */
export type SiteFile = {
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  headers: Partial<Record<Encoding, Record<string, string>>>;
  /** The headers of a 304: the validators and caching rules, no body. */
  notModified: Record<string, string>;
};

/** Picks what the client accepts: Brotli, then gzip, then the file as it is (`;q=0` refuses one). */
export function negotiate(acceptEncoding: string | undefined, file: SiteFile): Encoding {
  if (acceptEncoding) {
    for (const encoding of ['br', 'gzip'] as const) {
      if (!file.bodies[encoding]) continue;
      const match = acceptEncoding.match(new RegExp(`(?:^|,)\\s*${encoding}\\s*(;\\s*q=([\\d.]+))?`));
      if (match && (match[2] === undefined || Number(match[2]) > 0)) return encoding;
    }
  }
  return 'identity';
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

export function prepareSiteFile(
  body: Buffer,
  etag: string,
  asset: Asset,
  common: Record<string, string>,
  compressed: { br: Buffer; gzip: Buffer } | undefined,
): SiteFile {
  const bodies: SiteFile['bodies'] = { identity: body, ...compressed };
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

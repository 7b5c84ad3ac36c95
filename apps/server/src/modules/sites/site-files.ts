import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** How a kind of file of a site is served. */
export type Asset = { key: string; type: string; cacheControl: string; compressible: boolean };

/**
 * A published file ready to send: a strong ETag of its content, and its bodies and complete
 * headers for each encoding, built once when the file is loaded (pages are compressed once per
 * publish, not once per visitor).
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

export async function prepareSiteFile(
  body: Buffer,
  asset: Asset,
  common: Record<string, string>,
): Promise<SiteFile> {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const bodies: SiteFile['bodies'] = { identity: body };
  if (asset.compressible && body.length > 256) {
    bodies.br = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    bodies.gzip = await gzip(body, { level: 9 });
  }
  const cached = { ...common, 'cache-control': asset.cacheControl, etag };
  const headers: SiteFile['headers'] = {};
  for (const [encoding, data] of Object.entries(bodies) as [Encoding, Buffer][]) {
    headers[encoding] = {
      ...cached,
      'content-type': asset.type,
      'content-length': String(data.length),
      ...(bodies.gzip && { vary: 'Accept-Encoding' }),
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    };
  }
  return {
    etag,
    bodies,
    headers,
    notModified: { ...cached, ...(bodies.gzip && { vary: 'Accept-Encoding' }) },
  };
}

import zlib from 'node:zlib';
import type { CompressedFile } from '../../work/compress-text.ts';
import type { TextFile } from './compressed-copies.ts';
import { pageStyleHashes } from './site-policy.ts';

/**
 * A published text file as a view needs it, in one stored object beside the file itself
 * (`sites/asha/index.html` → `sites/asha/index.html.pack`): its content ID, the hash of its
 * stylesheet that a page's policy names, the file, and its Brotli and gzip copies when it has them.
 * A cold view is then one read (one GET on S3), with no hash to compute and no copy to decode: each
 * part carries its CRC-32, checked at load. Written whole by a publish, after the file, so a view
 * gets one version of the page in every encoding.
 *
 * Layout: the magic line, a 4-byte big-endian length, that many bytes of JSON (PackHeader), then
 * the parts in the header's order.
 */
const MAGIC = Buffer.from('pm-pack 1\n');

type Part = 'identity' | 'br' | 'gzip';
type PackHeader = {
  etag: string;
  hex: string;
  /** The page's pageStyleHashes; packs written before they were kept have none. */
  styles?: string[];
  parts: [Part, number, number][];
};

export type UnpackedFile = {
  /** The file; not checked when it was not used and not needed (see unpackSiteFile). */
  body: Buffer;
  etag: string;
  hex: string;
  /** Its page's stylesheet hashes, when the pack keeps them. */
  styleHashes: string[] | undefined;
  /** Both copies, when the pack holds them and they are sound. */
  compressed: CompressedFile | undefined;
};

/** Where a stored file's pack is kept. No request path reaches it (see assetOf). */
export const packKey = (fileKey: string) => `${fileKey}.pack`;

/** The pack of `file`, with the content ID its publish computed (no second hash of the body). */
export function packSiteFile(
  { body, etag, hex }: Omit<TextFile, 'key'>,
  compressed: CompressedFile | undefined,
): Buffer {
  const bodies: [Part, Buffer][] = [['identity', body]];
  if (compressed) bodies.push(['br', compressed.br], ['gzip', compressed.gzip]);
  const header: PackHeader = {
    etag,
    hex,
    styles: pageStyleHashes(body),
    parts: bodies.map(([part, data]) => [part, data.length, zlib.crc32(data)]),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json, ...bodies.map(([, data]) => data)]);
}

/**
 * The file and its copies from a pack, or undefined when the pack is not one or its file is
 * damaged (the file itself is then read instead). Copies that are missing or damaged are left out:
 * the file goes as it is. Without `bodyUsed` (a view that keeps only the copies, site-files.ts), the
 * file's own bytes, most of the pack, are checked only if they are needed after all: when a copy is
 * not sound, or the pack does not name the page's stylesheet (its policy is then taken from them).
 */
export function unpackSiteFile(pack: Buffer, { bodyUsed = true } = {}): UnpackedFile | undefined {
  if (pack.length < MAGIC.length + 4 || !pack.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const jsonEnd = MAGIC.length + 4 + pack.readUInt32BE(MAGIC.length);
  let header: PackHeader;
  try {
    header = JSON.parse(pack.subarray(MAGIC.length + 4, jsonEnd).toString()) as PackHeader;
  } catch {
    return undefined;
  }
  // A damaged header can still be JSON: one without its list of parts is no pack either.
  if (!Array.isArray(header?.parts)) return undefined;
  const whole = new Map<Part, { data: Buffer; crc: number }>();
  let offset = jsonEnd;
  for (const [part, length, crc] of header.parts) {
    const data = pack.subarray(offset, offset + length);
    offset += length;
    if (data.length === length) whole.set(part, { data, crc });
  }
  const sound = (part: Part) => {
    const found = whole.get(part);
    return found && zlib.crc32(found.data) === found.crc ? found.data : undefined;
  };
  const [br, gzip] = [sound('br'), sound('gzip')];
  const compressed = br && gzip ? { br, gzip } : undefined;
  const { styles } = header;
  const styleHashes =
    Array.isArray(styles) && styles.every((style) => typeof style === 'string') ? styles : undefined;
  const body = !bodyUsed && compressed && styleHashes ? whole.get('identity')?.data : sound('identity');
  if (!body) return undefined;
  return { body, etag: header.etag, hex: header.hex, styleHashes, compressed };
}

import zlib from 'node:zlib';
import './lower-priority.ts';

/**
 * Brotli 10 makes a typical 15 KB page 2 % larger than 11 in under half the time (6 against 15 ms
 * here); above 256 KB even 10 takes most of a second, and 5 is nearly as small for such pages.
 */
const HIGH_QUALITY_UP_TO = 256 * 1024;

export type Compressed = { br: Uint8Array; gzip: Uint8Array };

/** Published text files as Brotli and gzip, made once after a publish so no view ever compresses. */
export function compress(bodies: Uint8Array[]): Compressed[] {
  return bodies.map(compressOne);
}

function compressOne(body: Uint8Array): Compressed {
  const quality = body.length <= HIGH_QUALITY_UP_TO ? 10 : 5;
  return {
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

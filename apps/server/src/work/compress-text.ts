import zlib from 'node:zlib';

/**
 * Brotli 5: a publish waits for it (decision 58). For the demo site's five text files (39 KB) it
 * takes 2.3 ms and makes 11.1 KB; 10 made 10.4 KB (7 % less) in 35 ms, 11 made 10.1 KB in 69 ms,
 * and 6 to 8 are no smaller than 5 (2026-11-27, this machine).
 */
const BROTLI_QUALITY = 5;

/** A text file's Brotli and gzip copies. */
export type CompressedFile = { br: Buffer; gzip: Buffer };

/** A published text file as Brotli and gzip, made once so no view ever compresses. */
export function compressText(body: Uint8Array): CompressedFile {
  return {
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

import { constants, setPriority } from 'node:os';
import zlib from 'node:zlib';

// Below the app's priority: when both want a core, requests go first. On Linux a thread has a nice
// value of its own, so this lowers this thread only; elsewhere it would lower the whole process,
// so there it is left alone.
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {}
}

/** Brotli's best quality costs ~30 ms on a typical page but most of a second on a page of a megabyte. */
const BEST_QUALITY_UP_TO = 256 * 1024;

export type Compressed = { br: Uint8Array; gzip: Uint8Array };

/** Published text files as Brotli and gzip, made once at publish so no view ever compresses. */
export function compress(bodies: Uint8Array[]): Compressed[] {
  return bodies.map(compressOne);
}

function compressOne(body: Uint8Array): Compressed {
  const quality = body.length <= BEST_QUALITY_UP_TO ? 11 : 5;
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

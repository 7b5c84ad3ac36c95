import './lower-priority.ts';
import { type CompressedFile, compressText } from './compress-text.ts';

/** Published text files as Brotli and gzip, made in a worker thread when too large for the event loop. */
export function compress(bodies: Uint8Array[]): CompressedFile[] {
  return bodies.map(compressText);
}

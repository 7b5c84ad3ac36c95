import './lower-priority.ts';
import { compressText } from './compress-text.ts';

export type Compressed = { br: Uint8Array; gzip: Uint8Array };

/** Published text files as Brotli and gzip, made in a worker thread when too large for the event loop. */
export function compress(bodies: Uint8Array[]): Compressed[] {
  return bodies.map(compressText);
}

import { constants } from 'node:os';
import { type CompressedFile, compressText } from './compress-text.ts';
import { lowerThisThread } from './lower-priority.ts';

// Nobody waits for the copies (a view sends the file as it is until they exist): the lowest priority.
lowerThisThread(constants.priority.PRIORITY_LOW);

/** Published text files as Brotli and gzip, made in a worker thread when too large for the event loop. */
export function compress(bodies: Uint8Array[]): CompressedFile[] {
  return bodies.map(compressText);
}

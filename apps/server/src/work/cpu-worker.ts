import { constants } from 'node:os';
import { type CompressedFile, compressText } from './compress-text.ts';
import { lowerOnceStarted } from './lower-priority.ts';

/** Published text files as Brotli and gzip, made in a worker thread when too large for the event loop. */
export function compress(bodies: Uint8Array[]): CompressedFile[] {
  // The lowest priority once the server has started (decision 63): copies made in the background
  // keep nobody waiting (a view sends the file as it is until they exist); a publish of over 128 KB
  // of text waits for its copies here, and under load requests go first.
  lowerOnceStarted(constants.priority.PRIORITY_LOW);
  return bodies.map(compressText);
}

import { ApiError } from './api-client.ts';

/** How many times a read is tried before its failure is shown. */
export const READ_TRIES = 3;

/** A 4xx will not change on its own; anything else (network, 5xx) is worth another try for a read. */
export function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

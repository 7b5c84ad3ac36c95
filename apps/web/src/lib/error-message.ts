import { contactMessages } from '@portfolio/shared/contact-texts';
import { ApiError } from './api-client.ts';

/** docs/spec.md §8's words for a call that failed on the way: every form's last fallback. */
export const SOMETHING_WENT_WRONG: string = contactMessages.thrown;

/**
 * What to tell the user about a failed call: the server's own message when it sent one (docs/design.md
 * deviation 4), else `fallback` (the spec's words for a call that threw, a lost connection included).
 */
export function getErrorMessage(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

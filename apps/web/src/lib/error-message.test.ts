import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { getErrorMessage, SOMETHING_WENT_WRONG } from './error-message.ts';

describe('getErrorMessage', () => {
  it("shows the server's own message", () => {
    expect(getErrorMessage(new ApiError(409, 'This hosting name is taken.', {}), 'x')).toBe(
      'This hosting name is taken.',
    );
  });

  it('falls back for a lost connection, an answer without a message, and anything else', () => {
    expect(getErrorMessage(new ApiError(0, undefined, {}), 'Saving failed.')).toBe('Saving failed.');
    expect(getErrorMessage(new ApiError(500, undefined, {}), 'Saving failed.')).toBe('Saving failed.');
    expect(getErrorMessage(new TypeError('x is undefined'), 'Saving failed.')).toBe('Saving failed.');
    expect(getErrorMessage('nope')).toBe(SOMETHING_WENT_WRONG);
  });
});

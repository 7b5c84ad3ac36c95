import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { retryListLoad } from './list-retry.ts';

describe('retryListLoad', () => {
  it("never retries the server's answer", () => {
    for (const status of [400, 401, 403, 404, 429, 500, 502, 503]) {
      expect(retryListLoad(0, new ApiError(status, 'No', {})), String(status)).toBe(false);
    }
    expect(retryListLoad(0, new Error('The server answered without the list.'))).toBe(false);
  });

  it('tries a request that never reached the server once more', () => {
    const offline = new ApiError(0, undefined, {});
    expect(retryListLoad(0, offline)).toBe(true);
    expect(retryListLoad(1, offline)).toBe(false);
  });
});

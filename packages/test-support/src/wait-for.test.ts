import { describe, expect, it } from 'vitest';
import { waitFor } from './wait-for.ts';

describe('waitFor', () => {
  it('returns once the check holds, asking again after a "no" or an error', async () => {
    let asked = 0;
    await waitFor(
      () => {
        asked += 1;
        if (asked === 1) throw new Error('not listening yet');
        return asked === 3;
      },
      'the third question',
      { everyMs: 1 },
    );
    expect(asked).toBe(3);
  });

  it('fails naming what it waited for when the check never holds', async () => {
    await expect(waitFor(() => false, 'a miracle', { ms: 20, everyMs: 5 })).rejects.toThrow(
      'timed out after 20 ms waiting for a miracle',
    );
  });
});

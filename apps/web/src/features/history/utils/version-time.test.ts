import { describe, expect, it } from 'vitest';
import { versionTime } from './version-time.ts';

describe('versionTime', () => {
  it("shows a version's time in the reader's language and zone, or the stored text if it is not a time", () => {
    expect(versionTime('2026-11-22T20:48:05.000Z', 'en-GB', 'UTC')).toBe('22 Nov 2026, 20:48');
    expect(versionTime('2026-11-22T20:48:05.000Z', 'en-GB', 'Asia/Kolkata')).toBe('23 Nov 2026, 02:18');
    expect(versionTime('soon')).toBe('soon');
  });
});

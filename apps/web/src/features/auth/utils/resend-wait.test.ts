import { describe, expect, it } from 'vitest';
import { secondsLeft, waitFromMessage } from './resend-wait.ts';

describe('secondsLeft', () => {
  it('counts whole seconds up, and stops at 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('waitFromMessage', () => {
  it("reads the seconds of the server's 429 message", () => {
    expect(waitFromMessage('Please wait 42 seconds before asking for a new code.')).toBe(42);
    expect(waitFromMessage('Please wait 1 second before asking for a new code.')).toBe(1);
  });

  it('gives nothing for other messages', () => {
    expect(waitFromMessage('Too many codes asked for. Try again later.')).toBeUndefined();
    expect(waitFromMessage(undefined)).toBeUndefined();
  });
});

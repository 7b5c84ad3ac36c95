/** Whole seconds from `now` until `deadline` (both in ms), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The wait a refused resend names: the server answers 429 'Please wait N seconds before asking for
 * a new code.' Undefined when the message names none.
 */
export function waitFromMessage(message: string | undefined): number | undefined {
  const seconds = message?.match(/wait (\d{1,5}) seconds?/i)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

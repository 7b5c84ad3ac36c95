/** The current time in milliseconds: Date.now in the app, a clock the tests move in theirs. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The current time in milliseconds: Date.now in the app, a clock the tests move in theirs. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC calendar day, YYYY-MM-DD. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The clock's time as the databases store it (ISO-8601, docs/decisions/004). */
export const isoNow = (clock: Clock): string => new Date(clock()).toISOString();

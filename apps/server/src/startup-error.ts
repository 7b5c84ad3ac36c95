/**
 * A reason the server cannot start that the operator can act on (a bad setting, a database that
 * cannot be reached, a data folder that cannot be written): start.ts prints its message as one
 * line and exits, without a stack trace.
 */
export class StartupError extends Error {}

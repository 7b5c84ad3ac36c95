/**
 * What a service refuses, by kind, with a message meant for the user. Services know nothing of
 * HTTP: the one error handler (http/errors.ts) answers each kind with its status.
 */
export class DomainError extends Error {
  /** A second, longer text where a screen shows one (the login code dialog). */
  readonly data: string | undefined;
  constructor(message: string, options?: ErrorOptions & { data?: string }) {
    super(message, options);
    this.data = options?.data;
  }
}

/** What was sent breaks a rule (a wrong code or password, a payment for another portfolio). */
export class InvalidError extends DomainError {}

/** Nobody is signed in, or the session has ended. */
export class NotSignedInError extends DomainError {}

/** The payment was declined. */
export class PaymentDeclinedError extends DomainError {}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {}

/** What was asked for does not exist (or is not the user's). */
export class NotFoundError extends DomainError {}

/** It exists already, or its state does not allow this (a taken name, a resolved report). */
export class ConflictError extends DomainError {}

/** Too many tries in a while: try again later. */
export class TooManyError extends DomainError {}

/** A service we depend on (mail, the payment provider) failed. */
export class UpstreamError extends DomainError {}

/** Something we depend on is briefly out of reach (DNS, publishing a paid site): try again shortly. */
export class UnavailableError extends DomainError {}

/** An upload is too big to take (bytes, pixels, frames). */
export class TooLargeError extends DomainError {}

/** An upload is not of a kind we take (not a picture, or a broken one). */
export class UnsupportedMediaError extends DomainError {}

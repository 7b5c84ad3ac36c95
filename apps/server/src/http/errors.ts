import { portfolioMessages } from '@portfolio/shared/portfolio';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDiskFull } from '../db/errors.ts';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  NotSignedInError,
  PaymentDeclinedError,
  TooLargeError,
  TooManyError,
  UnavailableError,
  UnsupportedMediaError,
  UpstreamError,
} from '../lib/domain-errors.ts';
import { StorageUnavailableError } from '../modules/storage/storage.ts';

/**
 * An error of the HTTP layer whose message is meant for the user (services throw a DomainError
 * instead), with the HTTP status to answer it with and,
 * where a screen shows a second, longer text (the login code dialog), that text as `data`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly data: string | undefined;
  /** Sent as `Retry-After`: when trying again makes sense (a full queue, a busy server). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    statusCode: number,
    message: string,
    data?: string,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.statusCode = statusCode;
    this.data = data;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** The status each kind of refusal a service throws is answered with. */
const domainStatuses: [typeof DomainError, number][] = [
  [InvalidError, 400],
  [NotSignedInError, 401],
  [PaymentDeclinedError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedMediaError, 415],
  [TooManyError, 429],
  [UpstreamError, 502],
  [UnavailableError, 503],
];

/** A service's refusal as an AppError with its status; other errors as they are. */
function withStatus(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  const status = domainStatuses.find(([kind]) => error instanceof kind)?.[1];
  return status === undefined ? error : new AppError(status, error.message, error.data, { cause: error });
}

// Fastify's own messages for bad requests, in words a user can act on.
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_REQ_FILE_TOO_LARGE: portfolioMessages.coverImageTooLarge,
  FST_FILES_LIMIT: 'Send one cover image only.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the portfolio as multipart/form-data.',
};

/** Every failure leaves as `{ success: false, message }`; unexpected faults are 500 without details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | DomainError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(thrown)) {
      return reply.status(400).send({ success: false, message: validationMessage(thrown) });
    }
    const error = withStatus(thrown) as FastifyError | AppError;
    const status = error.statusCode ?? 500;
    if (error instanceof AppError) {
      // Our own errors carry a message meant for the user, also when a dependency failed (502).
      // A busy server's refusal (a full queue) is expected under load: a warning, not an error.
      if (error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
        if (status >= 500) request.log.warn({ message: error.message }, 'request refused: busy');
      } else if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, message: error.message, data: error.data });
    }
    if (status >= 500 && isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply
        .status(503)
        .send({ success: false, message: 'The server has run out of disk space. Please try again later.' });
    }
    if (error instanceof StorageUnavailableError || (status >= 500 && isDatabaseUnavailable(error))) {
      // An outage, not a bug: the client may try again shortly (the pool reconnects by itself).
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({
        success: false,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    const message = (error.code && fastifyMessages[error.code]) || error.message;
    return reply.status(status).send({ success: false, message });
  });
}

/**
 * The first issue's message of a request the route's schemas refused (decisions 34 and 43): a body that is
 * not an object at all is named as such rather than by the schema's first field.
 */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid input.';
  const notAnObject = first.instancePath === '/' && first.keyword === 'invalid_type';
  if (notAnObject && error.validationContext === 'body') return 'The request body must be a JSON object.';
  return first.message ?? 'Invalid input.';
}

export function sendApiNotFound(method: string, url: string) {
  return { success: false, message: `No API route for ${method} ${url.split('?')[0]}.` };
}

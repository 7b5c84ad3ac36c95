import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose message is meant for the user, with the HTTP status to answer it with. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

// Fastify's own messages for bad requests, in words a user can act on.
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
};

/** Every failure leaves as `{ success: false, message }`; only our own faults are 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    const code = 'code' in error ? error.code : undefined;
    const message = (code && fastifyMessages[code]) || error.message;
    return reply.status(status).send({ success: false, message });
  });
}

export function sendApiNotFound(method: string, url: string) {
  return { success: false, message: `No API route for ${method} ${url.split('?')[0]}.` };
}

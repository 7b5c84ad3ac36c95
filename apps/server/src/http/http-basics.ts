import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { COVER_IMAGE_MAX_BYTES } from '@portfolio/shared/portfolio';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import { sharedRateLimitStore } from '../shared-state/rate-limit-store.ts';
import { clientKey } from './client-key.ts';
import { AppError, registerErrorHandling } from './errors.ts';
import { requireSameOrigin } from './same-origin.ts';
import { sendSecurityHeaders } from './security-headers.ts';

/**
 * What every route shares: JSON only (and multipart where files are sent), readable errors,
 * security headers, the same-origin check, compression, cookies, and per-client rate limits.
 */
export async function registerHttpBasics(
  app: FastifyInstance,
  config: Config,
  { redis }: Services,
): Promise<void> {
  // Plain text is refused with 415; an empty JSON body (a bare POST such as logout) reaches the route as "no body".
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  registerErrorHandling(app);

  app.addHook('onRequest', sendSecurityHeaders(config));
  app.addHook('onRequest', requireSameOrigin);
  // Brotli or gzip for text answers over 1 KB that are not compressed already.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  // The portfolio form: a cover image and a photo of at most 5 MB each and its text fields, checked while streaming.
  await app.register(fastifyMultipart, {
    limits: { fileSize: COVER_IMAGE_MAX_BYTES, files: 2, fields: 40, fieldSize: 512 * 1024, parts: 42 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    // With Redis every server counts into one shared window per client; without, each counts alone.
    store: sharedRateLimitStore(redis, config.redis?.keyPrefix ?? ''),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  });
}

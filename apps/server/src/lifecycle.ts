import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { Services } from './services.ts';

/**
 * Background work and shutdown: the daily re-check of custom domains (each server looks hourly for
 * due ones); on close, the timers, the engines and the database; while closing, every answer asks
 * its client to hang up, so a keep-alive connection does not hold close() open for its whole timeout.
 * Returns whether the app is closing (the fast path asks too).
 */
export function manageLifecycle(
  app: FastifyInstance,
  db: Kysely<Database>,
  services: Services,
): () => boolean {
  const recheck = setInterval(
    () =>
      services.domains
        .recheckDue()
        .catch((error) => app.log.warn({ err: error }, 'custom domain re-check failed')),
    60 * 60 * 1000,
  );
  recheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(recheck);
    await services.close();
    await db.destroy();
  });
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A callback hook, not async: it runs on every answer and should cost next to nothing.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return () => closing;
}

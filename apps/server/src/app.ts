import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { registerErrorHandling } from './http/errors.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { spaPlugin } from './web/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
}

/** Builds the whole app without listening: main.ts listens, the tests inject. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const db = await openDatabase(config);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Keep-alive sockets are closed on shutdown so close() does not wait for idle clients.
    forceCloseConnections: 'idle',
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  // While shutting down, answers in flight ask their client to hang up, so a keep-alive
  // connection does not hold close() open for the whole keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // The API speaks JSON (and multipart where files are sent); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  await app.register(healthRoutes);
  await app.register(notificationsRoutes);
  await app.register(spaPlugin, { distDir: config.webDistDir });
  return app;
}

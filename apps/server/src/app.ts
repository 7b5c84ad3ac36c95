import type { User } from '@portfolio/shared/auth';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { prepareDataDir } from './data-dir.ts';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { registerHttpBasics } from './http/http-basics.ts';
import { type FastPaths, serverOptions } from './http/server-options.ts';
import type { Clock } from './lib/clock.ts';
import { hangUpWhileClosing, startLifecycle } from './lifecycle.ts';
import { createSiteFastPaths } from './modules/sites/site-fast-path.ts';
import { registerRoutes } from './routes.ts';
import { createServices, type Services } from './services.ts';
import { markServerStarted } from './work/idle-threads.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** onRequest hook: 401 unless signed in; sets request.user. */
    requireUser: Hook;
    /** onRequest hook: 401 unless signed in, 403 unless ADMIN. */
    requireAdmin: Hook;
  }
  interface FastifyRequest {
    user: User | null;
  }
}

/**
 * Where log lines go (standard output, or a stream of the caller's), and the clock every rule about
 * time reads (tests move it instead of waiting; docs/decisions/038 lists the stamps that do not).
 */
type BuildOptions = { logStream?: { write(line: string): void }; clock?: Clock };

/** The app and what it was built from: the tests keep the services to reach past HTTP. */
export type BuiltApp = { app: FastifyInstance; services: Services };

/** Builds the whole app without listening: start.ts listens, the tests inject. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  return (await buildAppWithServices(config, options)).app;
}

/**
 * Builds the services, registers the routes on them, then starts the lifecycle (connections,
 * checks, timers) and seeds the demo site.
 */
export async function buildAppWithServices(
  config: Config,
  { logStream, clock }: BuildOptions = {},
): Promise<BuiltApp> {
  // Published sites' cached files are answered before Fastify once the services exist (below).
  let fastPaths: FastPaths = {
    raw: () => undefined,
    http: (request, response, fastify) => fastify(request, response),
  };
  const app = Fastify(serverOptions(config, logStream, () => fastPaths));
  prepareDataDir(config.dataDir);
  const db = await openDatabase(config, app.log);
  const services = await createServices(db, config, app.log, clock);

  app.decorate('db', db);
  app.decorate('requireUser', services.guards.requireUser);
  app.decorate('requireAdmin', services.guards.requireAdmin);
  app.decorateRequest('user', null);
  const isClosing = hangUpWhileClosing(app);
  // Route schemas are the shared zod schemas (http/api-route.ts): validated by zod itself.
  app.setValidatorCompiler(validatorCompiler);

  await registerHttpBasics(app, config, services);
  await registerRoutes(app, config, services);
  fastPaths = createSiteFastPaths({
    cache: services.siteCache,
    hosts: services.siteHosts,
    answer: services.siteAnswer,
    trustProxy: config.trustProxy,
    isClosing,
  });
  await startLifecycle(app, db, config, services);
  if (config.seedDemo) await services.seedDemo();
  // Start-up's own publishes are done: the background threads may lower themselves now.
  markServerStarted();
  return { app, services };
}

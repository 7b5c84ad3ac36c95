import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { DomainsService } from './modules/domains/service.ts';
import { StorageUnavailableError } from './modules/storage/storage.ts';
import type { Services } from './services.ts';
import { StartupError } from './startup-error.ts';

/** Custom domains due a re-check (daily each) are looked for hourly, by every server. */
const RECHECK_EVERY_MS = 60 * 60 * 1000;

/** Something the app runs beside answering requests: started once built, stopped on close. */
type Part = { start?: () => void | Promise<void>; stop?: () => void | Promise<void> };

/**
 * Everything that connects, checks or runs on a timer, in the order it starts; it stops in the
 * reverse order, so what a later part still uses on its way out (the views' last flush writes to
 * the database; a résumé being published announces through Redis) is still there.
 */
function partsOf(db: Kysely<Database>, config: Config, services: Services, log: FastifyBaseLogger): Part[] {
  const { redis, changes, storage, mailer, cpu, resumeReader, publisher, views, retention, orphans } =
    services;
  return [
    // Opened (and migrated) before the services were built: closed last.
    { stop: () => db.destroy() },
    { start: () => checkStorage(config, storage.ping) },
    { start: () => redis?.connect(), stop: () => redis?.close() },
    { start: () => changes.start() },
    { stop: () => mailer.close() },
    { stop: () => cpu.close() },
    { stop: () => resumeReader.close() },
    { stop: () => publisher.close() },
    { start: () => views.start(), stop: () => views.close() },
    { start: () => retention.start(), stop: () => retention.close() },
    { start: () => orphans.start(), stop: () => orphans.close() },
    // After the publisher in the list, so it stops first: a batch it took is published before.
    { start: () => services.releaseSweep.start(), stop: () => services.releaseSweep.close() },
    domainRecheck(services.domains, log),
  ];
}

function domainRecheck(domains: DomainsService, log: FastifyBaseLogger): Part {
  let timer: NodeJS.Timeout | undefined;
  const recheck = () =>
    domains.recheckDue().catch((error) => log.warn({ err: error }, 'custom domain re-check failed'));
  return {
    start() {
      timer = setInterval(recheck, RECHECK_EVERY_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

/** A bucket that cannot be reached stops start-up with one line, as a database would. */
async function checkStorage(config: Config, ping: () => Promise<void>): Promise<void> {
  if (config.storage.kind !== 's3') return;
  try {
    await ping();
  } catch (error) {
    const where = config.storage.endpoint ?? 'AWS S3';
    const reason = (error instanceof StorageUnavailableError ? error.cause : error) as Error;
    throw new StartupError(
      `the file storage s3://${config.storage.bucket} at ${where} could not be reached (${reason.name}: ${reason.message}).`,
    );
  }
}

/** Stops each part, the last started first; one that fails does not keep the others running. */
async function stopAll(started: Part[]): Promise<void> {
  const failures: unknown[] = [];
  for (const part of started.toReversed()) {
    try {
      await part.stop?.();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/**
 * The one place where the built app starts running: connections, the storage check and every
 * timer. They stop when the app closes (after requests in flight); if one fails to start, those
 * started already stop and the error is thrown.
 */
export async function startLifecycle(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: Config,
  services: Services,
): Promise<void> {
  const started: Part[] = [];
  try {
    for (const part of partsOf(db, config, services, app.log)) {
      await part.start?.();
      started.push(part);
    }
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  app.addHook('onClose', () => stopAll(started));
}

/**
 * While closing, every answer asks its client to hang up, so a keep-alive connection does not hold
 * close() open for its whole timeout (docs/decisions/005). Returns whether the app is closing (the
 * fast path asks too).
 */
export function hangUpWhileClosing(app: FastifyInstance): () => boolean {
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

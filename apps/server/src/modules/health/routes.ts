import type { StatsFs } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { RedisLink } from '../../shared-state/redis.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * /healthz answers within 2 s whatever the database, the file storage or the disk does: it waits
 * this long. The disk's and a disk storage's calls run on libuv's thread pool, which image work
 * may keep busy; a stuck call is left to finish on its own.
 */
const DEADLINE_MS = 1500;

type Check = { ok: true } | { ok: false; message: string };

/** `work`'s check, or the `late` answer if it takes longer than DEADLINE_MS. */
async function inTime(work: Promise<Check>, late: string): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: late }), DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

type Options = {
  pingDatabase: () => Promise<void>;
  storage: Storage;
  redis: RedisLink | undefined;
  /** The disk checked for room: DATA_DIR, and the MB it must have free (MIN_FREE_DISK_MB). */
  dataDir: string;
  minFreeDiskMb: number;
};

/**
 * Liveness and readiness in one: the app answers, its database and file storage do too (in
 * time), and the disk under DATA_DIR has room for the next upload, page or database write.
 * Redis, when configured, is reported but does not fail the check: without it a server still
 * serves everything (limits count locally), and a load balancer must not drop every server at once.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { pingDatabase, storage, redis, dataDir, minFreeDiskMb }: Options,
): Promise<void> {
  const failed =
    (what: string, message: string) =>
    (error: unknown): Check => {
      app.log.error({ err: error }, `health check: ${what} unreachable`);
      return { ok: false, message };
    };

  const checkDatabase = () =>
    inTime(
      pingDatabase().then((): Check => ({ ok: true }), failed('database', 'The database is unreachable.')),
      'The database did not answer in time.',
    );

  const checkStorage = () =>
    inTime(
      storage
        .ping()
        .then((): Check => ({ ok: true }), failed('file storage', 'The file storage is unreachable.')),
      'The file storage did not answer in time.',
    );

  function roomOnDisk(stats: StatsFs): Check {
    const freeMb = Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
    if (freeMb >= minFreeDiskMb) return { ok: true };
    return {
      ok: false,
      message: `The disk is full: ${freeMb} MB free in ${dataDir}, ${minFreeDiskMb} MB needed (MIN_FREE_DISK_MB).`,
    };
  }

  const checkDisk = () =>
    inTime(
      fs
        .statfs(dataDir)
        .then(
          roomOnDisk,
          (): Check => ({ ok: false, message: `The data folder ${dataDir} cannot be read.` }),
        ),
      'The disk did not answer in time.',
    );

  app.get('/healthz', async (_request, reply) => {
    const checks = await Promise.all([checkDatabase(), checkStorage(), checkDisk()]);
    const failure = checks.find((check): check is { ok: false; message: string } => !check.ok);
    const shared = redis && { redis: redis.ready() ? 'connected' : 'unavailable' };
    if (!failure) return { status: 'ok', ...shared };
    return reply.status(503).send({ status: 'unavailable', message: failure.message, ...shared });
  });
}

import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** /healthz answers within 2 s whatever the database does: it waits this long for `select 1`. */
const DATABASE_DEADLINE_MS = 1500;

type Check = { ok: true } | { ok: false; message: string };

/**
 * Liveness and readiness in one: the app answers, its database does too (in time), and the disk
 * under DATA_DIR has room for the next upload, page or database write.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { dataDir, minFreeDiskMb } = app.config;

  async function checkDatabase(): Promise<Check> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<Check>((resolve) => {
      timer = setTimeout(
        () => resolve({ ok: false, message: 'The database did not answer in time.' }),
        DATABASE_DEADLINE_MS,
      );
    });
    const query = sql`select 1`.execute(app.db).then(
      (): Check => ({ ok: true }),
      (error: unknown): Check => {
        app.log.error({ err: error }, 'health check: database unreachable');
        return { ok: false, message: 'The database is unreachable.' };
      },
    );
    try {
      return await Promise.race([query, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function checkDisk(): Promise<Check> {
    const stats = await fs.statfs(dataDir).catch(() => undefined);
    if (!stats) return { ok: false, message: `The data folder ${dataDir} cannot be read.` };
    const freeMb = Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
    if (freeMb >= minFreeDiskMb) return { ok: true };
    return {
      ok: false,
      message: `The disk is full: ${freeMb} MB free in ${dataDir}, ${minFreeDiskMb} MB needed (MIN_FREE_DISK_MB).`,
    };
  }

  app.get('/healthz', async (_request, reply) => {
    const checks = await Promise.all([checkDatabase(), checkDisk()]);
    const failed = checks.find((check): check is { ok: false; message: string } => !check.ok);
    if (!failed) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable', message: failed.message });
  });
}

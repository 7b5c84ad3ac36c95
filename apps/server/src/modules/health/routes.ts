import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Liveness and readiness in one: the app answers and its database does too. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', message: 'The database is unreachable.' });
    }
  });
}

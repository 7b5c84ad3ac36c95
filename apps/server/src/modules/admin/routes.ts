import { adminListQuerySchema } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validate.ts';
import type { AdminRepo } from './repo.ts';

/** The admin tables of SPEC.md §7: ADMIN only (401 anonymous, 403 USER), paged on the server. */
export async function adminRoutes(
  app: FastifyInstance,
  { admin: repo }: { admin: AdminRepo },
): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);

  const lists = [
    [apiPaths.adminUserList, repo.users],
    [apiPaths.adminContactMessages, repo.contactMessages],
    [apiPaths.adminTemplateMessages, repo.templateMessages],
    [apiPaths.adminNotificationEmails, repo.notificationEmails],
    [apiPaths.adminRefunds, repo.refunds],
  ] as const;

  for (const [path, list] of lists) {
    app.get(path, async (request) => ({
      success: true,
      data: await list(parseInput(adminListQuerySchema, request.query)),
    }));
  }
}

import {
  adminContactRowSchema,
  adminListQuerySchema,
  adminNotificationRowSchema,
  adminPageSchema,
  adminRefundRowSchema,
  adminTemplateRowSchema,
  adminUserRowSchema,
} from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import { documented } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
import type { AdminRepo } from './repo.ts';

/** The admin tables of docs/spec.md §7: ADMIN only (401 anonymous, 403 USER), paged on the server. */
export async function adminRoutes(
  app: FastifyInstance,
  { admin: repo }: { admin: AdminRepo },
): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);

  const lists = [
    [apiPaths.adminUserList, repo.users, adminUserRowSchema, 'Accounts'],
    [apiPaths.adminContactMessages, repo.contactMessages, adminContactRowSchema, 'Contact messages'],
    [apiPaths.adminTemplateMessages, repo.templateMessages, adminTemplateRowSchema, 'Template requests'],
    [
      apiPaths.adminNotificationEmails,
      repo.notificationEmails,
      adminNotificationRowSchema,
      'Launch news sign-ups',
    ],
    [apiPaths.adminRefunds, repo.refunds, adminRefundRowSchema, 'Payments owed back'],
  ] as const;

  for (const [path, list, row, what] of lists) {
    const doc = documented({
      summary: `${what}, newest first, one page`,
      access: 'admin',
      query: adminListQuerySchema,
      data: adminPageSchema(row),
    });
    app.get(path, doc, async (request) => ({
      success: true,
      data: await list(parseInput(adminListQuerySchema, request.query)),
    }));
  }
}

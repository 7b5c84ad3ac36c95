import { operatorTexts } from '@portfolio/shared/operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import type { AbuseReports } from '../abuse-reports/service.ts';
import type { AuditRepo } from './audit-log-repo.ts';
import type { AdminRepo } from './lists-repo.ts';
import type { OperatorService } from './operator-service.ts';
import type { Takedowns } from './takedowns.ts';

/** The read-only tables, one page at a time. */
type Lists = Pick<
  AdminRepo,
  'users' | 'contactMessages' | 'templateMessages' | 'notificationEmails' | 'refunds'
> & {
  auditLog: AuditRepo['list'];
};

type Options = {
  lists: Lists;
  operator: OperatorService;
  takedowns: Takedowns;
  reports: AbuseReports;
};

/** The admin area: ADMIN only (401 anonymous, 403 USER), every table paged on the server. */
export async function adminRoutes(
  app: FastifyInstance,
  { lists: tables, operator, takedowns, reports }: Options,
): Promise<void> {
  /** Who acts, for the audit log: the signed-in administrator. */
  const actor = (request: FastifyRequest) => signedInUser(request).email;

  const lists = [
    ['adminUserList', tables.users],
    ['adminContactMessages', tables.contactMessages],
    ['adminTemplateMessages', tables.templateMessages],
    ['adminNotificationEmails', tables.notificationEmails],
    ['adminRefunds', tables.refunds],
    ['adminAuditLog', tables.auditLog],
  ] as const;
  for (const [name, list] of lists) {
    serve(app, name, async (request) => ({ success: true, data: await list(request.query) }));
  }

  serve(app, 'adminPortfolios', async (request) => ({
    success: true,
    data: await operator.portfolios(request.query),
  }));

  serve(app, 'adminTakedown', async (request) => {
    const { portfolioId, reason } = request.body;
    await takedowns.takeDown(actor(request), portfolioId, reason);
    return { success: true, message: operatorTexts.takenDown };
  });

  serve(app, 'adminRestore', async (request) => {
    const { portfolioId, reason } = request.body;
    await takedowns.restore(actor(request), portfolioId, reason);
    return { success: true, message: operatorTexts.restored };
  });

  serve(app, 'adminReports', async (request) => {
    const { status, ...page } = request.query;
    return { success: true, data: await reports.list(page, status) };
  });

  serve(app, 'adminResolveReport', async (request) => {
    const input = request.body;
    await reports.resolve(actor(request), input);
    return {
      success: true,
      message: input.action === 'takedown' ? operatorTexts.takenDown : 'The report is dismissed.',
    };
  });

  serve(app, 'adminPayments', async (request) => ({
    success: true,
    data: await operator.payments(request.query),
  }));

  serve(app, 'adminPaymentsCsv', async (request, reply) => {
    const filter = request.query;
    const csv = await operator.paymentsCsv(filter);
    const span = [filter.from, filter.to].filter(Boolean).join('-to-') || 'all';
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="payments-${span}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  serve(app, 'adminMetrics', async (request) => ({
    success: true,
    data: await operator.metrics(request.query.days),
  }));
}

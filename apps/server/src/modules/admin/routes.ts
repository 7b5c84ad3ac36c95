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
import type { User } from '@portfolio/shared/auth';
import {
  adminAuditRowSchema,
  adminMetricsQuerySchema,
  adminMetricsSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  adminPortfolioRowSchema,
  adminPortfoliosQuerySchema,
  adminReportRowSchema,
  adminReportsQuerySchema,
  operatorTexts,
  paymentsFilterSchema,
  resolveReportSchema,
  takedownSchema,
} from '@portfolio/shared/operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documented, type RouteDoc } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
import type { AbuseReports } from '../abuse-reports/service.ts';
import type { AuditRepo } from '../audit/repo.ts';
import type { Takedowns } from '../takedowns/service.ts';
import type { OperatorService } from './operator-service.ts';
import type { AdminRepo } from './repo.ts';

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
  app.addHook('onRequest', app.requireAdmin);
  const admin = (doc: Omit<RouteDoc, 'access'>) => documented({ ...doc, access: 'admin' });
  /** Who acts, for the audit log: the signed-in administrator. */
  const actor = (request: FastifyRequest) => (request.user as User).email;

  const lists = [
    [apiPaths.adminUserList, tables.users, adminUserRowSchema, 'Accounts'],
    [apiPaths.adminContactMessages, tables.contactMessages, adminContactRowSchema, 'Contact messages'],
    [apiPaths.adminTemplateMessages, tables.templateMessages, adminTemplateRowSchema, 'Template requests'],
    [
      apiPaths.adminNotificationEmails,
      tables.notificationEmails,
      adminNotificationRowSchema,
      'Launch news sign-ups',
    ],
    [apiPaths.adminRefunds, tables.refunds, adminRefundRowSchema, 'Payments owed back'],
    [apiPaths.adminAuditLog, tables.auditLog, adminAuditRowSchema, 'Every administrator action'],
  ] as const;

  for (const [path, list, row, what] of lists) {
    const doc = admin({
      summary: `${what}, newest first, one page`,
      query: adminListQuerySchema,
      data: adminPageSchema(row),
    });
    app.get(path, doc, async (request) => ({
      success: true,
      data: await list(parseInput(adminListQuerySchema, request.query)),
    }));
  }

  app.get(
    apiPaths.adminPortfolios,
    admin({
      summary: 'Portfolios newest first, searched by hosting name or owner e-mail, filtered by status',
      query: adminPortfoliosQuerySchema,
      data: adminPageSchema(adminPortfolioRowSchema),
    }),
    async (request) => ({
      success: true,
      data: await operator.portfolios(parseInput(adminPortfoliosQuerySchema, request.query)),
    }),
  );

  app.post(
    apiPaths.adminTakedown,
    admin({ summary: 'Takes a site off the web with a reason, mailed to its owner', body: takedownSchema }),
    async (request) => {
      const { portfolioId, reason } = parseInput(takedownSchema, request.body);
      await takedowns.takeDown(actor(request), portfolioId, reason);
      return { success: true, message: operatorTexts.takenDown };
    },
  );

  app.post(
    apiPaths.adminRestore,
    admin({ summary: 'Puts a taken-down site back online', body: takedownSchema }),
    async (request) => {
      const { portfolioId, reason } = parseInput(takedownSchema, request.body);
      await takedowns.restore(actor(request), portfolioId, reason);
      return { success: true, message: operatorTexts.restored };
    },
  );

  app.get(
    apiPaths.adminReports,
    admin({
      summary: "Visitors' reports of sites, newest first, with each site's status",
      query: adminReportsQuerySchema,
      data: adminPageSchema(adminReportRowSchema),
    }),
    async (request) => {
      const { status, ...page } = parseInput(adminReportsQuerySchema, request.query);
      return { success: true, data: await reports.list(page, status) };
    },
  );

  app.post(
    apiPaths.adminResolveReport,
    admin({ summary: 'Resolves a report: takes its site down, or dismisses it', body: resolveReportSchema }),
    async (request) => {
      const input = parseInput(resolveReportSchema, request.body);
      await reports.resolve(actor(request), input);
      return {
        success: true,
        message: input.action === 'takedown' ? operatorTexts.takenDown : 'The report is dismissed.',
      };
    },
  );

  app.get(
    apiPaths.adminPayments,
    admin({
      summary: 'Every order newest first with its payer, filtered by period and status, with totals',
      query: adminPaymentsQuerySchema,
      data: adminPaymentsPageSchema,
    }),
    async (request) => ({
      success: true,
      data: await operator.payments(parseInput(adminPaymentsQuerySchema, request.query)),
    }),
  );

  app.get(
    apiPaths.adminPaymentsCsv,
    admin({
      summary: 'The payments of the filter as a CSV file',
      query: paymentsFilterSchema,
      file: 'text/csv',
    }),
    async (request, reply) => {
      const filter = parseInput(paymentsFilterSchema, request.query);
      const csv = await operator.paymentsCsv(filter);
      const span = [filter.from, filter.to].filter(Boolean).join('-to-') || 'all';
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payments-${span}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    apiPaths.adminMetrics,
    admin({
      summary: 'Sign-ups, portfolios created, sites gone live and revenue per day (30 or 90 days)',
      query: adminMetricsQuerySchema,
      data: adminMetricsSchema,
    }),
    async (request) => {
      const { days } = parseInput(adminMetricsQuerySchema, request.query);
      return { success: true, data: await operator.metrics(days) };
    },
  );
}

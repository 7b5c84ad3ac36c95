import type { AdminReportRow, ReportReason } from '@portfolio/shared/operator';
import type { Kysely } from 'kysely';
import { type Database, toIsoString } from '../../db/schema.ts';
import { listTotal, type PageRequest } from '../admin/lists-repo.ts';

type NewReport = {
  id: string;
  hostingName: string;
  reason: ReportReason;
  details: string;
  reporterEmail: string | null;
  createdAt: string;
};

type Status = AdminReportRow['status'];

export function createAbuseReportsRepo(db: Kysely<Database>) {
  return {
    async insert(report: NewReport): Promise<void> {
      await db
        .insertInto('abuse_reports')
        .values({
          id: report.id,
          hosting_name: report.hostingName,
          reason: report.reason,
          details: report.details,
          reporter_email: report.reporterEmail,
          status: 'open',
          created_at: report.createdAt,
        })
        .execute();
    },

    /** Deletes reports resolved before `before`. */
    async forgetResolvedBefore(before: string): Promise<number> {
      const result = await db
        .deleteFrom('abuse_reports')
        .where('status', '!=', 'open')
        .where('resolved_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    findById: (id: string) =>
      db.selectFrom('abuse_reports').selectAll().where('id', '=', id).executeTakeFirst(),

    async resolve(
      id: string,
      status: Exclude<Status, 'open'>,
      resolution: string,
      at: string,
    ): Promise<void> {
      await db
        .updateTable('abuse_reports')
        .set({ status, resolution, resolved_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Newest first, with the reported site's portfolio and its status now. */
    async list(
      { page, limit }: PageRequest,
      status: Status | undefined,
    ): Promise<{ users: AdminReportRow[]; total: number }> {
      let reports = db.selectFrom('abuse_reports');
      if (status) reports = reports.where('abuse_reports.status', '=', status);
      const rows = await reports
        .leftJoin('portfolios', 'portfolios.hosting_name', 'abuse_reports.hosting_name')
        .selectAll('abuse_reports')
        .select(['portfolios.id as portfolio_id', 'portfolios.status as site_status'])
        .orderBy('abuse_reports.created_at', 'desc')
        .orderBy('abuse_reports.id', 'desc')
        .limit(limit)
        .offset(page * limit)
        .execute();
      const total = await listTotal(rows.length, { page, limit }, reports);
      return {
        users: rows.map((r) => ({
          _id: r.id,
          site: r.hosting_name,
          reason: r.reason,
          details: r.details,
          reporterEmail: r.reporter_email,
          status: r.status,
          resolution: r.resolution,
          createdAt: toIsoString(r.created_at),
          resolvedAt: r.resolved_at === null ? null : toIsoString(r.resolved_at),
          portfolioId: r.portfolio_id,
          siteStatus: r.site_status,
        })),
        total,
      };
    },
  };
}

export type AbuseReportsRepo = ReturnType<typeof createAbuseReportsRepo>;

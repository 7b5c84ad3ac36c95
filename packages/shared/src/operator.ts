import { z } from 'zod';
import { adminListQuerySchema } from './admin.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { PORTFOLIO_STATUSES, portfolioRefSchema } from './portfolio.ts';

/** The operator's console (issue 18): portfolios, takedowns, abuse reports, payments, metrics, audit. */
export const operatorTexts = {
  reasonRequired: 'Please give a reason: it is recorded, and the owner reads it.',
  reasonTooLong: 'The reason can be at most 1000 characters.',
  takenDown: 'The site is taken down and its owner has been told why.',
  restored: 'The site is back online and its owner has been told.',
  notTakeDownable: 'Only a live or offline site can be taken down.',
  notTakenDown: 'This site is not taken down.',
  ownerCannotPublish:
    'This site was taken down by our team, so it cannot be published. Read the reason on your portfolio card.',
  reportSiteRequired: 'Please give the address or name of the site.',
  reportReasonInvalid: 'Please choose what is wrong with the site.',
  reportDetailsRequired: 'Please describe what is wrong, so we can check it.',
  reportDetailsTooLong: 'Please keep the description under 5000 characters.',
  reportEmailInvalid: 'Please enter a valid e-mail address, or leave it empty.',
  reportNoSuchSite: 'There is no published site with this name.',
  reportSent: 'Thank you. Your report has reached our team: we look at every report within 2 working days.',
  reportTooMany: 'Too many reports from you just now. Please try again in an hour.',
  reportResolved: 'This report is already resolved.',
  reportNotFound: 'There is no such report.',
  dateInvalid: 'Dates must be written YYYY-MM-DD.',
  rangeInvalid: 'The period must end on or after the day it starts.',
} as const;

const reason = z
  .string({ error: operatorTexts.reasonRequired })
  .trim()
  .min(1, operatorTexts.reasonRequired)
  .max(1000, operatorTexts.reasonTooLong);

const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(['', ...values] as unknown as T, { error: `status must be one of: ${values.join(', ')}.` })
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));

/** `?q=` (part of a hosting name or the owner's e-mail) and `?status=` of the admin portfolios table. */
export const adminPortfoliosQuerySchema = adminListQuerySchema.extend({
  q: z
    .string({ error: 'q must be text.' })
    .trim()
    .max(254, 'The search can be at most 254 characters.')
    .optional()
    .transform((q) => q?.toLowerCase() ?? ''),
  status: statusFilter(PORTFOLIO_STATUSES),
});
export type AdminPortfoliosQuery = z.output<typeof adminPortfoliosQuerySchema>;

export const adminPortfolioRowSchema = z.object({
  _id: z.string(),
  hostingName: z.string(),
  ownerEmail: z.string(),
  title: z.string(),
  status: z.enum(PORTFOLIO_STATUSES),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** Where the site answers while it is live; null otherwise. */
  liveUrl: z.string().nullable(),
  takedownReason: z.string().nullable(),
});
export type AdminPortfolioRow = z.infer<typeof adminPortfolioRowSchema>;

export const takedownSchema = portfolioRefSchema.extend({ reason });
export type TakedownInput = z.infer<typeof takedownSchema>;

/** What a visitor may report a site for. */
export const REPORT_REASONS = {
  phishing: 'Phishing or a scam',
  stolen_content: 'Stolen content or impersonation',
  malware: 'Malware or harmful downloads',
  hate_or_violence: 'Hate, harassment or violence',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const reportReasons = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** A visitor's report of a published site (from the 'Report this site' link in every site's footer). */
export const abuseReportSchema = z.object({
  site: z
    .string({ error: operatorTexts.reportSiteRequired })
    .trim()
    .toLowerCase()
    .min(1, operatorTexts.reportSiteRequired)
    .max(253, operatorTexts.reportNoSuchSite),
  reason: z.enum(reportReasons, { error: operatorTexts.reportReasonInvalid }),
  details: z
    .string({ error: operatorTexts.reportDetailsRequired })
    .trim()
    .min(1, operatorTexts.reportDetailsRequired)
    .max(5000, operatorTexts.reportDetailsTooLong),
  email: z
    .string({ error: operatorTexts.reportEmailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, operatorTexts.reportEmailInvalid)
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), operatorTexts.reportEmailInvalid)
    .optional()
    .transform((email) => email || null),
});
export type AbuseReportInput = z.input<typeof abuseReportSchema>;
/** A report as the server holds it, after validation (trimmed, defaults applied). */
export type AbuseReport = z.output<typeof abuseReportSchema>;

export const REPORT_STATUSES = ['open', 'taken_down', 'dismissed'] as const;
export const adminReportsQuerySchema = adminListQuerySchema.extend({
  status: statusFilter(REPORT_STATUSES),
});

export const adminReportRowSchema = z.object({
  _id: z.string(),
  site: z.string(),
  reason: z.enum(reportReasons),
  details: z.string(),
  reporterEmail: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The reported site's portfolio, if one has that name, and its status now. */
  portfolioId: z.string().nullable(),
  siteStatus: z.enum(PORTFOLIO_STATUSES).nullable(),
});
export type AdminReportRow = z.infer<typeof adminReportRowSchema>;

export const resolveReportSchema = z.object({
  reportId: z.string({ error: 'reportId is required.' }).min(1, 'reportId is required.').max(64),
  action: z.enum(['takedown', 'dismiss'], { error: 'action must be takedown or dismiss.' }),
  reason,
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

const day = z
  .string({ error: operatorTexts.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, operatorTexts.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), operatorTexts.dateInvalid);
const optionalDay = z
  .union([z.literal(''), day])
  .optional()
  .transform((value) => value || undefined);

export const ORDER_STATUSES = ['created', 'paid', 'refund_due'] as const;

/** The payments table's filter: created from/to (UTC days, both included) and status. */
export const paymentsFilterSchema = z
  .object({ from: optionalDay, to: optionalDay, status: statusFilter(ORDER_STATUSES) })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: operatorTexts.rangeInvalid,
    path: ['to'],
  });
export type PaymentsFilter = z.output<typeof paymentsFilterSchema>;
export const adminPaymentsQuerySchema = z
  .object({ ...adminListQuerySchema.shape, ...paymentsFilterSchema.shape })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: operatorTexts.rangeInvalid,
    path: ['to'],
  });

export const adminPaymentRowSchema = z.object({
  _id: z.string(),
  /** Null once the payer deleted their account. */
  email: z.string().nullable(),
  hostingName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentId: z.string().nullable(),
  /** What is owed back, for a payment that arrived for an already paid portfolio. */
  note: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

/** Money taken in the filtered period, per currency: paid orders, and payments owed back. */
export const paymentTotalsSchema = z.array(
  z.object({
    currency: z.string(),
    paid: z.number().int(),
    paidCount: z.number().int(),
    refundDue: z.number().int(),
    refundDueCount: z.number().int(),
  }),
);
export const adminPaymentsPageSchema = z.object({
  users: z.array(adminPaymentRowSchema),
  total: z.number().int(),
  totals: paymentTotalsSchema,
});
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

export const METRICS_PERIODS = [30, 90] as const;
export const adminMetricsQuerySchema = z.object({
  days: z
    .enum(['30', '90'], { error: 'days must be 30 or 90.' })
    .default('30')
    .transform((days) => Number(days) as (typeof METRICS_PERIODS)[number]),
});

export const businessDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  signUps: z.number().int(),
  portfoliosCreated: z.number().int(),
  sitesLive: z.number().int(),
  /** Paid orders' amounts in the smallest unit of `currency` (paise). */
  revenue: z.number().int(),
});
export type BusinessDay = z.infer<typeof businessDaySchema>;
/** Every day of the period (zeros included), oldest first, with the period's totals. */
export const adminMetricsSchema = z.object({
  currency: z.string(),
  days: z.array(businessDaySchema),
  totals: businessDaySchema.omit({ day: true }),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;

export const AUDIT_ACTIONS = {
  role_granted: 'Made administrator',
  role_revoked: 'Made user',
  takedown: 'Took a site down',
  restore: 'Restored a site',
  report_dismissed: 'Dismissed a report',
  report_taken_down: 'Took a site down on a report',
  sites_rerendered: 'Re-rendered the live sites',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const adminAuditRowSchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** An administrator's e-mail, or `npm run admin` for the command line. */
  actor: z.string(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]),
  /** What it was done to: an e-mail, a hosting name, a report, or a release's render version. */
  target: z.string(),
  reason: z.string(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;

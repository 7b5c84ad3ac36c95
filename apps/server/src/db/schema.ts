import type { AuditAction, ReportReason } from '@portfolio/shared/operator';
import type { ColumnType, Selectable } from 'kysely';

/** PostgreSQL hands back a Date, SQLite the ISO text we stored; both accept an ISO string. */
export type Timestamp = ColumnType<Date | string, string, string>;

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  user_name: string;
  user_name_key: string;
  full_name: string;
  email: string;
  password_hash: string;
  role: 'USER' | 'ADMIN';
  created_at: Timestamp;
}

export interface OtpCodesTable {
  email: string;
  purpose: 'register' | 'login' | 'delete_account';
  /** Who asked for the code: its browser's pm_client cookie, or its address (see otp-client.ts). */
  client_key: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: number;
  consumed_at: Timestamp | null;
  sent_at: Timestamp;
  window_started_at: Timestamp;
  sent_in_window: number;
}

export interface SessionsTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  reply_to: string | null;
  created_at: Timestamp;
}

export interface NotificationEmailsTable {
  id: string;
  email: string;
  /** SQLite stores 1/0, PostgreSQL a boolean; read through Boolean(). */
  is_active: ColumnType<boolean | number, boolean, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TemplateMessagesTable {
  id: string;
  user_id: string;
  email: string;
  email_text: string;
  created_at: Timestamp;
}

export interface PortfoliosTable {
  id: string;
  user_id: string;
  hosting_name: string;
  title: string;
  /** The validated PortfolioContent as JSON (jsonb in PostgreSQL, text in SQLite). */
  content: ColumnType<unknown, string, string>;
  /** Storage key of the WebP cover image. */
  cover_image: string;
  cover_width: number;
  cover_height: number;
  /**
   * offline: paid for, taken off the web by its owner (back online with no new payment);
   * taken_down: paid for, taken off the web by an administrator (`takedown_reason`).
   */
  status: 'awaiting_payment' | 'live' | 'offline' | 'taken_down';
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Timestamp | null;
  /** The live site's cover file (`cover-<hash>.webp`), or null before the first publish. */
  published_cover: string | null;
  /** Whether the live site offers its 'Contact me' form (SQLite 1/0: read through Boolean()). */
  contact_form: ColumnType<boolean | number, boolean | undefined, boolean>;
  takedown_reason: string | null;
  taken_down_at: Timestamp | null;
  /** The site template (1 Techfolio, 2 Monograph, 3 Studio). */
  template_id: ColumnType<number, number | undefined, number>;
  /** Storage key of the WebP profile photo, with its size; null when there is none. */
  photo_image: ColumnType<string | null, string | null | undefined, string | null>;
  photo_width: ColumnType<number | null, number | null | undefined, number | null>;
  photo_height: ColumnType<number | null, number | null | undefined, number | null>;
  /** The live site's photo file (`photo-<hash>.webp`), or null. */
  published_photo: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the live site links its PDF résumé ('Download CV'; SQLite 1/0: read through Boolean()). */
  resume_link: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The render version (render-version.ts) of the release that last rendered its site; null before. */
  render_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** The résumé version (render-version.ts) of the release that drew its stored PDF résumé; null before. */
  resume_version: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A release of the app (render-version.ts, `Release.id`): when a server of it first started, and its sweep's progress. */
export interface SiteReleasesTable {
  version: string;
  first_started_at: Timestamp;
  swept_to: string | null;
  swept_at: Timestamp | null;
  next_pass_at: Timestamp | null;
}

export interface OrdersTable {
  id: string;
  /** Null once the account is deleted: the order is kept, cut loose from the person. */
  user_id: string | null;
  /** Null once the portfolio is deleted. */
  portfolio_id: string | null;
  hosting_name: string;
  provider: 'sandbox' | 'razorpay';
  amount: number;
  currency: string;
  /** refund_due: paid after another order had paid for the portfolio; `note` says what is owed. */
  status: 'created' | 'paid' | 'refund_due';
  payment_id: string | null;
  note: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface CustomDomainsTable {
  id: string;
  portfolio_id: string;
  domain: string;
  /** The value the owner puts in the TXT record `_portfolio-maker.{domain}`. */
  token: string;
  status: 'pending' | 'verified' | 'needs_attention';
  /** The last check's findings (DomainCheck[] as JSON). */
  checks: ColumnType<unknown, string | null, string | null>;
  verified_at: Timestamp | null;
  last_checked_at: Timestamp | null;
  /** needs_attention: when the records were first found missing. */
  failing_since: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordFailuresTable {
  email: string;
  window_started_at: Timestamp;
  failures: number;
}

/** A published site's views and distinct visitors on one UTC day (YYYY-MM-DD). */
export interface SiteDailyStatsTable {
  portfolio_id: string;
  day: string;
  views: number;
  visitors: number;
}

/** A site's views per page and day: '/' or a case-study page '/{slug}/'. */
export interface SiteDailyPagesTable {
  portfolio_id: string;
  day: string;
  path: string;
  views: number;
}

/** An image an account uploaded for a project or a section item (migration 0019). */
export interface ImagesTable {
  user_id: string;
  /** 32 hex digits of the upload's SHA-256: its files are `images/<id>/<width>.<avif|webp>`. */
  id: string;
  /** The largest stored size. */
  width: number;
  height: number;
  /** Every stored size and format together: what the account's quota counts. */
  bytes: number;
  created_at: Timestamp;
  /** When a save first placed it; null while only uploaded. */
  attached_at: Timestamp | null;
}

/** Views that came from another site, by that site's host name, per day. */
export interface SiteDailyReferrersTable {
  portfolio_id: string;
  day: string;
  host: string;
  views: number;
}

/** Today's (and yesterday's) visitors as codes of the day's salt; deleted once the day is over. */
export interface SiteDailyVisitorsTable {
  portfolio_id: string;
  day: string;
  visitor: string;
  last_seen_at: Timestamp;
}

export interface StatsSaltsTable {
  day: string;
  salt: string;
}

/** A saved state of a portfolio, newest last; `summary` says what that save changed. */
export interface PortfolioVersionsTable {
  id: string;
  portfolio_id: string;
  title: string;
  content: ColumnType<unknown, string, string>;
  cover_image: string;
  cover_width: number;
  cover_height: number;
  summary: string;
  created_at: Timestamp;
  /** The template of that save; null when it is not known (saved before versions held it). */
  template_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The profile photo of that save, with its size; null when there was none (or it is not known). */
  photo_image: ColumnType<string | null, string | null | undefined, string | null>;
  photo_width: ColumnType<number | null, number | null | undefined, number | null>;
  photo_height: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whether `photo_*` say the photo of that save (SQLite 1/0: read through Boolean()). */
  photo_known: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** For a restore: when the version it brought back was saved. */
  restored_from: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface SiteMessagesTable {
  id: string;
  portfolio_id: string;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A visitor's report of a published site (phishing, stolen content...), open until resolved. */
export interface AbuseReportsTable {
  id: string;
  hosting_name: string;
  reason: ReportReason;
  details: string;
  reporter_email: string | null;
  status: 'open' | 'taken_down' | 'dismissed';
  /** What the administrator who resolved it wrote. */
  resolution: string | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

/** Every administrator action: who, when, what, on what, why. Written once, never changed. */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  actor: string;
  action: AuditAction;
  target: string;
  reason: string;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  otp_codes: OtpCodesTable;
  sessions: SessionsTable;
  mail_outbox: MailOutboxTable;
  notification_emails: NotificationEmailsTable;
  template_messages: TemplateMessagesTable;
  portfolios: PortfoliosTable;
  orders: OrdersTable;
  custom_domains: CustomDomainsTable;
  password_failures: PasswordFailuresTable;
  site_daily_stats: SiteDailyStatsTable;
  site_daily_referrers: SiteDailyReferrersTable;
  site_daily_pages: SiteDailyPagesTable;
  images: ImagesTable;
  site_daily_visitors: SiteDailyVisitorsTable;
  stats_salts: StatsSaltsTable;
  site_messages: SiteMessagesTable;
  portfolio_versions: PortfolioVersionsTable;
  abuse_reports: AbuseReportsTable;
  audit_log: AuditLogTable;
  site_releases: SiteReleasesTable;
}

export type CustomDomainRow = Selectable<CustomDomainsTable>;

export type OrderRow = Selectable<OrdersTable>;

export type PortfolioRow = Selectable<PortfoliosTable>;

/** PostgreSQL parses jsonb for us; SQLite hands back the text we stored. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export type UserRow = Selectable<UsersTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;
export type SiteMessageRow = Selectable<SiteMessagesTable>;

export function toIsoString(value: Date | string): string {
  return new Date(value).toISOString();
}

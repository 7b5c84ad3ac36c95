import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as contactMessages from './migrations/20261122_0001_contact_messages.ts';
import * as accounts from './migrations/20261122_0002_accounts.ts';
import * as notifications from './migrations/20261122_0003_notifications.ts';
import * as portfolios from './migrations/20261122_0004_portfolios.ts';
import * as payments from './migrations/20261122_0005_payments.ts';
import * as otpCodesPerClient from './migrations/20261122_0006_otp_codes_per_client.ts';
import * as onePaidOrder from './migrations/20261122_0007_one_paid_order.ts';
import * as publishedCover from './migrations/20261122_0008_published_cover.ts';
import * as customDomains from './migrations/20261122_0009_custom_domains.ts';
import * as listOrderIndexes from './migrations/20261122_0010_list_order_indexes.ts';
import * as passwordFailures from './migrations/20261122_0011_password_failures.ts';
import * as siteStats from './migrations/20261122_0012_site_stats.ts';
import * as siteMessages from './migrations/20261122_0013_site_messages.ts';
import * as historyAndKeptOrders from './migrations/20261122_0014_history_and_kept_orders.ts';
import * as operatorConsole from './migrations/20261122_0015_operator_console.ts';
import * as templates from './migrations/20261122_0016_templates.ts';
import * as versionsHoldTheLook from './migrations/20261122_0017_versions_hold_the_look.ts';
import * as sitePageViews from './migrations/20261122_0018_site_page_views.ts';
import * as projectImages from './migrations/20261122_0019_project_images.ts';
import * as consoleSearchTrigrams from './migrations/20261127_0020_console_search_trigrams.ts';
import * as statsForgetByDay from './migrations/20261127_0021_stats_forget_by_day.ts';
import * as storedFileNames from './migrations/20261129_0022_stored_file_names.ts';
import * as renderVersions from './migrations/20261202_0023_render_versions.ts';
import * as resumeVersions from './migrations/20261202_0024_resume_versions.ts';

/** Forward-only migrations, in order. A new one is appended here with a later timestamp. */
export const migrations: Record<string, Migration> = {
  '20261122_0001_contact_messages': contactMessages,
  '20261122_0002_accounts': accounts,
  '20261122_0003_notifications': notifications,
  '20261122_0004_portfolios': portfolios,
  '20261122_0005_payments': payments,
  '20261122_0006_otp_codes_per_client': otpCodesPerClient,
  '20261122_0007_one_paid_order': onePaidOrder,
  '20261122_0008_published_cover': publishedCover,
  '20261122_0009_custom_domains': customDomains,
  '20261122_0010_list_order_indexes': listOrderIndexes,
  '20261122_0011_password_failures': passwordFailures,
  '20261122_0012_site_stats': siteStats,
  '20261122_0013_site_messages': siteMessages,
  '20261122_0014_history_and_kept_orders': historyAndKeptOrders,
  '20261122_0015_operator_console': operatorConsole,
  '20261122_0016_templates': templates,
  '20261122_0017_versions_hold_the_look': versionsHoldTheLook,
  '20261122_0018_site_page_views': sitePageViews,
  '20261122_0019_project_images': projectImages,
  '20261127_0020_console_search_trigrams': consoleSearchTrigrams,
  '20261127_0021_stats_forget_by_day': statsForgetByDay,
  '20261129_0022_stored_file_names': storedFileNames,
  '20261202_0023_render_versions': renderVersions,
  '20261202_0024_resume_versions': resumeVersions,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

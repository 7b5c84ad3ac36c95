import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { abuseReportRoutes } from './modules/abuse-reports/routes.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { authRoutes } from './modules/accounts/auth-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { domainRoutes } from './modules/domains/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imagesRoutes } from './modules/images/routes.ts';
import { githubImportRoutes } from './modules/imports/github-routes.ts';
import { linkedInImportRoutes } from './modules/imports/linkedin-routes.ts';
import { resumeImportRoutes } from './modules/imports/resume-routes.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { razorpayDevRoutes } from './modules/payments/razorpay-dev-routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { portfoliosRoutes } from './modules/portfolios/routes.ts';
import { siteMessagesRoutes } from './modules/site-messages/routes.ts';
import { siteRoutes } from './modules/sites/site-routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import type { Services } from './services.ts';
import { spaPlugin } from './web/spa.ts';

/** Every route plugin, each handed the services it uses; the web app last (its catch-all route). */
export async function registerRoutes(
  app: FastifyInstance,
  config: Config,
  services: Services,
): Promise<void> {
  const development = config.env !== 'production';
  const razorpay = config.payments.provider === 'razorpay';
  // First: it hears every API route registered after it, for the OpenAPI document.
  await registerApiDocs(app);
  // Published sites answer first: a request for a site's host never reaches the app.
  await app.register(siteRoutes, {
    cache: services.siteCache,
    hosts: services.siteHosts,
    answer: services.siteAnswer,
    messages: services.siteMessages,
    isTakenDown: services.siteStatus.isTakenDown,
    lookOf: services.siteStatus.lookOf,
    liveDemoUrl: config.liveDemoUrl,
    readImage: services.images.read,
  });
  await app.register(healthRoutes, {
    pingDatabase: services.pingDatabase,
    storage: services.storage,
    redis: services.redis,
    dataDir: config.dataDir,
    minFreeDiskMb: config.minFreeDiskMb,
  });
  await app.register(authRoutes, { accounts: services.accounts, sessions: services.sessions, config });
  await app.register(notificationsRoutes, {
    notifications: services.notifications,
    formRateLimitPerMinute: config.formRateLimitPerMinute,
  });
  await app.register(adminRoutes, {
    lists: services.adminLists,
    operator: services.operator,
    takedowns: services.takedowns,
    reports: services.reports,
  });
  await app.register(abuseReportRoutes, { reports: services.reports });
  await app.register(imagesRoutes, { images: services.images });
  await app.register(linkedInImportRoutes);
  await app.register(githubImportRoutes, { importGithub: services.importGithub });
  await app.register(resumeImportRoutes, { reader: services.resumeReader });
  await app.register(portfoliosRoutes, {
    portfolios: services.portfolios,
    lifecycle: services.lifecycle,
    storage: services.storage,
  });
  await app.register(accountRoutes, {
    account: services.account,
    dataExport: services.dataExport,
    config,
  });
  await app.register(statsRoutes, { stats: services.stats });
  await app.register(siteMessagesRoutes, {
    messages: services.siteMessages,
    portfolios: services.portfolios,
  });
  await app.register(domainRoutes, {
    domains: services.domains,
    hostingNameOf: services.hostLookup.hostingNameOf,
    isLive: services.siteStatus.isLive,
    sitesDomain: config.sitesDomain,
  });
  await app.register(paymentsRoutes, {
    payments: services.payments,
    sandbox: !razorpay,
    webhookSecret: razorpay ? config.payments.razorpay.webhookSecret : undefined,
  });
  if (development && config.mail.transport === 'outbox') {
    await app.register(devMailboxRoutes, { latestMail: services.latestMail });
  }
  if (development && razorpay) await app.register(razorpayDevRoutes, config.payments.razorpay);
  await app.register(spaPlugin, { distDir: config.webDistDir });
}

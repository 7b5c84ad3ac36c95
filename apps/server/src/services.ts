import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveAppSecret } from './app-secret.ts';
import type { Config } from './config.ts';
import { pingDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createAbuseReportsRepo } from './modules/abuse-reports/repo.ts';
import { createAbuseReports } from './modules/abuse-reports/service.ts';
import { createAccountService } from './modules/accounts/account-deletion.ts';
import { createAccountRepo } from './modules/accounts/account-repo.ts';
import { createAccountsService } from './modules/accounts/accounts-service.ts';
import { createDataExport } from './modules/accounts/data-export.ts';
import { createPasswordFailuresRepo } from './modules/accounts/password-failures-repo.ts';
import { createAuditRepo } from './modules/admin/audit-log-repo.ts';
import { createAdminRepo } from './modules/admin/lists-repo.ts';
import { createMetricsRepo } from './modules/admin/metrics-repo.ts';
import { createOperatorRepo } from './modules/admin/operator-repo.ts';
import { createOperatorService } from './modules/admin/operator-service.ts';
import { createTakedowns } from './modules/admin/takedowns.ts';
import { createDnsCheck } from './modules/domains/dns-check.ts';
import { createHostLookup } from './modules/domains/host-lookup.ts';
import { createDomainsRepo } from './modules/domains/repo.ts';
import { createDomainsService } from './modules/domains/service.ts';
import { createSiteAddresses } from './modules/domains/site-addresses.ts';
import { createImagesRepo } from './modules/images/images-repo.ts';
import { createImagesService } from './modules/images/images-service.ts';
import { createGithubClient } from './modules/imports/github-client.ts';
import { createGithubImport } from './modules/imports/github-import.ts';
import { createResumeReader } from './modules/imports/resume-reader.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createOutboxRepo } from './modules/mail/outbox-repo.ts';
import { createNotificationsRepo } from './modules/notifications/repo.ts';
import { createNotificationsService } from './modules/notifications/service.ts';
import { createRazorpayProvider, createSandboxProvider } from './modules/payments/providers.ts';
import { createOrdersRepo } from './modules/payments/repo.ts';
import { createPaymentsService, ORDER_CURRENCY } from './modules/payments/service.ts';
import { createImageProcessor } from './modules/portfolios/image-processor.ts';
import { createPortfolioLifecycle } from './modules/portfolios/lifecycle.ts';
import { createPortfoliosRepo } from './modules/portfolios/repo.ts';
import { createPortfoliosService } from './modules/portfolios/service.ts';
import { createVersionsRepo } from './modules/portfolios/versions-repo.ts';
import { createRetention } from './modules/retention/retention.ts';
import { createGuards } from './modules/sessions/guard.ts';
import { createOtpRepo } from './modules/sessions/otp-repo.ts';
import { createOtpService } from './modules/sessions/otp-service.ts';
import { createSessionsRepo } from './modules/sessions/sessions-repo.ts';
import { createSessionsService } from './modules/sessions/sessions-service.ts';
import { createSignedInCache } from './modules/sessions/signed-in-cache.ts';
import { createAccessTokens } from './modules/sessions/tokens.ts';
import { createContactTokens } from './modules/site-messages/contact-token.ts';
import { createSiteMessagesRepo } from './modules/site-messages/repo.ts';
import { createSiteMessagesService } from './modules/site-messages/service.ts';
import { noCdn, purgeCdnOnChange, webhookPurger } from './modules/sites/cdn-purge.ts';
import { createCompressedCopies } from './modules/sites/compressed-copies.ts';
import { seedDemo } from './modules/sites/demo.ts';
import { createPublisher } from './modules/sites/publisher.ts';
import { createReleaseSweep } from './modules/sites/release-sweep.ts';
import { createReleasesRepo } from './modules/sites/releases-repo.ts';
import { thisRelease } from './modules/sites/render-version.ts';
import { createSiteAnswer } from './modules/sites/site-answer.ts';
import { createSiteCache } from './modules/sites/site-cache.ts';
import { createSiteHosts } from './modules/sites/site-hosts.ts';
import { createSiteLook } from './modules/sites/site-look.ts';
import { siteHeaders } from './modules/sites/site-policy.ts';
import { createStatsRepo } from './modules/stats/stats-repo.ts';
import { createStatsService } from './modules/stats/stats-service.ts';
import { createViewCounter } from './modules/stats/view-counter.ts';
import { createStorage } from './modules/storage/create-storage.ts';
import { createOrphanSweep } from './modules/storage/orphan-sweep.ts';
import { createStoredFilesRepo } from './modules/storage/stored-files-repo.ts';
import { createUsersRepo } from './modules/users/repo.ts';
import { createChangeBus } from './shared-state/change-bus.ts';
import { createRedisLink } from './shared-state/redis.ts';
import { createWindowCounter } from './shared-state/window-counter.ts';
import { createCpuPool } from './work/cpu-pool.ts';

/** Where a published portfolio lives: its own sub-domain of SITES_DOMAIN (SITES_URL). */
export function siteUrl(config: Config, hostingName: string): string {
  return config.sitesUrlTemplate.replace('{name}', hostingName);
}

/**
 * Builds every repository and service once, from the database and the configuration, in the
 * order they depend on each other; route plugins receive services from here (never a repository)
 * and build nothing of their own. It only constructs: nothing connects, checks or sets a timer
 * until the lifecycle starts it (lifecycle.ts).
 */
export async function createServices(
  db: Kysely<Database>,
  config: Config,
  log: FastifyBaseLogger,
  clock: Clock = systemClock,
) {
  const redis = config.redis && (await createRedisLink(config.redis.url, log));
  const changes = createChangeBus(redis, config.redis?.keyPrefix ?? '');
  const secret = resolveAppSecret(config);
  const storage = await createStorage(config);

  const repos = {
    users: createUsersRepo(db),
    portfolios: createPortfoliosRepo(db),
    domains: createDomainsRepo(db),
    orders: createOrdersRepo(db),
    notifications: createNotificationsRepo(db),
    admin: createAdminRepo(db),
    outbox: createOutboxRepo(db),
    stats: createStatsRepo(db),
    siteMessages: createSiteMessagesRepo(db),
    versions: createVersionsRepo(db),
    audit: createAuditRepo(db),
  };
  const mailer = await createMailer(config, repos.outbox, log);

  const accessTokens = createAccessTokens(secret, config.accessTokenTtlSeconds, clock);
  const sessions = createSessionsService(createSessionsRepo(db), accessTokens, {
    secret,
    refreshTtlDays: config.refreshTokenTtlDays,
    changes,
    clock,
  });
  const otp = createOtpService(createOtpRepo(db), {
    secret,
    ttlSeconds: config.otpTtlSeconds,
    resendSeconds: config.otpResendSeconds,
    clock,
  });
  const accounts = createAccountsService({
    users: repos.users,
    otp,
    passwordFailures: createPasswordFailuresRepo(db),
    sessions,
    mailer,
    adminEmails: config.adminEmails,
    otpMinutes: Math.round(config.otpTtlSeconds / 60),
    clock,
  });
  const guards = createGuards(accessTokens, repos.users, createSignedInCache(changes));

  const addresses = createSiteAddresses(repos.domains, config, clock);
  // Heavy work runs in bounded queues: pictures one save (per two cores) at a time, compressing
  // published files in worker threads in the background (docs/decisions/040).
  const cpu = createCpuPool();
  const images = createImageProcessor();
  const projectImages = createImagesService({
    repo: createImagesRepo(db),
    storage,
    processor: images,
    clock,
  });
  const importGithub = createGithubImport(createGithubClient(config.github, clock));
  // Résumé files are read in a worker thread of their own, one at a time (decision 52).
  const resumeReader = createResumeReader();
  const copies = createCompressedCopies({ storage, cpu, changes, log });
  const siteCache = createSiteCache({ storage, changes, copies }, siteHeaders(config), {
    maxBytes: config.siteCacheMb * 1024 * 1024,
    loadTimeoutMs: config.siteStorageWaitMs,
  });
  purgeCdnOnChange({
    changes,
    storage,
    purger: config.cdnPurge ? webhookPurger(config.cdnPurge) : noCdn,
    addressesOf: addresses.allOf,
    log,
  });
  const publisher = createPublisher({
    portfolios: repos.portfolios,
    storage,
    changes,
    addressOf: addresses.of,
    appUrl: config.appUrl,
    log,
    cache: siteCache,
    copies,
    resumeQuiet: config.resumeQuiet,
    release: thisRelease(),
  });
  const releaseSweep = createReleaseSweep({
    releases: createReleasesRepo(db),
    refresh: (id) => publisher.refresh(id),
    release: thisRelease(),
    clock,
    log,
  });
  const domains = createDomainsService({
    repo: repos.domains,
    portfolios: repos.portfolios,
    publisher,
    changes,
    check: createDnsCheck(config.dnsServers),
    sitesDomain: config.sitesDomain,
    appDomain: config.appDomain,
    sitesIpv4: config.sitesIpv4,
    clock,
    log,
  });
  const hostLookup = createHostLookup(domains.siteFor, changes);
  const siteHosts = createSiteHosts({
    sitesDomain: config.sitesDomain,
    appDomain: config.appDomain,
    hosts: hostLookup,
  });
  const stats = createStatsService({ repo: repos.stats, portfolios: repos.portfolios, clock });
  const portfolios = createPortfoliosService({
    repo: repos.portfolios,
    versions: repos.versions,
    lastWeekViews: stats.lastWeekViews,
    messageCounts: repos.siteMessages.countsOf,
    storage,
    images,
    projectImages,
    publisher,
    addresses,
    clock,
  });
  const notifications = createNotificationsService({ repo: repos.notifications, mailer, log, clock });

  const accountRepo = createAccountRepo(db);
  const lifecycle = createPortfolioLifecycle({
    repo: repos.portfolios,
    versions: repos.versions,
    publisher,
    storage,
    projectImages,
    detail: portfolios.detail,
  });
  const account = createAccountService({
    repo: accountRepo,
    accounts,
    sessions,
    portfolios,
    lifecycle,
    projectImages,
  });
  const dataExport = createDataExport({
    repo: accountRepo,
    users: repos.users,
    portfolios,
    versions: repos.versions,
    clock,
  });
  const views = createViewCounter({ repo: repos.stats, clock, log });
  const siteAnswer = createSiteAnswer({ views, appHost: config.appDomain });
  const siteMessages = createSiteMessagesService({
    repo: repos.siteMessages,
    portfolios: repos.portfolios,
    users: repos.users,
    tokens: createContactTokens(secret),
    limits: createWindowCounter(redis, `${config.redis?.keyPrefix ?? ''}contact:`),
    mailer,
    publisher,
    siteUrl: addresses.of,
    clock,
    log,
  });

  const takedowns = createTakedowns({
    portfolios: repos.portfolios,
    users: repos.users,
    publisher,
    mailer,
    audit: repos.audit,
    clock,
  });
  const reportsRepo = createAbuseReportsRepo(db);
  const reports = createAbuseReports({
    repo: reportsRepo,
    portfolios: repos.portfolios,
    hosts: siteHosts,
    takedowns,
    audit: repos.audit,
    limits: createWindowCounter(redis, `${config.redis?.keyPrefix ?? ''}reports:`),
    clock,
  });
  const operator = createOperatorService({
    repo: createOperatorRepo(db),
    metrics: createMetricsRepo(db),
    addresses,
    currency: ORDER_CURRENCY,
    clock,
  });

  const retention = createRetention({ orders: repos.orders, reports: reportsRepo, clock, log });
  const orphans = createOrphanSweep({
    repo: createStoredFilesRepo(db),
    storage,
    sweepImages: projectImages.sweep,
    clock,
    log,
  });

  const { payments: paymentConfig } = config;
  const razorpay = paymentConfig.provider === 'razorpay';
  const payments = createPaymentsService({
    orders: repos.orders,
    portfolios: repos.portfolios,
    users: repos.users,
    provider: razorpay ? createRazorpayProvider(paymentConfig.razorpay) : createSandboxProvider(secret),
    publisher,
    mailer,
    siteUrl: (name) => siteUrl(config, name),
    log,
    pricePaise: paymentConfig.pricePaise,
    listPricePaise: paymentConfig.listPricePaise,
    checkout: razorpay
      ? { keyId: paymentConfig.razorpay.keyId, checkoutUrl: paymentConfig.razorpay.checkoutUrl }
      : {},
    clock,
  });

  return {
    redis,
    changes,
    storage,
    mailer,
    cpu,
    sessions,
    accounts,
    guards,
    publisher,
    siteCache,
    siteHosts,
    hostLookup,
    domains,
    portfolios,
    images: projectImages,
    importGithub,
    resumeReader,
    notifications,
    payments,
    views,
    siteAnswer,
    stats,
    siteMessages,
    lifecycle,
    account,
    dataExport,
    takedowns,
    reports,
    operator,
    retention,
    orphans,
    releaseSweep,
    /** What a published site's routes ask about a name: live, taken down, and its look. */
    siteStatus: {
      isLive: repos.portfolios.isLive,
      isTakenDown: repos.portfolios.isTakenDown,
      lookOf: createSiteLook(repos.portfolios),
    },
    /** The admin area's read-only tables, newest first, one page each. */
    adminLists: {
      users: repos.admin.users,
      contactMessages: repos.admin.contactMessages,
      templateMessages: repos.admin.templateMessages,
      notificationEmails: repos.admin.notificationEmails,
      refunds: repos.admin.refunds,
      auditLog: repos.audit.list,
    },
    /** The newest mails of the outbox (the development mailbox). */
    latestMail: repos.outbox.latest,
    /** Whether the database answers (the health check asks). */
    pingDatabase: () => pingDatabase(db),
    /** Publishes the demo portfolio, seeding its account and content the first time. */
    seedDemo: () =>
      seedDemo({
        users: repos.users,
        log,
        portfolios: repos.portfolios,
        storage,
        publisher,
        images: projectImages,
      }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

import http from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { User } from '@portfolio/shared/auth';
import { COVER_IMAGE_MAX_BYTES } from '@portfolio/shared/portfolio';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveAppSecret } from './app-secret.ts';
import type { Config } from './config.ts';
import { prepareDataDir } from './data-dir.ts';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { clientKey } from './http/client-key.ts';
import { AppError, registerErrorHandling } from './http/errors.ts';
import { requireSameOrigin } from './http/same-origin.ts';
import { sendSecurityHeaders } from './http/security-headers.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAccountsService } from './modules/auth/accounts-service.ts';
import { createGuards } from './modules/auth/guard.ts';
import { createOtpRepo } from './modules/auth/otp-repo.ts';
import { createOtpService } from './modules/auth/otp-service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSessionsRepo } from './modules/auth/sessions-repo.ts';
import { createSessionsService } from './modules/auth/sessions-service.ts';
import { createSignedInCache } from './modules/auth/signed-in-cache.ts';
import { createAccessTokens } from './modules/auth/tokens.ts';
import { createDnsCheck } from './modules/domains/dns-check.ts';
import { createHostLookup } from './modules/domains/host-lookup.ts';
import { createDomainsRepo } from './modules/domains/repo.ts';
import { domainRoutes } from './modules/domains/routes.ts';
import { createDomainsService, type DomainsService } from './modules/domains/service.ts';
import { createSiteAddresses } from './modules/domains/site-addresses.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { createRazorpayProvider, createSandboxProvider } from './modules/payments/providers.ts';
import { razorpayDevRoutes } from './modules/payments/razorpay-dev-routes.ts';
import { createOrdersRepo } from './modules/payments/repo.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { createPortfoliosRepo } from './modules/portfolios/repo.ts';
import { portfoliosRoutes } from './modules/portfolios/routes.ts';
import { seedDemo } from './modules/sites/demo.ts';
import { createPublisher } from './modules/sites/publisher.ts';
import { createSiteCache } from './modules/sites/site-cache.ts';
import { createSiteFastPath, type SiteFastPath } from './modules/sites/site-fast-path.ts';
import { createSiteHosts } from './modules/sites/site-hosts.ts';
import { siteHeaders } from './modules/sites/site-policy.ts';
import { siteRoutes } from './modules/sites/site-routes.ts';
import { createStorage } from './modules/storage/create-storage.ts';
import type { Storage } from './modules/storage/storage.ts';
import { createUsersRepo, type UsersRepo } from './modules/users/repo.ts';
import { createChangeBus } from './shared-state/change-bus.ts';
import { sharedRateLimitStore } from './shared-state/rate-limit-store.ts';
import { connectRedis } from './shared-state/redis.ts';
import { StartupError } from './startup-error.ts';
import { spaPlugin } from './web/spa.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    mailer: Mailer;
    users: UsersRepo;
    /** Custom domains: the daily re-check is run through here (and by the tests). */
    domains: DomainsService;
    /** onRequest hook: 401 unless signed in; sets request.user. */
    requireUser: Hook;
    /** onRequest hook: 401 unless signed in, 403 unless ADMIN. */
    requireAdmin: Hook;
  }
  interface FastifyRequest {
    user: User | null;
  }
}

/** Where a published portfolio lives: its own sub-domain of SITES_DOMAIN. */
export function siteUrl(config: Config, hostingName: string): string {
  return config.sitesUrlTemplate.replace('{name}', hostingName);
}

/**
 * The HTTP server, with the timeouts Fastify would set: a request must arrive whole in time (408
 * otherwise), its headers sooner, checked every second; idle keep-alive connections close after 72 s.
 */
function createHttpServer(config: Config, listener: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  server.keepAliveTimeout = 72_000;
  return server;
}

/** A bucket that cannot be reached stops start-up with one line, as a database would. */
async function checkStorage(config: Config, storage: Storage): Promise<void> {
  if (config.storage.kind !== 's3') return;
  try {
    await storage.ping();
  } catch (error) {
    const where = config.storage.endpoint ?? 'AWS S3';
    const reason = (error as Error).cause ?? error;
    throw new StartupError(
      `the file storage s3://${config.storage.bucket} at ${where} could not be reached (${(reason as Error).name}: ${(reason as Error).message}).`,
    );
  }
}

/** Where log lines go: standard output, or a stream of the caller's (tests read the lines). */
export type BuildOptions = { logStream?: { write(line: string): void } };

/** Builds the whole app without listening: main.ts listens, the tests inject. */
export async function buildApp(config: Config, { logStream }: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Keep-alive sockets are closed on shutdown so close() does not wait for idle clients.
    forceCloseConnections: 'idle',
    // Published sites' pages and covers are answered from memory before Fastify (site-fast-path.ts).
    serverFactory: (handler) =>
      createHttpServer(
        config,
        (request, response) => fastPath(request, response) || handler(request, response),
      ),
  });
  // Set once the sites' cache exists (below); until then every request takes the full path.
  let fastPath: SiteFastPath = () => false;
  prepareDataDir(config.dataDir);
  const db = await openDatabase(config, app.log);

  const redis = config.redis && connectRedis(config.redis.url, app.log);
  const changes = createChangeBus(redis, config.redis?.keyPrefix ?? '');
  const secret = resolveAppSecret(config);
  const mailer = createMailer(config, db, app.log);
  const users = createUsersRepo(db);
  const accessTokens = createAccessTokens(secret, config.accessTokenTtlSeconds);
  const sessions = createSessionsService(createSessionsRepo(db), accessTokens, {
    secret,
    refreshTtlDays: config.refreshTokenTtlDays,
    changes,
  });
  const otp = createOtpService(createOtpRepo(db), {
    secret,
    ttlSeconds: config.otpTtlSeconds,
    resendSeconds: config.otpResendSeconds,
  });
  const accounts = createAccountsService({
    users,
    otp,
    sessions,
    mailer,
    adminEmails: config.adminEmails,
    otpMinutes: Math.round(config.otpTtlSeconds / 60),
  });
  const guards = createGuards(accessTokens, users, createSignedInCache(changes));
  const storage = createStorage(config);
  await checkStorage(config, storage);
  const urlOfSite = (name: string) => siteUrl(config, name);
  const siteCache = createSiteCache(storage, changes, siteHeaders(config));
  const portfoliosRepo = createPortfoliosRepo(db);
  const domainsRepo = createDomainsRepo(db);
  const addresses = createSiteAddresses(domainsRepo, config);
  const publisher = createPublisher(db, storage, changes, addresses.of);
  const domains = createDomainsService({
    repo: domainsRepo,
    portfolios: portfoliosRepo,
    publisher,
    changes,
    check: createDnsCheck(config.dnsServers),
    sitesDomain: config.sitesDomain,
    appDomain: config.appDomain,
    sitesIpv4: config.sitesIpv4,
    log: app.log,
  });
  const hostLookup = createHostLookup(domains.siteFor, changes);
  const siteHosts = createSiteHosts({
    sitesDomain: config.sitesDomain,
    appDomain: config.appDomain,
    hosts: hostLookup,
  });
  const { payments: paymentConfig } = config;
  const razorpay = paymentConfig.provider === 'razorpay';
  const payments = createPaymentsService({
    orders: createOrdersRepo(db),
    portfolios: portfoliosRepo,
    users,
    provider: razorpay ? createRazorpayProvider(paymentConfig.razorpay) : createSandboxProvider(secret),
    publisher,
    mailer,
    siteUrl: urlOfSite,
    log: app.log,
    pricePaise: paymentConfig.pricePaise,
    listPricePaise: paymentConfig.listPricePaise,
    checkout: razorpay
      ? { keyId: paymentConfig.razorpay.keyId, checkoutUrl: paymentConfig.razorpay.checkoutUrl }
      : {},
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', mailer);
  app.decorate('users', users);
  app.decorate('domains', domains);
  app.decorate('requireUser', guards.requireUser);
  app.decorate('requireAdmin', guards.requireAdmin);
  app.decorateRequest('user', null);
  // Connected custom domains are checked again once a day (each server looks hourly for due ones).
  const recheck = setInterval(
    () =>
      domains.recheckDue().catch((error) => app.log.warn({ err: error }, 'custom domain re-check failed')),
    60 * 60 * 1000,
  );
  recheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(recheck);
    mailer.close();
    await redis?.close();
    await db.destroy();
  });
  // While shutting down, answers in flight ask their client to hang up, so a keep-alive
  // connection does not hold close() open for the whole keep-alive timeout.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A callback hook, not async: it runs on every answer and should cost next to nothing.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // The API speaks JSON (and multipart where files are sent); plain text is refused with 415.
  // An empty JSON body (a bare POST such as logout) reaches the route as "no body".
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  registerErrorHandling(app);

  app.addHook('onRequest', sendSecurityHeaders(config));
  app.addHook('onRequest', requireSameOrigin);
  // Brotli or gzip for text answers over 1 KB: the web app's scripts, pages and published sites.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  // The portfolio form: one cover image of at most 5 MB and its text fields, checked while streaming.
  await app.register(fastifyMultipart, {
    limits: { fileSize: COVER_IMAGE_MAX_BYTES, files: 1, fields: 40, fieldSize: 512 * 1024, parts: 41 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    // With Redis every server counts into one shared window per client; without, each counts alone.
    ...(redis && config.redis && { store: sharedRateLimitStore(redis, config.redis.keyPrefix) }),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  });

  // Published sites answer first: a request for {name}.{SITES_DOMAIN} never reaches the app.
  await app.register(siteRoutes, { cache: siteCache, hosts: siteHosts });
  fastPath = createSiteFastPath(siteCache, siteHosts, () => closing);
  await app.register(healthRoutes, { storage, redis });
  await app.register(authRoutes, { accounts, sessions });
  await app.register(notificationsRoutes);
  await app.register(adminRoutes);
  await app.register(portfoliosRoutes, { storage, publisher, addresses });
  await app.register(domainRoutes, {
    domains,
    hostingNameOf: hostLookup.hostingNameOf,
    isLive: portfoliosRepo.isLive,
  });
  await app.register(paymentsRoutes, {
    payments,
    sandbox: !razorpay,
    webhookSecret: razorpay ? paymentConfig.razorpay.webhookSecret : undefined,
  });
  if (config.env !== 'production' && config.mail.transport === 'outbox') {
    await app.register(devMailboxRoutes);
  }
  if (config.env !== 'production' && razorpay) {
    await app.register(razorpayDevRoutes, paymentConfig.razorpay);
  }
  await app.register(spaPlugin, { distDir: config.webDistDir });
  if (config.seedDemo) await seedDemo(db, storage, publisher);
  return app;
}

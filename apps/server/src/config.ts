import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import type { QuietWait } from './lib/quiet-moments.ts';
import { StartupError } from './startup-error.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A whole number from `min` up; anything else is refused with `message`, which says what is wanted. */
const wholeNumber = (min: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message);
const positiveInt = wholeNumber(1, 'must be a whole number above 0');

/**
 * The proxies whose X-Forwarded-* headers are believed: none, the nearest N (whatever connects is
 * trusted, so only when nothing can reach the app but through its proxies), or these addresses and
 * CIDRs (`loopback`, `linklocal` and `uniquelocal` as proxy-addr names them).
 */
export type TrustProxy = false | number | string[];

function readProxyTrust(value: string): TrustProxy {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  return value.split(',').map((entry) => entry.trim());
}

function isProxyTrust(value: string): boolean {
  const trust = readProxyTrust(value);
  if (!Array.isArray(trust)) return true;
  try {
    proxyAddr.compile(trust);
    return true;
  } catch {
    return false;
  }
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: wholeNumber(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  OTP_TTL_SECONDS: positiveInt.default(600),
  OTP_RESEND_SECONDS: wholeNumber(0, 'must be 0 or more seconds').default(60),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  FORM_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  TRUST_PROXY: z
    .string()
    .refine((value) => value !== 'true', {
      message:
        'would let every client choose its own address; write the proxies to trust instead, as addresses or CIDRs (127.0.0.1,10.0.0.0/8, loopback, uniquelocal) or a hop count (1)',
    })
    .refine(isProxyTrust, {
      message:
        'must be false, a hop count (1) or a comma list of addresses and CIDRs (127.0.0.1,10.0.0.0/8, loopback, uniquelocal)',
    })
    .default('false'),
  ADMIN_EMAILS: z.string().default(''),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Portfolio Maker <no-reply@portfolio-maker.local>'),
  SITES_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a domain name such as localhost or sites.example.com')
    .default('localhost'),
  APP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a domain name such as portfolio-maker.com')
    .default('localhost'),
  SITES_IPV4: z.ipv4({ error: 'must be an IPv4 address such as 203.0.113.10' }).optional(),
  DNS_SERVERS: z
    .string()
    .regex(/^[\d.:[\]a-f,]+$/i, 'must be a comma list of addresses such as 1.1.1.1,8.8.8.8 or 127.0.0.1:5353')
    .optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LIVE_DEMO_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path')
    .optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
  PRICE_PAISE: positiveInt.default(9900),
  LIST_PRICE_PAISE: wholeNumber(0, 'must be a whole number, 0 for none').default(39900),
  DB_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
  DB_QUERY_TIMEOUT_MS: positiveInt.default(10_000),
  REQUEST_TIMEOUT_MS: positiveInt.default(60_000),
  MIN_FREE_DISK_MB: wholeNumber(0, 'must be 0 or more MB').default(64),
  SITE_CACHE_MB: positiveInt.default(64),
  SITE_STORAGE_WAIT_MS: positiveInt.default(2000),
  RESUME_QUIET_MS: wholeNumber(0, 'must be 0 or more milliseconds').default(200),
  RESUME_MAX_WAIT_MS: positiveInt.default(5000),
  SITE_CDN_MAX_AGE: wholeNumber(0, 'must be 0 or more seconds').default(60),
  CDN_PURGE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  CDN_PURGE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/?$/, 'must be s3://bucket-name')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'must be 1 to 40 letters, digits or : . - _')
    .default('pm:'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_BASE: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://api.razorpay.com/v1'),
  RAZORPAY_CHECKOUT_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path')
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  GITHUB_API_BASE: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://api.github.com'),
  GITHUB_TOKEN: z.string().min(1).optional(),
  GITHUB_TIMEOUT_MS: positiveInt.default(5000),
  SITES_URL: z
    .string()
    .regex(/^https?:\/\/.*\{name\}/, 'must be an http(s) URL containing {name}')
    .optional(),
  APP_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin such as https://portfolio-maker.com')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `${dataDir}/app.db`. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** PostgreSQL only: give up connecting after this long, and end any query that runs longer. */
  dbConnectTimeoutMs: number;
  dbQueryTimeoutMs: number;
  /** A request must arrive whole (headers and body) within this time, or its connection is closed. */
  requestTimeoutMs: number;
  /** Below this much free space in DATA_DIR, /healthz reports the disk as full. */
  minFreeDiskMb: number;
  /** Memory each server keeps published files in (every encoding), at most (site-cache.ts). */
  siteCacheMb: number;
  /** How long a site's view waits for the storage before the brief-outage 503 (site-cache.ts). */
  siteStorageWaitMs: number;
  /** A PDF résumé waits until no publish started or ended for `quietMs`, at most `maxWaitMs` (decision 68). */
  resumeQuiet: QuietWait;
  /** Seconds a CDN may keep a site's page (CDN-Cache-Control); 0: it asks every time. */
  siteCdnMaxAge: number;
  /** Where a publish tells the CDN which pages to drop (cdn-purge.ts); none: no CDN to tell. */
  cdnPurge: { url: string; secret: string | undefined } | undefined;
  /** Covers and published sites: DATA_DIR/files, or an S3-compatible bucket shared by all servers. */
  storage:
    | { kind: 'disk' }
    | {
        kind: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  /** Shared rate limits and site-cache invalidation across servers; in-process when unset. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** The built web app; served when the folder holds an index.html. */
  webDistDir: string;
  /** Signs access tokens and keys the code hashes. Generated and kept in DATA_DIR outside production. */
  appSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  otpTtlSeconds: number;
  otpResendSeconds: number;
  authRateLimitPerMinute: number;
  /** Per-IP limit on the public forms (contact, notify, template e-mail). */
  formRateLimitPerMinute: number;
  /** Whose X-Forwarded-For, -Host and -Proto count (see http/trusted-proxy.ts). */
  trustProxy: TrustProxy;
  /** Accounts with these e-mails are ADMIN (lower-case). */
  adminEmails: string[];
  mail: { transport: 'outbox' | 'smtp'; smtpUrl: string | undefined; from: string };
  /** The address of a published site, `{name}` standing for its hosting name. */
  sitesUrlTemplate: string;
  /** Requests whose Host is `{name}.{sitesDomain}` are answered with that published site. */
  sitesDomain: string;
  /** The app's own domain: never a custom domain of a site. */
  appDomain: string;
  /** The app's address (published sites link its report page). */
  appUrl: string;
  /** The address an apex custom domain's A record points at (the front proxy's); none: CNAME only. */
  sitesIpv4: string | undefined;
  /** DNS servers that check custom domains' records (the system's when empty). */
  dnsServers: string[];
  seedDemo: boolean;
  liveDemoUrl: string;
  payments: {
    provider: 'sandbox' | 'razorpay';
    pricePaise: number;
    /** Shown struck through beside the price; undefined when none is configured. */
    listPricePaise: number | undefined;
    razorpay: {
      keyId: string;
      keySecret: string;
      webhookSecret: string | undefined;
      apiBase: string;
      checkoutUrl: string;
    };
  };
  /** The GitHub import's REST and GraphQL API; with a token, pinned repositories and a higher limit. */
  github: { apiBase: string; token: string | undefined; timeoutMs: number };
};

export class ConfigError extends StartupError {}

type Settings = z.infer<typeof configSchema>;

/** Reads the environment into a typed config; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const c = parseSettings(env);
  assertConsistent(c, env);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    dbConnectTimeoutMs: c.DB_CONNECT_TIMEOUT_MS,
    dbQueryTimeoutMs: c.DB_QUERY_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    minFreeDiskMb: c.MIN_FREE_DISK_MB,
    siteCacheMb: c.SITE_CACHE_MB,
    siteStorageWaitMs: c.SITE_STORAGE_WAIT_MS,
    resumeQuiet: { quietMs: c.RESUME_QUIET_MS, maxWaitMs: c.RESUME_MAX_WAIT_MS },
    siteCdnMaxAge: c.SITE_CDN_MAX_AGE,
    cdnPurge: c.CDN_PURGE_URL ? { url: c.CDN_PURGE_URL, secret: c.CDN_PURGE_SECRET } : undefined,
    storage: storageConfig(c),
    redis: c.REDIS_URL ? { url: c.REDIS_URL, keyPrefix: c.REDIS_KEY_PREFIX } : undefined,
    webDistDir: path.resolve(c.WEB_DIST_DIR),
    appSecret: c.APP_SECRET,
    accessTokenTtlSeconds: c.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: c.REFRESH_TOKEN_TTL_DAYS,
    otpTtlSeconds: c.OTP_TTL_SECONDS,
    otpResendSeconds: c.OTP_RESEND_SECONDS,
    authRateLimitPerMinute: c.AUTH_RATE_LIMIT_PER_MINUTE,
    formRateLimitPerMinute: c.FORM_RATE_LIMIT_PER_MINUTE,
    trustProxy: readProxyTrust(c.TRUST_PROXY),
    adminEmails: c.ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    mail: { transport: mailTransport(c), smtpUrl: c.SMTP_URL, from: c.MAIL_FROM },
    ...sitesConfig(c),
    seedDemo: c.SEED_DEMO === 'true',
    liveDemoUrl: c.LIVE_DEMO_URL ?? '/sites/demo/',
    payments: paymentsConfig(c),
    github: {
      apiBase: c.GITHUB_API_BASE.replace(/\/$/, ''),
      token: c.GITHUB_TOKEN,
      timeoutMs: c.GITHUB_TIMEOUT_MS,
    },
  };
}

/** The variables checked one by one against configSchema; the first bad one throws. */
function parseSettings(env: NodeJS.ProcessEnv): Settings {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message}`,
    );
  }
  return result.data;
}

function isProduction(c: Settings): boolean {
  return c.NODE_ENV === 'production';
}

function mailTransport(c: Settings): 'outbox' | 'smtp' {
  return c.MAIL_TRANSPORT ?? (isProduction(c) ? 'smtp' : 'outbox');
}

function paymentProvider(c: Settings): 'sandbox' | 'razorpay' {
  return c.PAYMENT_PROVIDER ?? (isProduction(c) ? 'razorpay' : 'sandbox');
}

/** The checks between variables, each valid alone: a missing companion or a contradiction throws. */
function assertConsistent(c: Settings, env: NodeJS.ProcessEnv): void {
  if (mailTransport(c) === 'smtp' && !c.SMTP_URL) {
    throw new ConfigError('Missing environment variable SMTP_URL: needed when MAIL_TRANSPORT is smtp.');
  }
  if (paymentProvider(c) === 'razorpay' && (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Missing environment variable RAZORPAY_KEY_ID or RAZORPAY_KEY_SECRET: needed when PAYMENT_PROVIDER is razorpay.',
    );
  }
  if (c.LIST_PRICE_PAISE !== 0 && c.LIST_PRICE_PAISE <= c.PRICE_PAISE) {
    throw new ConfigError(
      `Invalid environment variable LIST_PRICE_PAISE=${JSON.stringify(env.LIST_PRICE_PAISE ?? String(c.LIST_PRICE_PAISE))}: must be more than PRICE_PAISE (${c.PRICE_PAISE}), or 0 for none`,
    );
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Missing environment variable S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials.',
    );
  }
  if (isProduction(c) && !c.APP_SECRET) {
    throw new ConfigError(
      'Missing environment variable APP_SECRET: required in production (32+ characters).',
    );
  }
}

function storageConfig(c: Settings): Config['storage'] {
  if (!c.STORAGE_URL) return { kind: 'disk' };
  return {
    kind: 's3',
    bucket: c.STORAGE_URL.slice('s3://'.length).replace(/\/$/, ''),
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
  };
}

function sitesConfig(
  c: Settings,
): Pick<Config, 'sitesUrlTemplate' | 'sitesDomain' | 'appDomain' | 'appUrl' | 'sitesIpv4' | 'dnsServers'> {
  return {
    // Browsers resolve *.localhost to this machine, so each site has its own origin out of the box.
    sitesUrlTemplate: c.SITES_URL ?? `http://{name}.${c.SITES_DOMAIN}:${c.PORT}/`,
    sitesDomain: c.SITES_DOMAIN,
    appDomain: c.APP_DOMAIN,
    appUrl:
      c.APP_URL ??
      (c.SITES_URL?.startsWith('https:') ? `https://${c.APP_DOMAIN}` : `http://${c.APP_DOMAIN}:${c.PORT}`),
    sitesIpv4: c.SITES_IPV4,
    dnsServers: c.DNS_SERVERS ? c.DNS_SERVERS.split(',').filter(Boolean) : [],
  };
}

function paymentsConfig(c: Settings): Config['payments'] {
  return {
    provider: paymentProvider(c),
    pricePaise: c.PRICE_PAISE,
    listPricePaise: c.LIST_PRICE_PAISE === 0 ? undefined : c.LIST_PRICE_PAISE,
    razorpay: {
      keyId: c.RAZORPAY_KEY_ID ?? '',
      keySecret: c.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
      apiBase: c.RAZORPAY_API_BASE.replace(/\/$/, ''),
      checkoutUrl: c.RAZORPAY_CHECKOUT_URL,
    },
  };
}

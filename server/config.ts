import { LISTING_EXACT_COUNT_LIMIT } from '../schemas/listings/limits';
import { resolve } from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../schemas/enums';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: the connections this process's pool opens at most (DATABASE_POOL_MAX), besides the job queue's. */
  databasePoolMax: number;
  /** Secret for signing tokens; without one a random secret is kept in DATA_DIR. */
  jwtSecret?: string;
  /** The public site, for links to listings and the navigation (SPEC 2). */
  publicSiteUrl: string;
  /** The member area itself, for links in mail (invitations): MEMBER_SITE_URL, else the public site's member. host. */
  memberSiteUrl: string;
  /** Origins besides the HTTPS sites of the API's own site host that may call it from a browser (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /**
   * The reverse proxies whose X-Forwarded-For, -Host and -Proto are believed (TRUST_PROXY): their addresses,
   * CIDR ranges, or proxy-addr's names loopback, linklocal and uniquelocal; false believes no one.
   */
  trustProxy: false | string[];
  /** Login attempts per IP and username per window. */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Password reset mails to one address per window, however many clients ask. */
  resetMailLimit: { max: number; timeWindowMs: number };
  /** Tracking events per IP per minute. */
  trackingRateLimitMax: number;
  /** Enquiries from the public site per client address and per listing, per window. */
  enquiryRateLimit: { perAddress: number; perListing: number; windowMs: number };
  /** Months an enquirer's data is kept before the daily job erases it (ENQUIRY_RETENTION_MONTHS). */
  enquiryRetentionMonths: number;
  /** Calls per API key per window, whichever instance answers them. */
  apiKeyRateLimit: { max: number; timeWindowMs: number };
  /** Where the rate limits count (REDIS_URL); without it they count in the database. */
  redisUrl?: string;
  /** Where the built SPA is; absent: the server serves only the APIs. */
  staticDir?: string;
  /** Feature flags the SPA reads from GET /api/v2/config; all off by default. */
  features: { offMarketCreate: boolean };
  /** Listing images: uploads are served under /uploads/ and kept in an S3-compatible bucket (S3_URL), else in uploadDir. */
  images: {
    uploadDir: string;
    s3?: S3Settings;
    /** Let images be fetched by URL from loopback and private addresses (tests, closed networks). */
    allowPrivateHosts: boolean;
    /** Check what pictures show (floor plan, text, duplicates by content) for the cover rule (IMAGE_CONTENT_CHECK). */
    checkContent: boolean;
  };
  /** Where address lookups go: the offline register table, or a DAWA-compatible address service. */
  addressRegister: { kind: 'local' } | { kind: 'dawa'; url: string };
  /** Mail: sent over SMTP_URL when set, otherwise kept in the mail_outbox table for staff to read. */
  mail: {
    smtpUrl?: string;
    from: string;
    /** How long a sender holds a mail it has claimed (MAIL_LEASE_SECONDS): longer than any SMTP conversation lasts. */
    leaseSeconds: number;
  };
  /** Webhook deliveries (services/webhooks.ts). */
  webhooks: {
    /** How long a sender holds a delivery it has claimed (WEBHOOK_LEASE_SECONDS): longer than the time limit. */
    leaseSeconds: number;
    /** How long an endpoint has to answer (WEBHOOK_TIMEOUT_SECONDS). */
    timeoutSeconds: number;
  };
  /** Background work on the job queue (server/jobs.ts): when each job is due, as cron expressions. */
  jobs: {
    /** The 'immediately' search agents, for what their listing's own run missed. */
    searchAgentsCron: string;
    /** Looking for daily and weekly search agents whose day or week is up. */
    scheduledSearchAgentsCron: string;
    /** Draining the mail outbox, when SMTP_URL is set. */
    mailCron: string;
    /** The freshness reminders and the closing of unanswered listings (Danish time). */
    freshnessCron: string;
    /** Deleting API log entries and job failures past the time they are kept (Danish time). */
    pruneCron: string;
    /** How often an idle worker asks the queue for work. */
    pollSeconds: number;
    /** PostgreSQL: the job queue's own connections. */
    poolMax: number;
  };
  /**
   * The freshness check (services/freshness.ts): an active listing unchanged and unconfirmed for `days` of its
   * account's type is mailed 'Er annoncen stadig aktuel?'; unanswered after `graceDays` it is closed.
   */
  freshness: FreshnessSettings;
  /** The listing index counts exactly up to this many matches, and estimates beyond. */
  listingExactCountLimit: number;
  /** The server log's level; at info and below every request is logged. */
  logLevel: LogLevel;
}

export interface FreshnessSettings {
  days: Record<AccountType, number>;
  graceDays: number;
}

const FRESHNESS_DEFAULT_DAYS = 60;
const FRESHNESS_DEFAULT_GRACE_DAYS = 14;
const ACCOUNT_TYPE_NAMES = Object.keys(ACCOUNT_TYPES) as (keyof typeof ACCOUNT_TYPES)[];

function wholeDays(name: string, text: string): number {
  const days = Number(text);
  if (!/^\d+$/.test(text.trim()) || days < 1) throw new Error(`${name}: '${text}' is not a whole number of days (1 or more)`);
  return days;
}

/**
 * FRESHNESS_DAYS: one number for every account type, or per type as `Broker=60,Municipality=90` (the types
 * not named keep 60); FRESHNESS_GRACE_DAYS: the days an unanswered reminder waits before the listing closes.
 */
export function readFreshness(daysText = '', graceText = ''): FreshnessSettings {
  const days = Object.fromEntries(Object.values(ACCOUNT_TYPES).map((type) => [type, FRESHNESS_DEFAULT_DAYS])) as Record<AccountType, number>;
  const entries = daysText
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    const name = equals < 0 ? undefined : entry.slice(0, equals).trim();
    const n = wholeDays('FRESHNESS_DAYS', entry.slice(equals + 1));
    if (name === undefined) {
      for (const type of Object.values(ACCOUNT_TYPES)) days[type] = n;
      continue;
    }
    const typeName = ACCOUNT_TYPE_NAMES.find((known) => known === name);
    if (!typeName) throw new Error(`FRESHNESS_DAYS: '${name}' is not one of ${ACCOUNT_TYPE_NAMES.join(', ')}`);
    days[ACCOUNT_TYPES[typeName]] = n;
  }
  return { days, graceDays: graceText.trim() ? wholeDays('FRESHNESS_GRACE_DAYS', graceText) : FRESHNESS_DEFAULT_GRACE_DAYS };
}

/** An S3-compatible bucket, addressed by path (endpoint/bucket/key), as MinIO and the like expect. */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const S3_URL_FORM = 'http(s)://KEY:SECRET@host[:port]/bucket[?region=...]';

/** S3_URL in one string: the endpoint, the keys (percent-encoded where needed) and the bucket, and the region if not us-east-1. */
export function readS3Url(value = ''): S3Settings | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_URL: not a URL; give it as ${S3_URL_FORM}`);
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^https?:$/.test(url.protocol) || !url.username || !url.password || !bucket || bucket.includes('/')) {
    throw new Error(`S3_URL: give it as ${S3_URL_FORM}`);
  }
  return {
    endpoint: url.origin,
    region: url.searchParams.get('region') ?? 'us-east-1',
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readLogLevel(value = 'warn'): LogLevel {
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new Error(`LOG_LEVEL: '${value}' is not one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

/** SPEC 7: the member area is the site host with a member. prefix (https://www.example.dk → https://member.example.dk). */
function memberSiteOf(publicSiteUrl: string): string {
  const url = new URL(publicSiteUrl);
  url.hostname = `member.${url.hostname.replace(/^(www|member|admin)\./, '')}`;
  return url.origin;
}

/*
 * The environment, read once through one schema: every variable the server takes is named here, and a value it
 * cannot use stops the start with a message naming the variable. An empty value counts as unset.
 */

const unset = (value: unknown) => (value === '' ? undefined : value);

/** A value read from the variable's text (undefined when unset); a reader's error names the variable. */
const readWith = <T>(read: (text: string | undefined) => T) =>
  z.preprocess(
    unset,
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        try {
          return read(text);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  );

/** A whole number in [min, max]. */
const wholeNumber = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  readWith((text) => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!/^\s*\d+\s*$/.test(text) || n < min || n > max) throw new Error(`${name}: '${text}' is not a whole number from ${min} to ${max}`);
    return n;
  });

/** 'true' or 'false'. */
const onOff = (name: string, fallback: boolean) =>
  readWith((text) => {
    if (text === undefined) return fallback;
    if (text !== 'true' && text !== 'false') throw new Error(`${name}: '${text}' is neither true nor false`);
    return text === 'true';
  });

/** A number above 0 (seconds may be fractions). */
const positiveNumber = (name: string, fallback: number) =>
  readWith((text) => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || n <= 0) throw new Error(`${name}: '${text}' is not a number above 0`);
    return n;
  });

/** A cron expression as the job queue reads it (Danish time), checked now rather than when the queue first schedules it. */
const cron = (name: string, fallback: string) =>
  readWith((text) => {
    const expression = text ?? fallback;
    try {
      CronExpressionParser.parse(expression, { tz: 'Europe/Copenhagen' });
    } catch (error) {
      throw new Error(`${name}: '${expression}' is not a cron expression (${(error as Error).message})`, { cause: error });
    }
    return expression;
  });

const text = z.preprocess(unset, z.string().optional());

/** HS256 is as strong as its key: a secret shorter than the hash's 32 bytes can be guessed offline from one token. */
const JWT_SECRET_MIN_BYTES = 32;

const jwtSecret = readWith((secret) => {
  if (secret !== undefined && Buffer.byteLength(secret, 'utf8') < JWT_SECRET_MIN_BYTES) {
    throw new Error(
      `JWT_SECRET: it is ${Buffer.byteLength(secret, 'utf8')} bytes; it must be at least ${JWT_SECRET_MIN_BYTES} ` +
        '(e.g. `openssl rand -base64 48`), or unset for a random secret kept in DATA_DIR',
    );
  }
  return secret;
});

const EnvSchema = z.object({
  PORT: wholeNumber('PORT', 8000, 0, 65_535),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: text,
  DATABASE_POOL_MAX: wholeNumber('DATABASE_POOL_MAX', 10, 1),
  JWT_SECRET: jwtSecret,
  PUBLIC_SITE_URL: text,
  MEMBER_SITE_URL: text,
  CORS_ORIGINS: text,
  TRUST_PROXY: readWith(readTrustProxy),
  LOGIN_RATE_LIMIT_MAX: wholeNumber('LOGIN_RATE_LIMIT_MAX', 10, 1),
  LOGIN_RATE_LIMIT_WINDOW_MS: wholeNumber('LOGIN_RATE_LIMIT_WINDOW_MS', 60_000, 1),
  RESET_MAIL_LIMIT_MAX: wholeNumber('RESET_MAIL_LIMIT_MAX', 3, 1),
  RESET_MAIL_LIMIT_WINDOW_MS: wholeNumber('RESET_MAIL_LIMIT_WINDOW_MS', 60 * 60_000, 1),
  TRACKING_RATE_LIMIT_MAX: wholeNumber('TRACKING_RATE_LIMIT_MAX', 600, 1),
  ENQUIRY_RATE_LIMIT_MAX: wholeNumber('ENQUIRY_RATE_LIMIT_MAX', 5, 1),
  ENQUIRY_LISTING_RATE_LIMIT_MAX: wholeNumber('ENQUIRY_LISTING_RATE_LIMIT_MAX', 30, 1),
  ENQUIRY_RATE_LIMIT_WINDOW_MS: wholeNumber('ENQUIRY_RATE_LIMIT_WINDOW_MS', 10 * 60_000, 1000),
  ENQUIRY_RETENTION_MONTHS: wholeNumber('ENQUIRY_RETENTION_MONTHS', 24, 1, 1200),
  API_KEY_RATE_LIMIT_MAX: wholeNumber('API_KEY_RATE_LIMIT_MAX', 600, 1),
  API_KEY_RATE_LIMIT_WINDOW_MS: wholeNumber('API_KEY_RATE_LIMIT_WINDOW_MS', 60_000, 1000),
  REDIS_URL: text,
  STATIC_DIR: text,
  FEATURE_OFFMARKET_CREATE: text,
  UPLOAD_DIR: text,
  IMAGE_URL_ALLOW_PRIVATE_HOSTS: text,
  IMAGE_CONTENT_CHECK: onOff('IMAGE_CONTENT_CHECK', true),
  S3_URL: readWith(readS3Url),
  ADDRESS_REGISTER: text,
  ADDRESS_REGISTER_URL: text,
  SMTP_URL: text,
  MAIL_FROM: text,
  MAIL_LEASE_SECONDS: positiveNumber('MAIL_LEASE_SECONDS', 60),
  WEBHOOK_LEASE_SECONDS: positiveNumber('WEBHOOK_LEASE_SECONDS', 60),
  WEBHOOK_TIMEOUT_SECONDS: positiveNumber('WEBHOOK_TIMEOUT_SECONDS', 10),
  SEARCH_AGENT_CRON: cron('SEARCH_AGENT_CRON', '* * * * *'),
  SEARCH_AGENT_SCHEDULE_CRON: cron('SEARCH_AGENT_SCHEDULE_CRON', '*/15 * * * *'),
  MAIL_CRON: cron('MAIL_CRON', '* * * * *'),
  PRUNE_CRON: cron('PRUNE_CRON', '30 3 * * *'),
  FRESHNESS_CRON: cron('FRESHNESS_CRON', '0 7 * * *'),
  JOB_POLL_SECONDS: positiveNumber('JOB_POLL_SECONDS', 2),
  JOB_POOL_MAX: wholeNumber('JOB_POOL_MAX', 3, 1),
  FRESHNESS_DAYS: readWith((days) => readFreshness(days).days),
  FRESHNESS_GRACE_DAYS: readWith((graceDays) => readFreshness('', graceDays).graceDays),
  LISTING_EXACT_COUNT_LIMIT: wholeNumber('LISTING_EXACT_COUNT_LIMIT', LISTING_EXACT_COUNT_LIMIT, 1),
  LOG_LEVEL: readWith(readLogLevel),
});

/** Settings the server cannot start with; its message names each variable and what is wrong with it. */
export class ConfigError extends Error {}

/** The server's settings from the environment; every value it cannot use is named in the one error thrown. */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(`The environment has values the server cannot use:\n${parsed.error.issues.map((issue) => `  ${issue.message}`).join('\n')}`);
  }
  const env = parsed.data;
  const publicSiteUrl = env.PUBLIC_SITE_URL ?? 'https://www.ejendomsportal.dk';
  const dataDir = env.DATA_DIR ?? './data';
  return {
    port: env.PORT,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(dataDir),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    jwtSecret: env.JWT_SECRET,
    publicSiteUrl,
    memberSiteUrl: (env.MEMBER_SITE_URL ?? memberSiteOf(publicSiteUrl)).replace(/\/+$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY,
    loginRateLimit: { max: env.LOGIN_RATE_LIMIT_MAX, timeWindowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS },
    resetMailLimit: { max: env.RESET_MAIL_LIMIT_MAX, timeWindowMs: env.RESET_MAIL_LIMIT_WINDOW_MS },
    trackingRateLimitMax: env.TRACKING_RATE_LIMIT_MAX,
    enquiryRateLimit: { perAddress: env.ENQUIRY_RATE_LIMIT_MAX, perListing: env.ENQUIRY_LISTING_RATE_LIMIT_MAX, windowMs: env.ENQUIRY_RATE_LIMIT_WINDOW_MS },
    enquiryRetentionMonths: env.ENQUIRY_RETENTION_MONTHS,
    apiKeyRateLimit: { max: env.API_KEY_RATE_LIMIT_MAX, timeWindowMs: env.API_KEY_RATE_LIMIT_WINDOW_MS },
    redisUrl: env.REDIS_URL,
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    features: { offMarketCreate: env.FEATURE_OFFMARKET_CREATE === 'true' },
    images: {
      uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dataDir, 'uploads')),
      allowPrivateHosts: env.IMAGE_URL_ALLOW_PRIVATE_HOSTS === 'true',
      checkContent: env.IMAGE_CONTENT_CHECK,
      s3: env.S3_URL,
    },
    addressRegister:
      env.ADDRESS_REGISTER === 'dawa'
        ? { kind: 'dawa', url: (env.ADDRESS_REGISTER_URL ?? 'https://api.dataforsyningen.dk').replace(/\/+$/, '') }
        : { kind: 'local' },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Ejendomsportal <noreply@ejendomsportal.dk>',
      leaseSeconds: env.MAIL_LEASE_SECONDS,
    },
    webhooks: { leaseSeconds: env.WEBHOOK_LEASE_SECONDS, timeoutSeconds: env.WEBHOOK_TIMEOUT_SECONDS },
    jobs: {
      searchAgentsCron: env.SEARCH_AGENT_CRON,
      scheduledSearchAgentsCron: env.SEARCH_AGENT_SCHEDULE_CRON,
      mailCron: env.MAIL_CRON,
      pruneCron: env.PRUNE_CRON,
      freshnessCron: env.FRESHNESS_CRON,
      pollSeconds: env.JOB_POLL_SECONDS,
      poolMax: env.JOB_POOL_MAX,
    },
    freshness: { days: env.FRESHNESS_DAYS, graceDays: env.FRESHNESS_GRACE_DAYS },
    listingExactCountLimit: env.LISTING_EXACT_COUNT_LIMIT,
    logLevel: env.LOG_LEVEL,
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Off unless set. A hop count is refused: it cannot tell a proxy from a client that sends the headers itself
 * (Fastify ignores one for that reason), so the proxies are named.
 */
export function readTrustProxy(value = ''): false | string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
  for (const entry of entries) {
    const known =
      PROXY_NAMES.has(entry) ||
      ipaddr.IPv4.isValidFourPartDecimal(entry) ||
      ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
      ipaddr.IPv6.isValid(entry) ||
      ipaddr.IPv6.isValidCIDR(entry);
    if (!known) {
      throw new Error(
        `TRUST_PROXY: '${entry}' is not an address, a CIDR range or one of loopback, linklocal, uniquelocal (name the proxies; a hop count or 'true' is not taken)`,
      );
    }
  }
  return entries;
}

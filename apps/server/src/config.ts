import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { optionalFlag } from '@nprm/contracts';
import { z } from 'zod';
import { isMailFrom, isSmtpUrl } from './smtp-url.js';
import { passwordRule } from './password-rule.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** proxy-addr's names for address ranges, which Fastify's trustProxy list accepts besides addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, `true` (every hop: only when the proxy overwrites X-Forwarded-For), a hop count (the
 * client is the address that many hops back, so the client cannot choose it), or the proxies' addresses and CIDRs,
 * comma-separated; Fastify's trustProxy takes each form as it is.
 */
const trustProxy = optionalText.pipe(
  z
    .string()
    .optional()
    .transform((value, ctx): boolean | number | string[] => {
      if (value === undefined || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Math.min(Number(value), 100) || false;
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count, or a comma-separated list of proxy addresses or CIDRs',
      });
      return z.NEVER;
    }),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DEFAULT_RESELLER_DOMAIN: z.string().trim().default('localhost'),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalText.pipe(passwordRule.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  // The public search's own limits per address: an installer on a busy day never meets them.
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SEARCH_RATE_LIMIT_PER_DAY: z.coerce.number().int().positive().default(300),
  // Seconds in which the same search from one address is one lead; 0 stores each.
  SEARCH_REPEAT_WINDOW: z.coerce.number().int().min(0).max(86_400).default(600),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  // Days; a fraction is allowed (tests use seconds' worth).
  SESSION_MAX_DAYS: z.coerce.number().positive().max(3650).default(30),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  TRUST_PROXY: trustProxy,
  WEB_DIST: optionalText,
  SEED_DEMO: optionalFlag.transform((value) => value ?? true),
  SHUTDOWN_TIMEOUT: z.coerce.number().positive().max(3600).default(10),
  PUBLIC_URL_SCHEME: optionalText.pipe(z.enum(['http', 'https']).optional()),
  PUBLIC_URL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // The messages never repeat the value: SMTP_URL may hold a password.
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z.string().refine(isMailFrom, 'must be an address such as "Ballast Calculator <calc@example.com>"').optional(),
  ),
  MAIL_REPORTS_PER_CLIENT_HOUR: z.coerce.number().int().positive().max(100_000).default(10),
  // How long an e-mailed password link works: an invitation waits for its reader (3 days, at most 30), a reset link
  // is asked for by someone at the screen (1 hour, at most a day).
  INVITATION_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  PASSWORD_RESET_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  // Connections and costs (decision 0039: a slow or greedy client must not hold the server). Seconds; 0 turns a
  // timeout off.
  HEADERS_TIMEOUT: z.coerce.number().min(0).max(3600).default(10),
  REQUEST_TIMEOUT: z.coerce.number().min(0).max(3600).default(30),
  // Longer than a proxy's idle timeout (nginx's upstream keep-alive: 60 s), so the server is never the one closing a
  // connection the client is about to reuse (the race answers that client ECONNRESET); Fastify's default too.
  KEEP_ALIVE_TIMEOUT: z.coerce.number().min(0).max(3600).default(72),
  // Longer than the keep-alive, which closes an idle connection first; it closes a client that stops reading.
  SOCKET_IDLE_TIMEOUT: z.coerce.number().min(0).max(3600).default(120),
  MAX_CONNECTIONS: z.coerce.number().int().min(0).optional(),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
});

/** Mail needs a sender: SMTP_URL without MAIL_FROM stops start-up rather than send from a made-up address. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.SMTP_URL !== undefined && e.MAIL_FROM === undefined) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'must be set when SMTP_URL is set' });
  }
  // Node refuses a headers timeout longer than the request timeout (the headers are part of the request).
  if (e.REQUEST_TIMEOUT > 0 && (e.HEADERS_TIMEOUT === 0 || e.HEADERS_TIMEOUT > e.REQUEST_TIMEOUT)) {
    ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT'], message: 'must be from 1 to REQUEST_TIMEOUT' });
  }
});

const configSchema = checkedEnvSchema.transform((e) => ({
  port: e.PORT,
  host: e.HOST,
  /** PGlite data directory (the database lives in `${dataDir}/pglite`). */
  dataDir: resolve(e.DATA_DIR),
  databaseUrl: e.DATABASE_URL,
  defaultResellerDomain: e.DEFAULT_RESELLER_DOMAIN === '' ? undefined : e.DEFAULT_RESELLER_DOMAIN.toLowerCase(),
  adminEmail: e.ADMIN_EMAIL,
  adminPassword: e.ADMIN_PASSWORD,
  logLevel: e.LOG_LEVEL,
  /** Requests per minute per client address for the API (health exempt). */
  rateLimitMax: e.RATE_LIMIT_MAX,
  /** Searches (POST /api/mount_search_results) one client address may make a minute and a day (limits/search-limit). */
  searchLimits: { perMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE, perDay: e.SEARCH_RATE_LIMIT_PER_DAY },
  /** Seconds in which identical searches from one address are one lead (features/mount-search/lead-once.ts). */
  searchRepeatWindow: e.SEARCH_REPEAT_WINDOW,
  /** Sign-in attempts one account may make from one address before progressive waits (five times that per address). */
  signInMaxFailures: e.SIGN_IN_MAX_FAILURES,
  /** A sign-in's absolute lifetime: its token is refused this many days after sign-in, however often it was renewed. */
  sessionMaxDays: e.SESSION_MAX_DAYS,
  bodyLimit: e.BODY_LIMIT,
  /** Fastify's trustProxy: which X-Forwarded-* hops to believe (see the TRUST_PROXY schema above). */
  trustProxy: e.TRUST_PROXY,
  /** Built web app to serve; undefined (the tests' choice) serves the API only. */
  webDist: webDistFrom(e.WEB_DIST),
  /** Seed the demo catalogue on an empty database at start. */
  seedDemo: e.SEED_DEMO,
  /** Seconds a SIGTERM waits for open requests before it closes the remaining connections. */
  shutdownTimeout: e.SHUTDOWN_TIMEOUT,
  /**
   * Scheme of the links on a reseller's domain; undefined: https, or http for localhost domains
   * (features/resellers/public-url.ts).
   */
  publicUrlScheme: e.PUBLIC_URL_SCHEME,
  /** Port of those links; undefined: the scheme's default, or PORT for localhost domains. */
  publicUrlPort: e.PUBLIC_URL_PORT,
  /** SMTP server of the e-mail features; undefined hides them (docs/api.md, "Limits"). Log it only redacted. */
  smtpUrl: e.SMTP_URL,
  /** Sender of every message (required with smtpUrl). */
  mailFrom: e.MAIL_FROM,
  /** "E-mail me this report" requests one client address may have queued per hour (429 beyond). */
  mailReportsPerClientHour: e.MAIL_REPORTS_PER_CLIENT_HOUR,
  /** How long an invitation's and a password reset's link works, in milliseconds. */
  passwordLinkLifetimeMs: {
    invitation: e.INVITATION_EXPIRY_HOURS * 3_600_000,
    password_reset: e.PASSWORD_RESET_EXPIRY_MINUTES * 60_000,
  },
  /** Timeouts and connection caps of the HTTP server (plugins/connections.ts; decision 0039). */
  connections: {
    headersTimeout: e.HEADERS_TIMEOUT,
    requestTimeout: e.REQUEST_TIMEOUT,
    keepAliveTimeout: e.KEEP_ALIVE_TIMEOUT,
    socketIdleTimeout: e.SOCKET_IDLE_TIMEOUT,
    /** Undefined: what the process's open-file limit leaves room for. */
    maxConnections: e.MAX_CONNECTIONS,
    /** Undefined: 256 when the instance is reached directly, off (0) behind a trusted proxy. */
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY === false ? 256 : 0),
  },
  /** Report PDFs rendered at once by this instance; more wait their turn (features/report). */
  pdfConcurrency: e.PDF_CONCURRENCY,
}));

/** The configuration the app runs with, derived from the environment by the schema: no second copy to keep in step. */
export type AppConfig = z.output<typeof configSchema>;

/** The environment variables the schema reads, as text (what tests pass to build a configuration). */
export type ConfigEnv = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export class ConfigError extends Error {}

/** Reads the configuration from the environment; bad values stop start-up with the full list of problems. */
export function loadConfig(env: NodeJS.ProcessEnv | ConfigEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** WEB_DIST, or the web app's own build; typed `string | undefined` because tests configure none (API only). */
function webDistFrom(value: string | undefined): string | undefined {
  return resolve(value ?? new URL('../../web/dist', import.meta.url).pathname);
}

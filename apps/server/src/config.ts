import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  DEFAULT_RESELLER_DOMAIN: z.string().trim().default('localhost'),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  BODY_LIMIT: z.coerce.number().int().positive().default(64 * 1024),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  WEB_DIST: optionalText,
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value === 'true' || value === '1' || value === ''),
});

export type EnvConfig = z.infer<typeof configSchema>;

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data directory (the database lives in `${dataDir}/pglite`). */
  dataDir: string;
  databaseUrl: string | undefined;
  defaultResellerDomain: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: EnvConfig['LOG_LEVEL'];
  /** Requests per minute per client address for the API (health exempt). */
  rateLimitMax: number;
  /** Failed sign-ins per 15 minutes for one address or one account before 429. */
  signInMaxFailures: number;
  bodyLimit: number;
  trustProxy: boolean;
  /** Built web app to serve; undefined disables static serving (API only). */
  webDist: string | undefined;
  /** Seed the demo catalogue on an empty database at start. */
  seedDemo: boolean;
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; bad values stop start-up with the full list of problems. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    defaultResellerDomain: e.DEFAULT_RESELLER_DOMAIN === '' ? undefined : e.DEFAULT_RESELLER_DOMAIN.toLowerCase(),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    signInMaxFailures: e.SIGN_IN_MAX_FAILURES,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST === undefined ? defaultWebDist() : resolve(e.WEB_DIST),
    seedDemo: e.SEED_DEMO,
  };
}

function defaultWebDist(): string {
  return resolve(new URL('../../web/dist', import.meta.url).pathname);
}

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy';
import type { TrustProxy } from './lib/trust-proxy';

/** The package folder (apps/api), so defaults do not depend on the current directory. */
export const API_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Development secrets; refused outside APP_ENVIRONMENT=development (design.md security, issue 15 item 4). */
export const DEV_SSO_SIGNING_SECRET = 'wayfare-dev-sso-signing-secret';
export const DEV_ACCESS_TOKEN_SECRET = 'wayfare-dev-access-token-secret';
export const DEV_EVENTS_TOKEN = 'wayfare-dev-events-token';
export const DEV_KEY = 'wayfare-dev-key';

/** The only accepted values: anything else (`prod`, `Production`, `staging`) refuses to start. */
export const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type AppEnvironment = (typeof ENVIRONMENTS)[number];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

const port = z.coerce.number().int().min(0).max(65535);
const absoluteUrl = z.url({ protocol: /^https?$/ });
/** Public URLs may be same-origin paths ('/api/events') or absolute http(s) URLs. */
const publicUrl = z.union([z.string().regex(/^\/(?!\/)/, 'must be a same-origin path or an http(s) URL'), absoluteUrl]);

const envSchema = z.object({
  PORT: port.default(8080),
  /** Default: `localhost` in development and test, `0.0.0.0` in production (decided in loadConfig). */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SUPPLIER_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  CART_TTL_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SSO_SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SSO_SIGNING_SECRET),
  ACCESS_TOKEN_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_ACCESS_TOKEN_SECRET),
  EVENTS_TOKEN: z.string().min(8, 'must be at least 8 characters').default(DEV_EVENTS_TOKEN),
  DEV_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** The web app's server renderer (`vite build --ssr`); default: dist-ssr/entry-server.js beside WEB_DIST_DIR. */
  WEB_SSR_ENTRY: z.string().min(1).optional(),
  /** Requests per minute per IP; 0 turns rate limiting off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(3000),
  APP_ENVIRONMENT: z.enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')}` }).optional(),
  PUBLIC_BOOKING_API_URL: publicUrl.optional(),
  PUBLIC_WELFARE_API_URL: publicUrl.optional(),
  PUBLIC_BRAND_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .optional(),
  PUBLIC_EVENTS_URL: publicUrl.optional(),
  PUBLIC_TRANSLATIONS_URL: publicUrl.optional(),
  PUBLIC_TRANSLATIONS_KEY: z.string().optional(),
  PUBLIC_SENTRY_DSN: absoluteUrl.optional(),
  PUBLIC_TAG_MANAGER_BASE_URL: absoluteUrl.optional(),
  APP_VERSION: z.string().min(1).optional(),
  /** Shared rate-limit counters and cache invalidation across instances (issue 17); in-process when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The load balancer(s) in front: a hop count or addresses/CIDRs (see lib/trust-proxy.ts); off when unset. */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const parsed = parseTrustProxy(value);
      if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
    }),
  /** How long an instance serves a cached brand configuration before reading it again (0: every request). */
  BRAND_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seed at boot (default: with the embedded database or outside production); else `npm run seed`. */
  SEED_ON_BOOT: z.enum(['true', 'false']).optional(),
  /** Booking emails through this SMTP server (smtp:// or smtps://, credentials in it); unset: the database outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).max(200).default('Wayfare <no-reply@wayfare.example>'),
  /** How often the email worker looks for due jobs; 0 turns the timer off (tests run it by hand). */
  EMAIL_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** Brand studio administrator made at seeding when missing (issue 20); outside development the only account. */
  STUDIO_ADMIN_EMAIL: z.email().optional(),
  STUDIO_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; else PGlite in `dataDir/pglite` (`memory://` keeps it in memory). */
  databaseUrl: string | undefined;
  dataDir: string;
  supplierLatencyMs: number;
  cartTtlMinutes: number;
  logLevel: string;
  ssoSigningSecret: string;
  accessTokenSecret: string;
  eventsToken: string;
  /** Unset in production unless DEV_KEY is given: then only loopback clients may invalidate caches. */
  devKey: string | undefined;
  webDistDir: string;
  /** The server renderer module; when it is missing the page is rendered in the browser (static-host path). */
  webSsrEntry: string;
  rateLimitMax: number;
  /** Redis for shared rate limits and invalidation messages; undefined keeps both in process. */
  redisUrl: string | undefined;
  /** Fastify trustProxy: which proxies may name the client address (X-Forwarded-For). */
  trustProxy: TrustProxy;
  brandCacheTtlSeconds: number;
  /** Seeding: whether boot runs it, and whether brand files overwrite the database (development, --force). */
  seed: { onBoot: boolean; overwrite: boolean; force?: boolean };
  /** The studio administrator to create when missing (STUDIO_ADMIN_EMAIL and STUDIO_ADMIN_PASSWORD). */
  studioAdmin?: { email: string; password: string };
  /** Booking emails (issue 18): SMTP when `smtpUrl` is set, else the outbox table; the worker's poll period. */
  email: { smtpUrl: string | undefined; from: string; pollMs: number };
  environment: AppEnvironment;
  /** Only here: development secrets, the developer panel's test tokens, developer routes. */
  isDevelopment: boolean;
  isProduction: boolean;
  appVersion: string;
  seedDir: string;
  public: {
    bookingApiUrl: string | undefined;
    welfareApiUrl: string | undefined;
    brandDomain: string | undefined;
    eventsUrl: string | undefined;
    translationsUrl: string | undefined;
    translationsKey: string | undefined;
    sentryDsn: string | undefined;
    tagManagerBaseUrl: string | undefined;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty variables (`FOO=`) mean "not set", as in most deployment tools. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

/**
 * Issue 15 item 4, configuration fails closed: outside development the development secrets are refused,
 * and an unset APP_ENVIRONMENT (which means development) may only listen on loopback, so a forgotten
 * variable can never put the development secrets on the network.
 */
function failClosedProblems(e: z.output<typeof envSchema>, environment: AppEnvironment): string[] {
  const problems: string[] = [];
  if (environment !== 'development') {
    const defaults = [
      ['SSO_SIGNING_SECRET', e.SSO_SIGNING_SECRET === DEV_SSO_SIGNING_SECRET],
      ['ACCESS_TOKEN_SECRET', e.ACCESS_TOKEN_SECRET === DEV_ACCESS_TOKEN_SECRET],
      ['EVENTS_TOKEN', e.EVENTS_TOKEN === DEV_EVENTS_TOKEN],
    ] as const;
    for (const [name, isDefault] of defaults) {
      if (isDefault) problems.push(`${name}: must be set (the development default is refused in ${environment})`);
    }
  }
  if (e.APP_ENVIRONMENT === undefined && e.HOST !== undefined && !LOOPBACK_HOSTS.has(e.HOST)) {
    problems.push(`APP_ENVIRONMENT: must be set (${ENVIRONMENTS.join(', ')}) to listen on HOST=${e.HOST}`);
  }
  return problems;
}

/**
 * Reads the server configuration from environment variables; throws a ConfigError whose
 * message names every bad variable (style.md §9: configuration is checked at startup).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const environment = e.APP_ENVIRONMENT ?? 'development';
  const isDevelopment = environment === 'development';
  const isProduction = environment === 'production';
  const problems = failClosedProblems(e, environment);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : 'localhost'),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    supplierLatencyMs: e.SUPPLIER_LATENCY_MS,
    cartTtlMinutes: e.CART_TTL_MINUTES,
    logLevel: e.LOG_LEVEL,
    ssoSigningSecret: e.SSO_SIGNING_SECRET,
    accessTokenSecret: e.ACCESS_TOKEN_SECRET,
    eventsToken: e.EVENTS_TOKEN,
    devKey: e.DEV_KEY ?? (isProduction ? undefined : DEV_KEY),
    webDistDir: resolve(e.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    webSsrEntry: resolve(
      e.WEB_SSR_ENTRY ??
        resolve(
          e.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
          '../dist-ssr/entry-server.js',
        ),
    ),
    rateLimitMax: e.RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    trustProxy: (parseTrustProxy(e.TRUST_PROXY) as { value: TrustProxy }).value,
    brandCacheTtlSeconds: e.BRAND_CACHE_TTL_SECONDS,
    seed: {
      onBoot: e.SEED_ON_BOOT ? e.SEED_ON_BOOT === 'true' : !e.DATABASE_URL || !isProduction,
      overwrite: isDevelopment,
    },
    email: { smtpUrl: e.SMTP_URL, from: e.EMAIL_FROM, pollMs: e.EMAIL_POLL_MS },
    environment,
    isDevelopment,
    isProduction,
    appVersion: e.APP_VERSION ?? '0.1.0',
    seedDir: fileURLToPath(new URL('../seed', import.meta.url)),
    ...(e.STUDIO_ADMIN_EMAIL &&
      e.STUDIO_ADMIN_PASSWORD && { studioAdmin: { email: e.STUDIO_ADMIN_EMAIL, password: e.STUDIO_ADMIN_PASSWORD } }),
    public: {
      bookingApiUrl: e.PUBLIC_BOOKING_API_URL,
      welfareApiUrl: e.PUBLIC_WELFARE_API_URL,
      brandDomain: e.PUBLIC_BRAND_DOMAIN,
      eventsUrl: e.PUBLIC_EVENTS_URL,
      translationsUrl: e.PUBLIC_TRANSLATIONS_URL,
      translationsKey: e.PUBLIC_TRANSLATIONS_KEY,
      sentryDsn: e.PUBLIC_SENTRY_DSN,
      tagManagerBaseUrl: e.PUBLIC_TAG_MANAGER_BASE_URL,
    },
  };
}

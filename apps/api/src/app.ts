import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import { parseQueryString } from './lib/querystring';
import { loggerOptions } from './logger';
import { auth } from './plugins/app/auth';
import { brandAssets } from './plugins/app/brand-assets';
import { brandConfigCache } from './plugins/app/brand-config-cache';
import { database } from './plugins/app/database';
import { emailWorker } from './plugins/app/email-worker';
import { errorHandler } from './plugins/app/error-handler';
import { repositories } from './plugins/app/repositories';
import { seed } from './plugins/app/seed';
import { webApp } from './plugins/app/web-app';
import { compression } from './plugins/external/compress';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { rateLimiting } from './plugins/external/rate-limit';
import { redis } from './plugins/external/redis';
import { securityHeaders } from './plugins/external/security-headers';
import { apiDocs } from './plugins/external/swagger';
import { routes } from './routes';
import { studioStore } from './studio/studio-plugin';
import { notImplementedRoutes } from './routes/not-implemented';
import type {} from './types';

/**
 * How long one plugin may take to start (Fastify's default is 10 s). The embedded database boots a
 * WASM PostgreSQL and applies migrations: on a busy 2-core machine that took over 10 s in 5 of 11
 * starts (issue 15 item 7). Two minutes covers a slow boot plus its one retry (plugins/app/database.ts).
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

export interface BuildOptions {
  /** Overrides the pino options derived from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Check every endpoint result against the contract (tests). */
  validateResponses?: boolean;
  /** Overrides PLUGIN_TIMEOUT_MS (tests match it to their hook timeout, so a slow boot names its plugin). */
  pluginTimeout?: number;
  /** Tests: a dumped, migrated PGlite data dir the embedded database starts from (test/setup/pglite-template.ts). */
  pgliteTemplate?: Blob;
  /** Tests: an open, migrated database the app uses instead of opening one; the app calls its `close` on close. */
  database?: Database;
}

/**
 * Builds the API without listening (style.md §8, fastify/demo): external plugins, then the app's
 * plugins (error handling, database, repositories, seed data, cache, auth), then routes. Rejects
 * (after closing the database) when a plugin fails, e.g. a bad seed file. Call `listen()` to serve.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 1024 * 1024,
    pluginTimeout: options.pluginTimeout ?? PLUGIN_TIMEOUT_MS,
    // Every answer in the envelope, also before routing (issue 15 item 13).
    frameworkErrors,
    clientErrorHandler,
    // Only the configured balancers may name the client (TRUST_PROXY); dev-access checks the socket itself.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.decorate('config', config);
  app.decorate('validateResponses', options.validateResponses ?? false);
  try {
    await registerPlugins(app, options);
  } catch (error) {
    // `await register` loads plugins eagerly: a bad seed file fails here; close what was opened.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

async function registerPlugins(app: FastifyInstance, options: BuildOptions): Promise<void> {
  // External: security headers, compression, rate limit, API docs.
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(redis);
  await app.register(rateLimiting);
  await app.register(apiDocs);

  // Application: errors, database, repositories, seed data, caches, auth.
  await app.register(errorHandler);
  await app.register(database, { pgliteTemplate: options.pgliteTemplate, lent: options.database });
  await app.register(repositories);
  await app.register(studioStore);
  await app.register(seed);
  await app.register(brandConfigCache);
  await app.register(auth);
  await app.register(emailWorker);

  // Routes, then 501s for contract endpoints not built yet, then static files and the SPA fallback.
  await app.register(routes);
  await app.register(notImplementedRoutes);
  await app.register(brandAssets);
  await app.register(webApp);
}

import type { FastifyInstance } from 'fastify';
import { buildApp, PLUGIN_TIMEOUT_MS } from './app';
import { ConfigError, loadConfig } from './config';
import { SeedError } from './seed/seed-error';

/** One clear line naming why start-up failed (seed errors already name the file and field). */
function startupFailure(error: unknown): string {
  if (error instanceof SeedError) return error.message;
  const code = (error as { code?: string }).code;
  if (code === 'FST_ERR_PLUGIN_TIMEOUT') {
    return `Start-up failed: a plugin did not start within ${PLUGIN_TIMEOUT_MS / 1000} s (${(error as Error).message}). The machine may be too busy for the embedded database; set DATABASE_URL or start again.`;
  }
  return `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/** Entry point of `npm start -w apps/api`: configuration, app, listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(startupFailure(error));
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Wayfare API listening on http://${shownHost}:${config.port} (database: ${app.dbKind})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

await main();

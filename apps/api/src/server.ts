import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { SeedError } from './seed/seed-error';

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
    // Seed errors already name the file and field: print them plainly.
    console.error(error instanceof SeedError ? error.message : error);
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

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { SeedError } from './seed/seed-error';

/**
 * `npm run seed -w apps/api [-- --force]` (issue 17): applies the migrations (under the advisory lock on
 * PostgreSQL) and seeds, then exits: the release step before starting N instances with SEED_ON_BOOT=false.
 * Brand files are added when missing; development makes them overwrite brands never edited in the studio, and
 * `--force` overwrites every brand (recorded as a new version by `seed --force`).
 */
async function main(): Promise<number> {
  const force = process.argv.includes('--force');
  try {
    const config = loadConfig();
    config.seed = { onBoot: true, overwrite: config.seed.overwrite || force, force };
    const app = await buildApp(config);
    await app.close();
    console.log(`Seeded (${config.seed.overwrite ? 'brand files overwrite the database' : 'missing brands added'}).`);
    return 0;
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof SeedError ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();

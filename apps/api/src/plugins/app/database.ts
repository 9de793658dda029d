import fp from 'fastify-plugin';
import { openDatabase } from '../../db/client';
import type { Database } from '../../db/client';
import { causeOf, retryOnce } from '../../lib/retry-once';

export interface DatabaseOptions {
  /** A migrated PGlite data dir to start the embedded database from (tests, see BuildOptions). */
  pgliteTemplate?: Blob | undefined;
  /**
   * Tests: an open, migrated database lent to this app (test/setup/worker-database.ts), used instead of opening
   * one; its `close` hands it back to the lender when the app closes.
   */
  lent?: Database | undefined;
}

/** Opens the database (PostgreSQL or PGlite; a failed first attempt is retried once), applies migrations, closes it with the app. */
export const database = fp(
  async (app, options: DatabaseOptions) => {
    const open = () =>
      openDatabase({
        databaseUrl: app.config.databaseUrl,
        dataDir: app.config.dataDir,
        pgliteTemplate: options.pgliteTemplate,
        onError: (error) => app.log.error({ cause: causeOf(error) }, 'database connection lost'),
      });
    const kind = app.config.databaseUrl ? 'postgres' : 'pglite';
    const database =
      options.lent ??
      (await retryOnce(open, (error) =>
        app.log.warn({ database: kind, cause: causeOf(error) }, `database (${kind}) did not open; retrying once`),
      ));
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('dbExecutor', database.executor);
    app.addHook('onClose', async () => database.close());
    app.log.info({ database: database.kind }, 'database ready');
  },
  { name: 'database' },
);

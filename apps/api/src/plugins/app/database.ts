import fp from 'fastify-plugin';
import { openDatabase } from '../../db/client';

/** Opens the database (PostgreSQL or PGlite), applies migrations, closes it with the app. */
export const database = fp(
  async (app) => {
    const database = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      onError: (error) => app.log.error({ err: error }, 'database connection lost'),
    });
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', async () => database.close());
    app.log.info({ database: database.kind }, 'database ready');
  },
  { name: 'database' },
);

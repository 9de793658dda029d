import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';

/**
 * Raw SQL on the database's own connections, in the shape of pg-boss's `db` option (`executeSql`): one statement
 * with `values`, or a script of several statements without them (pg-boss's schema and maintenance scripts).
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** On PostgreSQL: the app's pool (a failed script leaves no transaction open: the server ends it with the query). */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      // A script answers one result per statement; pg-boss reads rows of single statements only.
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
  };
}

/**
 * On PGlite: its one session, through PGlite's own queue, so pg-boss's statements wait while a drizzle
 * transaction is open instead of running inside it (measured: a concurrent fetch waited for the commit). A script
 * runs inside PGlite's `transaction`: pg-boss's scripts open their own (`BEGIN; …; COMMIT`) and one that fails
 * would otherwise leave the single session in an aborted transaction (measured: every later query then failed
 * with "current transaction is aborted"); the wrapper rolls it back. The flip side: inside a transaction on PGlite,
 * only that transaction's executor (transactionExecutor) may be used; this one would wait for its end for ever.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      if (values !== undefined) return client.query(text, values);
      return client.transaction(async (tx) => (await tx.exec(text)).at(-1) ?? { rows: [] });
    },
  };
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The connection of a drizzle transaction (node-postgres' checked-out client, or PGlite's transaction), so
 * pg-boss's `send` writes its job in the caller's transaction: committed with the booking or rolled back with it.
 * drizzle keeps it on the transaction's session; both drivers' clients take `query(text, values)`.
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  const client = (tx._.session as unknown as { client?: Partial<Queryable> }).client;
  if (typeof client?.query !== 'function') throw new Error('transactionExecutor: no client on this transaction');
  const { query } = client as Queryable;
  return { executeSql: (text, values) => query.call(client, text, values) };
}

import pg from 'pg';
import { isConnectionError } from './connection-errors';

const READ_ONLY = /^\s*select\b/i;

function queryText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * A pg pool that survives the database going away (issue 15 item 2):
 * - every client gets an `error` listener for its whole life, so a connection dropped while it is
 *   checked out (57P01 between two statements of a transaction) is logged, not an uncaught
 *   `'error'` event that exits Node; the pool drops such a client when it is released;
 * - a plain read (`select …` outside a transaction) that fails on a dead connection runs once
 *   more, on a fresh connection: restarts and failovers cost one retry, not an error.
 */
export function createResilientPool(config: pg.PoolConfig, onError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const run = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  // pg's overloads: the promise form (what drizzle calls) is retried, callback forms pass through.
  const query = (...args: unknown[]): unknown => {
    const [statement, values, callback] = args;
    if (typeof values === 'function' || typeof callback === 'function') return run(...args);
    const first = run(statement, values);
    if (!READ_ONLY.test(queryText(statement))) return first;
    return first.catch((error: unknown) => {
      if (!isConnectionError(error)) throw error;
      return run(statement, values);
    });
  };
  pool.query = query as typeof pool.query;
  return pool;
}

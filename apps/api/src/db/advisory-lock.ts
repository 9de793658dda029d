import type pg from 'pg';

/** Advisory lock key of schema changes and seeding ("wayfare" in ASCII): one instance at a time (issue 17). */
export const MIGRATION_LOCK_KEY = 0x776179666172;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock on a connection of its own, so two
 * instances booting together never run the same DDL at once: the second waits, then finds nothing to do.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

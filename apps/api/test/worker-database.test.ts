import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { bootingTestTimeout } from './setup/limits';
import { workerDatabaseStats } from './setup/worker-database';

/**
 * Issue 14: the test apps of a vitest worker take turns on one database (test/setup/worker-database.ts), emptied
 * back to the migrated template before each app; these prove that an app never sees what an earlier one wrote.
 */
const open: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(open.map((app) => app.close()));
});

const sql = async (app: FastifyInstance, text: string) => (await app.dbExecutor.executeSql(text, [])).rows;

/** Rows an earlier app of the worker wrote: a member (a serial id) and an event. */
async function write(app: FastifyInstance): Promise<number> {
  const [row] = await sql(
    app,
    `INSERT INTO members (domain, external_user_id) VALUES ('localhost', 'left-by-an-earlier-app') RETURNING id`,
  );
  await sql(
    app,
    `INSERT INTO events (event_name, log_level, project, properties, data)
     VALUES ('left.behind', 'info', 'isolation', '{}', '{}')`,
  );
  return Number(row!.id);
}

const leftBehind = async (app: FastifyInstance) => ({
  members: await sql(app, `SELECT id FROM members WHERE external_user_id = 'left-by-an-earlier-app'`),
  events: await sql(app, `SELECT id FROM events WHERE event_name = 'left.behind'`),
});

/** The seeded demo members and their ids: the same on every fresh database (the sequences start again). */
const demoMembers = (app: FastifyInstance) => sql(app, `SELECT id, domain FROM members ORDER BY id`);

// Each test boots two apps in its body, one of them on a new database (a copy, or a replacement).
describe('the worker database', () => {
  it(
    'is handed to the next app emptied back to the template, seeded again, sequences restarted',
    async () => {
      const loans = workerDatabaseStats.loans;
      const created = workerDatabaseStats.created;
      const first = await buildTestApp();
      const seeded = await demoMembers(first);
      expect(seeded.length).toBeGreaterThan(0);
      const id = await write(first);
      expect(id).toBe(Math.max(...seeded.map((row) => Number(row.id))) + 1);
      await first.close();

      const second = await buildTestApp();
      open.push(second);
      expect(await leftBehind(second)).toEqual({ members: [], events: [] });
      expect(await demoMembers(second)).toEqual(seeded);
      // The same id again: the earlier row and its sequence step are gone.
      expect(await write(second)).toBe(id);
      expect(workerDatabaseStats.loans).toBe(loans + 2);
      // At most one database was made for both apps (none when an earlier file of this worker made it).
      expect(workerDatabaseStats.created - created).toBeLessThanOrEqual(1);
    },
    bootingTestTimeout(2),
  );

  it(
    'is never shared by apps open at once: the worker has two, a third app gets a fresh copy',
    async () => {
      const loans = workerDatabaseStats.loans;
      // `open` still holds the app above, with its rows.
      const other = await buildTestApp();
      const third = await buildTestApp();
      open.push(other, third);
      expect(workerDatabaseStats.loans).toBe(loans + 1);
      for (const app of [other, third]) expect(await leftBehind(app)).toEqual({ members: [], events: [] });
    },
    bootingTestTimeout(2),
  );

  it(
    'is replaced when an app changed its schema, which emptying tables cannot undo',
    async () => {
      await Promise.all(open.splice(0).map((app) => app.close()));
      const replaced = workerDatabaseStats.replaced;
      const changer = await buildTestApp();
      await sql(changer, 'CREATE TABLE left_by_a_test (id int)');
      await changer.close();

      const next = await buildTestApp();
      open.push(next);
      expect(workerDatabaseStats.replaced).toBe(replaced + 1);
      expect(await sql(next, `SELECT to_regclass('left_by_a_test') AS found`)).toEqual([{ found: null }]);
    },
    bootingTestTimeout(2),
  );
});

import type { SqlExecutor } from '../../src/db/sql-executor';

/**
 * What a freshly migrated test database holds, so that a database reused by the next test app of a vitest worker
 * (test/setup/worker-database.ts) can be brought back to it: its tables with their row counts, and its sequences.
 * Tables empty in the template hold test data; the few that are not (drizzle's migrations, pg-boss's version and
 * queue) are the migrations' own and are only checked.
 */
export interface Baseline {
  /** `"schema"."table"` → rows in the template. Partitions are counted in (and truncated with) their parent. */
  tables: Map<string, number>;
  /** `"schema"."sequence"` → last value in the template (null: never used). */
  sequences: Map<string, string | null>;
}

const quoted = (schema: string, name: string) => `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;

async function tableNames(executor: SqlExecutor): Promise<string[]> {
  const { rows } = await executor.executeSql(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
       AND n.nspname NOT LIKE 'pg_temp%'
     ORDER BY 1, 2`,
    [],
  );
  return rows.map((row) => quoted(String(row.schema), String(row.name)));
}

async function rowCounts(executor: SqlExecutor, tables: readonly string[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  // One round trip for every table: `exists` would be cheaper, but the migrations' own tables need their count.
  const select = tables.map((table, index) => `SELECT ${index} AS i, count(*)::int AS n FROM ${table}`);
  const { rows } = await executor.executeSql(select.join(' UNION ALL '), []);
  return new Map(rows.map((row) => [tables[Number(row.i)]!, Number(row.n)]));
}

async function sequenceValues(executor: SqlExecutor): Promise<Map<string, string | null>> {
  const { rows } = await executor.executeSql(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS value FROM pg_sequences
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    [],
  );
  return new Map(
    rows.map((row) => [quoted(String(row.schema), String(row.name)), row.value === null ? null : String(row.value)]),
  );
}

/** Reads the baseline of a database that has just been copied from the migrated template. */
export async function readBaseline(executor: SqlExecutor): Promise<Baseline> {
  const tables = await rowCounts(executor, await tableNames(executor));
  return { tables, sequences: await sequenceValues(executor) };
}

/** Why a database cannot be brought back to its baseline by emptying tables (it is then replaced by a new copy). */
export class BaselineChanged extends Error {}

const sameKeys = (a: Map<string, unknown>, b: Map<string, unknown>) =>
  a.size === b.size && [...a.keys()].every((key) => b.has(key));

/**
 * Empties every table that was empty in the template (TRUNCATE … RESTART IDENTITY CASCADE, only those holding rows,
 * in one statement) and restarts the sequences that moved, then checks the result: every such table empty, the
 * migrations' own tables and every sequence as in the template. Throws BaselineChanged when a test changed what
 * emptying cannot undo (the schema, the migrations' own rows): the caller then starts from a new copy.
 */
export async function resetToBaseline(executor: SqlExecutor, baseline: Baseline): Promise<{ emptied: string[] }> {
  const names = await tableNames(executor);
  const counts = await rowCounts(executor, names);
  if (!sameKeys(counts, baseline.tables)) throw new BaselineChanged('the tables differ from the template');
  const emptied = names.filter((table) => baseline.tables.get(table) === 0 && counts.get(table)! > 0);
  const statements: string[] = [];
  if (emptied.length > 0) statements.push(`TRUNCATE ${emptied.join(', ')} RESTART IDENTITY CASCADE`);
  const sequences = await sequenceValues(executor);
  if (!sameKeys(sequences, baseline.sequences)) throw new BaselineChanged('the sequences differ from the template');
  for (const [sequence, value] of sequences) {
    const start = baseline.sequences.get(sequence);
    if (value === start) continue;
    if (start !== null) throw new BaselineChanged(`sequence ${sequence} of a migrations table moved`);
    statements.push(`ALTER SEQUENCE ${sequence} RESTART`);
  }
  if (statements.length > 0) await executor.executeSql(statements.join(';\n'));
  await expectBaseline(executor, baseline);
  return { emptied };
}

/** The reset's own proof: what a test app is handed holds exactly the template's rows and sequence positions. */
export async function expectBaseline(executor: SqlExecutor, baseline: Baseline): Promise<void> {
  const counts = await rowCounts(executor, [...baseline.tables.keys()]);
  const left = [...counts].filter(([table, rows]) => rows !== baseline.tables.get(table));
  if (left.length > 0) {
    throw new BaselineChanged(`rows differ from the template in ${left.map(([table]) => table).join(', ')}`);
  }
  const sequences = await sequenceValues(executor);
  const moved = [...sequences].filter(([sequence, value]) => value !== baseline.sequences.get(sequence));
  if (moved.length > 0) {
    throw new BaselineChanged(`sequences differ from the template: ${moved.map(([name]) => name).join(', ')}`);
  }
}

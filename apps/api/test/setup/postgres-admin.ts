import pg from 'pg';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the api-postgres project needs a PostgreSQL server.');
  return url;
}

/** The URL of database `name` on TEST_DATABASE_URL's server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on TEST_DATABASE_URL's database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** Databases on TEST_DATABASE_URL's server whose name is LIKE `pattern`. */
export async function databasesNamed(pattern: string): Promise<string[]> {
  const { rows } = await adminQuery('SELECT datname FROM pg_database WHERE datname LIKE $1', [pattern]);
  return rows.map((row: { datname: string }) => row.datname);
}

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
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

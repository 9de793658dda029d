import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildTestApp } from './helper';
import { hasRedisServer, startRedis } from './redis-server';

/** Issue 17: brand-config caches expire, and invalidations reach every instance. */
const path = (domain: string) => `/api/content/brand-configurations/${domain}?populate[0]=brandDetails`;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function rename(app: FastifyInstance, domain: string, brandName: string) {
  const stored = (await app.brandConfigRepository.find(domain))!;
  await app.brandConfigRepository.setAttributes(domain, {
    ...stored.attributes,
    brandDetails: { ...stored.attributes.brandDetails, brandName },
  });
}
const nameOn = async (app: FastifyInstance, domain: string) =>
  (await app.inject(path(domain))).json().data.attributes.brandDetails.brandName as string;

/** Polls until `read` gives `expected` (messages between instances take a moment) or 3 s pass. */
async function eventually(read: () => Promise<string>, expected: string): Promise<string> {
  const deadline = Date.now() + 3_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('brand-config cache expiry', () => {
  it('reads the database again once BRAND_CACHE_TTL_SECONDS have passed', async () => {
    const app = await buildTestApp({ env: { BRAND_CACHE_TTL_SECONDS: '1' } });
    cleanups.push(() => app.close());
    const before = await nameOn(app, 'club.localhost');
    await rename(app, 'club.localhost', 'Club after an edit');
    expect(await nameOn(app, 'club.localhost')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await nameOn(app, 'club.localhost')).toBe('Club after an edit');
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** Two instances over one fresh PostgreSQL database (the second boots once the first has migrated). */
async function twoInstances(env: Record<string, string>): Promise<[FastifyInstance, FastifyInstance]> {
  const name = `wayfare_e_cache_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), ...env });
  const one = await buildApp(config, { logger: false });
  const two = await buildApp(config, { logger: false });
  cleanups.push(async () => {
    await Promise.all([one.close(), two.close()]);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return [one, two];
}

async function invalidationReachesTheOther(one: FastifyInstance, two: FastifyInstance) {
  const before = await nameOn(two, 'localhost');
  await nameOn(one, 'club.localhost');
  await nameOn(two, 'club.localhost');
  await rename(one, 'localhost', 'Wayfare edited');
  await rename(one, 'club.localhost', 'Club edited');
  expect(await nameOn(two, 'localhost')).toBe(before);
  const removed = await one.inject({ method: 'DELETE', url: '/api/content/brand-configurations/localhost' });
  expect(removed.statusCode).toBe(200);
  expect(await eventually(() => nameOn(two, 'localhost'), 'Wayfare edited')).toBe('Wayfare edited');
  const cleaned = await two.inject({ method: 'POST', url: '/api/content/CleanAllConfigurationCaches' });
  expect(cleaned.statusCode).toBe(200);
  expect(await eventually(() => nameOn(one, 'club.localhost'), 'Club edited')).toBe('Club edited');
}

describe.skipIf(!adminUrl)('brand-config invalidation across instances (needs TEST_DATABASE_URL)', () => {
  it('reaches the other instance through PostgreSQL LISTEN/NOTIFY', async () => {
    const [one, two] = await twoInstances({});
    expect(one.brandCacheBus.kind).toBe('postgres');
    await invalidationReachesTheOther(one, two);
  });

  it.skipIf(!hasRedisServer())('reaches the other instance through Redis pub/sub when REDIS_URL is set', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const [one, two] = await twoInstances({ REDIS_URL: redis.url });
    expect(two.brandCacheBus.kind).toBe('redis');
    await invalidationReachesTheOther(one, two);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShoppingRecordRepository } from '../src/db/repositories/shopping-record-repository';
import { buildTestApp } from './helper';

/** Stay pricings and selections in the database (issue 17), on PGlite and PostgreSQL alike. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('ShoppingRecordRepository', () => {
  it('gives a record back as JSON until it expires, only under its own kind', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const records = new ShoppingRecordRepository(app.db, () => now);
    await records.save('pricing', 'p-1', { flight: 'A', amounts: [1, 2] }, now + 1_000);
    expect(await records.load('pricing', 'p-1')).toEqual({ flight: 'A', amounts: [1, 2] });
    expect(await records.load('selection', 'p-1')).toBeUndefined();
    expect(await records.load('pricing', 'unknown')).toBeUndefined();
    // UpdateTransport saves the same id again: the new state and expiry replace the old.
    await records.save('pricing', 'p-1', { flight: 'B', amounts: [3] }, now + 2_000);
    now += 1_500;
    expect(await records.load('pricing', 'p-1')).toEqual({ flight: 'B', amounts: [3] });
    now += 600;
    expect(await records.load('pricing', 'p-1')).toBeUndefined();
  });

  it('renews a record read with renewUntil (selections), never shortening it', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const records = new ShoppingRecordRepository(app.db, () => now);
    await records.save('selection', 's-1', { total: 10 }, now + 1_000);
    now += 900;
    expect(await records.load('selection', 's-1', now + 1_000)).toEqual({ total: 10 });
    now += 900;
    expect(await records.load('selection', 's-1', now - 500)).toEqual({ total: 10 });
    now += 150;
    expect(await records.load('selection', 's-1')).toBeUndefined();
  });
});

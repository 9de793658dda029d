import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('query string limits (issue 15 item 1)', () => {
  it('answers a huge sparse index with 400 in the envelope naming the parameter, at once', async () => {
    for (const url of ['/?x[0]=a&x[100000000]=b', '/api/health?x[0]=a&x[100000000]=b']) {
      const started = performance.now();
      const res = await app.inject(url);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: 400, validationErrors: [{ field: 'x' }] },
      });
    }
  });

  it('answers too many parameters with 400', async () => {
    const query = Array.from({ length: 101 }, (_, i) => `p${i}=1`).join('&');
    const res = await app.inject(`/api/health?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].field).toBe('query');
  });

  it('still reads populate[n]', async () => {
    const res = await app.inject('/api/content/brand-configurations/localhost?populate[0]=theme&populate[1]=offers');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data.attributes)).toEqual(expect.arrayContaining(['theme', 'offers']));
  });
});

import { endpoints } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFastifyPath } from '../src/lib/route';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('contract endpoints', () => {
  it('each has a route (built, or a 501 placeholder)', () => {
    for (const endpoint of endpoints) {
      expect(app.hasRoute({ method: endpoint.method, url: toFastifyPath(endpoint.path) }), endpoint.id).toBe(true);
    }
  });
});

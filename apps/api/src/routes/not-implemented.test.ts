import { defineEndpoint, endpoints } from '@wayfare/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFastifyPath } from '../lib/route';
import { errorHandler } from '../plugins/app/error-handler';
import { notImplementedRoutes } from './not-implemented';

const built = defineEndpoint({
  id: 'Test.Built',
  service: 'booking',
  method: 'GET',
  path: '/api/test/built',
  summary: 'built',
  tag: 'Test',
  result: z.string(),
});
const unbuilt = defineEndpoint({
  id: 'Test.Unbuilt',
  service: 'booking',
  method: 'POST',
  path: '/api/test/{id}/unbuilt',
  summary: 'unbuilt',
  tag: 'Test',
  result: z.string(),
});

describe('notImplementedRoutes', () => {
  it('answers 501 for endpoints without a route and leaves built ones alone', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/api/test/built', async () => 'built');
    await app.register(notImplementedRoutes, { endpoints: [built, unbuilt] });
    const res = await app.inject({ method: 'POST', url: '/api/test/7/unbuilt' });
    const ok = await app.inject('/api/test/built');
    await app.close();
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({
      result: null,
      success: false,
      error: { code: 501, message: 'NOT_IMPLEMENTED', details: 'Test.Unbuilt is not implemented yet' },
      unAuthorizedRequest: false,
    });
    expect(ok.body).toBe('built');
  });

  it('converts every contract path to a Fastify path', () => {
    for (const endpoint of endpoints) expect(toFastifyPath(endpoint.path)).not.toMatch(/[{}]/);
  });
});

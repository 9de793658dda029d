import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_KEY } from '../src/config';
import { buildTestApp } from './helper';
import { bootingTestTimeout } from './setup/limits';
import { hasRedisServer, startRedis } from './redis-server';

/** Issue 17: shared limits and developer access behind a load balancer. */
const CLEAN_ALL = '/api/content/CleanAllConfigurationCaches';
const HEALTH = '/api/health';
const BALANCER = '127.0.0.1';

const apps: FastifyInstance[] = [];
async function appWith(env: Record<string, string>) {
  const app = await buildTestApp({ env });
  apps.push(app);
  return app;
}
// Each test's apps close after it, so the next test's app takes the worker's database (test/helper.ts).
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const statuses = async (app: FastifyInstance, count: number, headers: Record<string, string> = {}) => {
  const result: number[] = [];
  for (let index = 0; index < count; index++) {
    result.push((await app.inject({ method: 'GET', url: HEALTH, remoteAddress: BALANCER, headers })).statusCode);
  }
  return result;
};

describe('developer endpoints behind a proxy', () => {
  it('need the developer key when the request came through a proxy, even from loopback', async () => {
    const app = await appWith({});
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    const refused = await app.inject({ method: 'POST', url: CLEAN_ALL, remoteAddress: BALANCER, headers: proxied });
    expect(refused.statusCode).toBe(403);
    const realIp = await app.inject({
      method: 'POST',
      url: CLEAN_ALL,
      remoteAddress: BALANCER,
      headers: { 'x-real-ip': '203.0.113.9' },
    });
    expect(realIp.statusCode).toBe(403);
    const keyed = await app.inject({
      method: 'POST',
      url: CLEAN_ALL,
      remoteAddress: BALANCER,
      headers: { ...proxied, 'x-dev-key': DEV_KEY },
    });
    expect(keyed.statusCode).toBe(200);
    const direct = await app.inject({ method: 'POST', url: CLEAN_ALL, remoteAddress: BALANCER });
    expect(direct.statusCode).toBe(200);
  });

  it('need the developer key outside development, even from a direct loopback client', async () => {
    const app = await appWith({
      APP_ENVIRONMENT: 'test',
      DEV_KEY: 'staging-dev-key',
      SSO_SIGNING_SECRET: 'a-test-sso-signing-secret',
      ACCESS_TOKEN_SECRET: 'a-test-access-token-secret',
      EVENTS_TOKEN: 'a-test-events-token',
    });
    expect((await app.inject({ method: 'POST', url: CLEAN_ALL, remoteAddress: BALANCER })).statusCode).toBe(403);
    const keyed = await app.inject({
      method: 'POST',
      url: CLEAN_ALL,
      remoteAddress: BALANCER,
      headers: { 'x-dev-key': 'staging-dev-key' },
    });
    expect(keyed.statusCode).toBe(200);
  });
});

describe('rate limit per client address', () => {
  it('counts each client behind a trusted balancer apart (TRUST_PROXY)', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '2', TRUST_PROXY: BALANCER });
    expect(await statuses(app, 3, { 'x-forwarded-for': '203.0.113.1' })).toEqual([200, 200, 429]);
    expect(await statuses(app, 1, { 'x-forwarded-for': '203.0.113.2' })).toEqual([200]);
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted balancer', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '2' });
    expect(await statuses(app, 2, { 'x-forwarded-for': '203.0.113.1' })).toEqual([200, 200]);
    expect(await statuses(app, 1, { 'x-forwarded-for': '203.0.113.2' })).toEqual([429]);
  });

  it('never counts static assets', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '1' });
    for (let index = 0; index < 3; index++) {
      const res = await app.inject({ method: 'GET', url: '/assets/missing.js', remoteAddress: BALANCER });
      expect(res.statusCode).not.toBe(429);
    }
    expect(await statuses(app, 2)).toEqual([200, 429]);
  });

  it.skipIf(!hasRedisServer())(
    'is counted once across instances sharing REDIS_URL',
    async () => {
      const redis = await startRedis();
      try {
        const env = { RATE_LIMIT_MAX: '3', TRUST_PROXY: BALANCER, REDIS_URL: redis.url };
        const [one, two] = [await appWith(env), await appWith(env)];
        const client = { 'x-forwarded-for': '203.0.113.50' };
        const seen = [
          ...(await statuses(one!, 1, client)),
          ...(await statuses(two!, 1, client)),
          ...(await statuses(one!, 1, client)),
          ...(await statuses(two!, 1, client)),
        ];
        expect(seen).toEqual([200, 200, 200, 429]);
        await Promise.all([one!.close(), two!.close()]);
      } finally {
        await redis.stop();
      }
    },
    bootingTestTimeout(2),
  );
});

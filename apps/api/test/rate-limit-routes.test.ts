import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { makeWebDist } from './web-dist-fixture';

// issue 15 item 9 (a branded 429 page for documents, per-route limits) and item 13 (HEAD in the envelope).
let app: FastifyInstance;
let dist: Awaited<ReturnType<typeof makeWebDist>>;
beforeAll(async () => {
  // Its own built app: apps/web/dist may not exist yet (CI builds it beside the unit tests).
  dist = await makeWebDist();
  // A general limit of 3 a minute: low enough to reach with pages, and the per-route floors stay in force.
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, RATE_LIMIT_MAX: '3' } });
});
afterAll(async () => {
  await app?.close();
  await dist?.remove();
});

const page = (host: string, remoteAddress: string) =>
  app.inject({ url: '/', headers: { host, accept: 'text/html,application/xhtml+xml' }, remoteAddress });

describe('a page past the rate limit', () => {
  it('is the brand’s own page in its language with a 429, not raw JSON', async () => {
    for (let i = 0; i < 3; i += 1) expect((await page('club.localhost', '203.0.113.20')).statusCode).toBe(200);
    const blocked = await page('club.localhost', '203.0.113.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^text\/html/);
    expect(blocked.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(blocked.body).toContain('<html lang="fr">');
    expect(blocked.body).toContain('Club Évasion');
    expect(blocked.body).toContain('Trop de demandes');
    expect(blocked.body).not.toContain('<script');
  });

  it('stays the envelope for an API call', async () => {
    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/api/health', remoteAddress: '203.0.113.21' });
    const blocked = await app.inject({
      url: '/api/health',
      headers: { accept: 'text/html' },
      remoteAddress: '203.0.113.21',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, error: { code: 429, message: 'RATE_LIMITED' } });
  });
});

describe('per-route limits', () => {
  it('hold sign-in to its own limit, whatever the general one', async () => {
    const strict = await buildTestApp({ env: { RATE_LIMIT_MAX: '3000' } });
    try {
      const signIn = () =>
        strict.inject({
          method: 'POST',
          url: '/api/TokenAuth/Authenticate',
          payload: {
            userNameOrEmailAddress: 'nobody@example.com',
            password: 'wrong-password',
            domainName: 'localhost',
          },
          remoteAddress: '203.0.113.30',
        });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await signIn()).statusCode);
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      const blocked = await signIn();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, error: { code: 429, message: 'RATE_LIMITED' } });
      // The rest of the API still answers that client.
      expect((await strict.inject({ url: '/api/health', remoteAddress: '203.0.113.30' })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('HEAD requests (issue 15 item 13)', () => {
  it('answer with the headers of the envelope, a known call 200 and an unknown one 404', async () => {
    const known = await app.inject({ method: 'HEAD', url: '/api/health', remoteAddress: '203.0.113.40' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toMatch(/^application\/json/);
    expect(known.body).toBe('');
    const unknown = await app.inject({ method: 'HEAD', url: '/api/no-such-call', remoteAddress: '203.0.113.41' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
  });
});

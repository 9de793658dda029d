import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Member } from '../../db/repositories/member-repository';
import { signAccessToken } from '../../lib/access-token';
import { auth } from './auth';

const config = loadConfig({});
const member = { id: 5, domain: 'localhost', email: 'demo@localhost' } as Member;

async function probe() {
  const app = Fastify();
  app.decorate('config', config);
  // Stands in for the repositories plugin: one member with id 5.
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('memberRepository', { findById: async (id: number) => (id === 5 ? member : null) } as never);
      },
      { name: 'repositories' },
    ),
  );
  await app.register(auth);
  app.get('/me', async (request) => ({ email: request.member?.email ?? null }));
  return app;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('auth plugin', () => {
  it('decorates request.member from a valid access token', async () => {
    const app = await probe();
    const { accessToken } = signAccessToken({ memberId: 5, domain: 'localhost' }, config.accessTokenSecret);
    expect((await app.inject({ url: '/me', headers: bearer(accessToken) })).json()).toEqual({
      email: 'demo@localhost',
    });
  });

  it('treats missing, forged, foreign-domain and unknown-member tokens as anonymous', async () => {
    const app = await probe();
    const wrongDomain = signAccessToken({ memberId: 5, domain: 'club.localhost' }, config.accessTokenSecret);
    const unknown = signAccessToken({ memberId: 6, domain: 'localhost' }, config.accessTokenSecret);
    const forged = signAccessToken({ memberId: 5, domain: 'localhost' }, 'not-the-server-secret');
    for (const headers of [
      {},
      bearer(wrongDomain.accessToken),
      bearer(unknown.accessToken),
      bearer(forged.accessToken),
      { authorization: 'Basic abc' },
    ]) {
      const res = await app.inject({ url: '/me', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: null });
    }
  });
});

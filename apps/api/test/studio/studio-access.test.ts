import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditorEmail } from '../../src/studio/studio-seed';
import { draftOf, signIn, startStudio } from './studio-client';
import type { StudioClient } from './studio-client';

let app: FastifyInstance;
let clubEditor: StudioClient;

beforeAll(async () => {
  ({ app, editor: clubEditor } = await startStudio('club.localhost', {
    env: { STUDIO_ADMIN_EMAIL: 'ops@example.com', STUDIO_ADMIN_PASSWORD: 'a-long-admin-secret' },
  }));
});
afterAll(() => app?.close());

describe('studio: accounts, sessions and permissions', () => {
  it('signs in with an HttpOnly SameSite=Strict cookie and refuses a wrong password alike for unknown emails', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/studio/SignIn',
      payload: { email: demoEditorEmail('club.localhost'), password: 'nope' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/studio/SignIn',
      payload: { email: 'nobody@example.com', password: 'nope' },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().error.details).toBe(unknown.json().error.details);
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/SignIn',
      payload: { email: 'EDITOR@club.localhost', password: 'wayfare-studio' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^wf_studio=[\w-]+; Path=\/api\/studio; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
    expect(response.json().result.editor).toEqual({
      email: 'editor@club.localhost',
      displayName: expect.any(String),
      role: 'editor',
      domains: ['club.localhost'],
    });
  });

  it('creates the administrator named by STUDIO_ADMIN_EMAIL and STUDIO_ADMIN_PASSWORD', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/SignIn',
      payload: { email: 'ops@example.com', password: 'a-long-admin-secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.editor).toMatchObject({ role: 'admin', domains: [] });
  });

  it('answers 401 without a session and forgets the session at sign-out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/studio/brands' })).statusCode).toBe(401);
    const session = await signIn(app, demoEditorEmail('club.localhost'));
    expect((await session.request('GET', '/api/studio/Me')).statusCode).toBe(200);
    expect((await session.request('POST', '/api/studio/SignOut')).json().result).toEqual({ signedOut: true });
    expect((await session.request('GET', '/api/studio/Me')).statusCode).toBe(401);
  });

  it('refuses changes without the CSRF token or from another origin (403)', async () => {
    const document = await draftOf(clubEditor, 'club.localhost');
    const url = '/api/studio/brands/club.localhost/draft';
    const noToken = await app.inject({
      method: 'PUT',
      url,
      headers: { cookie: clubEditor.cookie },
      payload: { document },
    });
    const foreign = await app.inject({
      method: 'PUT',
      url,
      headers: { cookie: clubEditor.cookie, 'x-csrf-token': clubEditor.csrf, origin: 'https://evil.example' },
      payload: { document },
    });
    const wrongToken = await app.inject({
      method: 'PUT',
      url,
      headers: { cookie: clubEditor.cookie, 'x-csrf-token': 'x'.repeat(43) },
      payload: { document },
    });
    expect([noToken.statusCode, foreign.statusCode, wrongToken.statusCode]).toEqual([403, 403, 403]);
  });

  it("refuses an editor every call on another brand's domain (403), whatever the body", async () => {
    const other = 'tophotel.localhost';
    const document = await draftOf(clubEditor, 'club.localhost');
    const calls: [Parameters<StudioClient['request']>[0], string, unknown?][] = [
      ['GET', `/api/studio/brands/${other}/draft`],
      ['PUT', `/api/studio/brands/${other}/draft`, { document }],
      ['PUT', `/api/studio/brands/${other}/draft`, { nonsense: true }],
      ['DELETE', `/api/studio/brands/${other}/draft`],
      ['POST', `/api/studio/brands/${other}/check`],
      ['POST', `/api/studio/brands/${other}/publish`],
      ['GET', `/api/studio/brands/${other}/versions`],
      ['POST', `/api/studio/brands/${other}/versions/1/restore`],
      [
        'POST',
        `/api/studio/brands/${other}/assets`,
        { fileName: 'a.png', contentType: 'image/png', dataBase64: 'iVBORw==' },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const response = await clubEditor.request(method, url, payload);
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 403`);
    }
  });

  it('limits sign-in attempts per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/studio/SignIn',
        payload: { email: 'guess@example.com', password: `guess-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('envelope and errors', () => {
  it('answers health with the database kind', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { status: 'ok', database: app.dbKind },
      success: true,
      error: null,
      unAuthorizedRequest: false,
    });
  });

  it('rejects a bad body with 400 naming each field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/AuthenticateExternal',
      payload: { token: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.message).toBe('VALIDATION_ERROR');
    const fields = body.error.validationErrors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['token', 'domainName']));
  });

  it('names unknown fields of strict bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/services/app/FeatureToogle/FlagProviderList',
      payload: { domainName: 'localhost', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([expect.objectContaining({ field: 'extra' })]);
  });

  it('rejects a missing body naming the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/services/app/FeatureToogle/FlagProviderList' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].field).toBe('body');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/AuthenticateExternal',
      headers: { 'content-type': 'application/json' },
      payload: '{"token": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 400, message: 'VALIDATION_ERROR' } });
    expect(res.json().error.details).toMatch(/Malformed JSON/);
  });

  it('answers unknown API paths with a 404 envelope for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, result: null, error: { message: 'NOT_FOUND' } });
    }
  });

  it('never shows a stack for a server error', async () => {
    const repository = app.brandConfigRepository;
    const find = repository.find;
    repository.find = async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    };
    const res = await app.inject('/api/content/brand-configurations/boom.localhost').finally(() => {
      repository.find = find;
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, error: { code: 500, message: 'INTERNAL_ERROR' } });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('.ts');
  });
});

describe('security headers', () => {
  it('sets the strict API policy and the referrer policy on JSON', async () => {
    const res = await app.inject('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives the docs page a CSP that lets Swagger UI run', async () => {
    const res = await app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('OpenAPI', () => {
  it('serves the contract document', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/TokenAuth/AuthenticateExternal'].post.operationId).toBe(
      'TokenAuth.AuthenticateExternal',
    );
    // Moved from e2e/foundation.spec.ts (issue 14): the paths the web app's startup calls are all documented.
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/content/brand-configurations/{domain}',
        '/api/services/app/FeatureToogle/FlagProviderList',
        '/config.json',
      ]),
    );
  });
});

describe('compression', () => {
  it('compresses large responses', async () => {
    const res = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('rate limit', () => {
  it('answers 429 in the envelope past RATE_LIMIT_MAX per minute', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    const hit = () => limited.inject({ url: '/api/health', remoteAddress: '203.0.113.9' });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const res = await hit();
    // Another client is not affected.
    const other = await limited.inject({ url: '/api/health', remoteAddress: '203.0.113.10' });
    await limited.close();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, error: { code: 429, message: 'RATE_LIMITED' } });
    expect(other.statusCode).toBe(200);
  });
});

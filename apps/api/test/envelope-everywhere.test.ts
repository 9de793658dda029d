import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { makeWebDist } from './web-dist-fixture';

let app: FastifyInstance;
let dist: Awaited<ReturnType<typeof makeWebDist>>;
beforeAll(async () => {
  // Its own built app: apps/web/dist may not exist yet (CI builds it beside the unit tests).
  dist = await makeWebDist();
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir } });
});
afterAll(async () => {
  await app?.close();
  await dist?.remove();
});

const envelopeOf = (body: string) => JSON.parse(body) as { success: boolean; error: { code: number; details: string } };

/** A raw HTTP exchange: what Node's parser answers before Fastify sees the request. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('every answer in the envelope with a reason (issue 15 item 13)', () => {
  it('a malformed URL (routing error) answers 400 in the envelope', async () => {
    for (const url of ['/%', '/api/%zz']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(envelopeOf(res.body)).toMatchObject({ success: false, error: { code: 400 } });
    }
  });

  it('a browser tab on a mangled page address goes to the repaired one, whose page is branded (it read JSON)', async () => {
    const html = { accept: 'text/html', host: 'localhost:8080' };
    const res = await app.inject({ url: '/nope/%ZZ?product=F', headers: html });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/nope/%25ZZ?product=F');
    const page = await app.inject({ url: res.headers.location!, headers: html });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // An API call keeps its envelope.
    expect((await app.inject({ url: '/api/%zz', headers: html })).statusCode).toBe(400);
  });

  it('415 and 413 answer in the envelope', async () => {
    const unsupported = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/AuthenticateExternal',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(envelopeOf(unsupported.body).error.code).toBe(415);
    const large = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/AuthenticateExternal',
      payload: { token: 'x'.repeat(1024 * 1024 + 1), domainName: 'localhost' },
    });
    expect(large.statusCode).toBe(413);
    expect(envelopeOf(large.body).error.code).toBe(413);
  });

  it('431 for an over-long URL answers in the envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await rawRequest(port, `GET /?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large/);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(envelopeOf(body)).toMatchObject({ success: false, error: { code: 431 } });
  });

  it('unknown pages are a real 404 with the app (its branded not-found screen); known pages 200', async () => {
    const html = { accept: 'text/html', host: 'localhost:8080' };
    for (const url of ['/no-such-page', '/nowhere/at-all', '//evil.example']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    for (const url of ['/', '/H?destination=rome', '/checkout', '/expired-session', '/studio']) {
      expect((await app.inject({ url, headers: html })).statusCode, url).toBe(200);
    }
    // A missing file for a subresource stays a JSON 404, never HTML.
    const asset = await app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/application\/json/);
  });
});

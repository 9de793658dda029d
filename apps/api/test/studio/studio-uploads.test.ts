import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, startStudio } from './studio-client';
import type { StudioClient } from './studio-client';

const DOMAIN = 'freeflight.localhost';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
let app: FastifyInstance;
let editor: StudioClient;

beforeAll(async () => {
  ({ app, editor } = await startStudio(DOMAIN));
});
afterAll(() => app?.close());

const upload = (contentType: string, bytes: Buffer, fileName = 'logo') =>
  editor.request('POST', `/api/studio/brands/${DOMAIN}/assets`, {
    fileName,
    contentType,
    dataBase64: bytes.toString('base64'),
  });

describe('studio: logo and favicon uploads', () => {
  it('stores an image in the database and serves it by its content hash with long cache headers', async () => {
    const response = await upload('image/png', PNG);
    expect(response.statusCode).toBe(200);
    const asset = response.json().result;
    expect(asset).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      url: `/api/studio/assets/${asset.hash}.png`,
    });
    const served = await app.inject({ method: 'GET', url: asset.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${asset.hash}"`,
      'x-content-type-options': 'nosniff',
    });
    const again = await app.inject({ method: 'GET', url: asset.url, headers: { 'if-none-match': `"${asset.hash}"` } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: `/api/studio/assets/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
  });

  it('uses an upload as the logo and passes the checks', async () => {
    const asset = (await upload('image/png', PNG)).json().result;
    const document = await draftOf(editor, DOMAIN);
    document.attributes.theme.logoPrimaryUrl = asset.url;
    expect((await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document })).statusCode).toBe(200);
    expect((await editor.request('POST', `/api/studio/brands/${DOMAIN}/check`)).json().result.ok).toBe(true);
    document.attributes.theme.favicon = `/api/studio/assets/${'a'.repeat(64)}.ico`;
    await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document });
    const check = (await editor.request('POST', `/api/studio/brands/${DOMAIN}/check`)).json().result;
    expect(check.issues).toEqual([
      { check: 'image', field: 'attributes.theme.favicon', message: 'The uploaded image no longer exists' },
    ]);
  });

  it.each([
    [
      'a type that is no image',
      'application/pdf',
      Buffer.from('%PDF-1.4'),
      'contentType',
      /PNG, JPEG, WebP, SVG or ICO/,
    ],
    ['bytes that are not the declared type', 'image/png', Buffer.from('GIF89a....'), 'dataBase64', /not a PNG/],
    ['more than 200 KB', 'image/png', Buffer.concat([PNG, Buffer.alloc(201 * 1024)]), 'dataBase64', /200 KB/],
    ['an SVG with script', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"></svg>'), 'dataBase64', /script/],
    ['an empty file', 'image/png', Buffer.alloc(0), 'dataBase64', /./],
  ])('refuses %s', async (_name, contentType, bytes, field, message) => {
    const response = await upload(contentType, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.validationErrors).toContainEqual({ field, message: expect.stringMatching(message) });
  });

  it('accepts a clean SVG logo', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const response = await upload('image/svg+xml', svg);
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: response.json().result.url });
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });
});

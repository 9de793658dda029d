import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('generated images', () => {
  it('serve stay pictures as cacheable SVG', async () => {
    for (const url of ['/api/images/stays/ROM-H0001.svg', '/api/images/stays/PAR-H0300-2.svg']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body.length).toBeLessThan(8_000);
      expect((await app.inject(url)).body).toBe(res.body);
    }
  });

  it('serve destination pictures by city or airport code', async () => {
    const city = await app.inject('/api/images/destinations/ROM.svg');
    expect(city.statusCode).toBe(200);
    expect(city.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(city.body).toContain('<title>Rome</title>');
    expect((await app.inject('/api/images/destinations/fco.svg')).statusCode).toBe(200);
  });

  it('answer 404 for unknown pictures', async () => {
    for (const url of [
      '/api/images/stays/ROM-H9999.svg',
      '/api/images/stays/ROM-H0001-9.svg',
      '/api/images/stays/ROM-H0001.png',
      '/api/images/destinations/XXX.svg',
      '/api/images/destinations/..%2Fetc.svg',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('NOT_FOUND');
    }
  });

  it('are what stay proposals and static data point to', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/services/app/ShoppingHDPService/RetreiveAccommodationStaticData?accommodationId=BCN-H0010',
    });
    const images: { url: string }[] = res.json().result.images;
    for (const { url } of images) expect((await app.inject(url)).statusCode).toBe(200);
  });
});

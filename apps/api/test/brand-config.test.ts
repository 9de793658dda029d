import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandConfigPartNames, brandConfigResponseSchema } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEY } from '../src/config';
import { buildTestApp } from './helper';
import { bootingTestTimeout } from './setup/limits';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const path = (domain: string, query = '') => `/api/content/brand-configurations/${domain}${query}`;
const REMOTE = '198.51.100.7';

describe('GET brand configuration', () => {
  it('gives only the scalar attributes without populate', async () => {
    const res = await app.inject(path('localhost'));
    expect(res.statusCode).toBe(200);
    const body = brandConfigResponseSchema.parse(res.json());
    expect(Object.keys(body.data.attributes).sort()).toEqual(['country', 'domain', 'environment', 'language']);
    expect(body.data.attributes).toMatchObject({ domain: 'localhost', language: 'en' });
    expect(typeof body.data.id).toBe('number');
    expect(body.meta).toEqual({});
  });

  it('includes exactly the populated parts (Strapi populate[n])', async () => {
    const res = await app.inject(path('tophotel.localhost', '?populate[0]=theme&populate[1]=brandDetails'));
    const { attributes } = res.json().data;
    expect(Object.keys(attributes).sort()).toEqual([
      'brandDetails',
      'country',
      'domain',
      'environment',
      'language',
      'theme',
    ]);
    expect(attributes.brandDetails.isTopHotel).toBe(true);
    expect(attributes.theme.primaryColor).toMatch(/^#/);
  });

  // Moved from e2e/foundation.spec.ts (issue 14): every demo brand answers in the Strapi shape.
  it.each([
    ['localhost', 'en'],
    ['tophotel.localhost', 'it'],
    ['freeflight.localhost', 'es'],
    ['club.localhost', 'fr'],
  ])('gives %s its theme in the Strapi shape, and only that part', async (domain, language) => {
    const res = await app.inject(path(domain, '?populate[0]=theme'));
    expect(res.statusCode).toBe(200);
    const { attributes } = brandConfigResponseSchema.parse(res.json()).data;
    expect(attributes).toMatchObject({ domain, language });
    expect(attributes.theme?.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(attributes.landingContent).toBeUndefined();
  });

  it('gives every part for populate=*', async () => {
    const res = await app.inject(path('club.localhost', '?populate=*'));
    const { attributes } = brandConfigResponseSchema.parse(res.json()).data;
    for (const part of brandConfigPartNames) expect(attributes[part], part).toBeDefined();
    expect(attributes.brandDetails?.currency).toBe('CHF');
  });

  it('rejects an unknown part naming populate', async () => {
    const res = await app.inject(path('localhost', '?populate[0]=secrets'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].field).toMatch(/^populate/);
  });

  it('answers 404 in the envelope for an unknown domain', async () => {
    const res = await app.inject(path('unknown.localhost'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { message: 'NOT_FOUND' } });
  });
});

describe('cache invalidation', () => {
  async function renameBrand(domain: string, brandName: string) {
    const stored = (await app.brandConfigRepository.find(domain))!;
    await app.brandConfigRepository.setAttributes(domain, {
      ...stored.attributes,
      brandDetails: { ...stored.attributes.brandDetails, brandName },
    });
  }
  const brandName = async (domain: string) =>
    (await app.inject(path(domain, '?populate[0]=brandDetails'))).json().data.attributes.brandDetails.brandName;

  it('serves the cached value until DELETE invalidates that domain', async () => {
    const before = await brandName('freeflight.localhost');
    await renameBrand('freeflight.localhost', 'Renamed in the database');
    expect(await brandName('freeflight.localhost')).toBe(before);

    const res = await app.inject({ method: 'DELETE', url: path('freeflight.localhost') });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ domain: 'freeflight.localhost', invalidated: true });
    expect(await brandName('freeflight.localhost')).toBe('Renamed in the database');
  });

  it('clears every domain with CleanAllConfigurationCaches', async () => {
    await brandName('localhost');
    await brandName('club.localhost');
    await renameBrand('localhost', 'Wayfare renamed');
    await renameBrand('club.localhost', 'Club renamed');
    const res = await app.inject({ method: 'POST', url: '/api/content/CleanAllConfigurationCaches' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.invalidated).toBeGreaterThanOrEqual(2);
    expect(await brandName('localhost')).toBe('Wayfare renamed');
    expect(await brandName('club.localhost')).toBe('Club renamed');
  });

  it('refuses a non-loopback client without the developer key', async () => {
    const del = await app.inject({ method: 'DELETE', url: path('localhost'), remoteAddress: REMOTE });
    const all = await app.inject({
      method: 'POST',
      url: '/api/content/CleanAllConfigurationCaches',
      remoteAddress: REMOTE,
      headers: { 'x-dev-key': 'wrong-key-value' },
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().error.message).toBe('FORBIDDEN');
    expect(all.statusCode).toBe(403);
  });

  it('accepts a non-loopback client with X-Dev-Key', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: path('localhost'),
      remoteAddress: REMOTE,
      headers: { 'x-dev-key': DEV_KEY },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not trust a forwarded address', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: path('localhost'),
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
  });
});

type BrandJson = { theme: Record<string, unknown>; brandDetails: { policies: Record<string, unknown> } };

describe('brand seed files (issue 15 item 6: a bad brand is isolated)', () => {
  /** Builds the app on a copy of the seed data with one brand file changed; returns it and its error log. */
  async function withBrokenBrand(file: string, change: (brand: BrandJson) => void) {
    const seedDir = await mkdtemp(join(tmpdir(), 'wayfare-seed-'));
    await cp(join(app.config.seedDir), seedDir, { recursive: true });
    const brandFile = join(seedDir, 'brands', file);
    const brand = JSON.parse(await readFile(brandFile, 'utf8')) as BrandJson;
    change(brand);
    await writeFile(brandFile, JSON.stringify(brand));
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const broken = await buildTestApp({ config: { seedDir }, logger: { level: 'error', stream } });
    await broken.ready();
    return {
      broken,
      refusals: lines.filter((line) => line.msg === 'brand configuration refused'),
      cleanup: async () => {
        await broken.close();
        await rm(seedDir, { recursive: true, force: true });
      },
    };
  }

  it(
    'refuses the bad brand with the file and field in the log, and serves every other brand',
    async () => {
      const { broken, refusals, cleanup } = await withBrokenBrand('club.json', (brand) => {
        brand.theme.primaryColor = 'orange';
      });
      try {
        expect(refusals).toHaveLength(1);
        expect(String(refusals[0]!.reason)).toMatch(
          /brands\/club\.json is invalid:\n\s+theme\.primaryColor: must be a #rrggbb colour/,
        );
        expect((await broken.inject(path('club.localhost'))).statusCode).toBe(404);
        for (const domain of ['localhost', 'tophotel.localhost', 'freeflight.localhost']) {
          expect((await broken.inject(path(domain))).statusCode, domain).toBe(200);
        }
      } finally {
        await cleanup();
      }
    },
    bootingTestTimeout(1),
  );

  it(
    'refuse javascript: and off-site URLs',
    async () => {
      const { refusals, cleanup } = await withBrokenBrand('localhost.json', (brand) => {
        brand.brandDetails.policies.privacy = 'javascript:alert(1)';
        brand.brandDetails.policies.termsConditions = '/\\evil.example';
      });
      try {
        expect(String(refusals[0]!.reason)).toMatch(
          /localhost\.json is invalid:\n\s+brandDetails\.policies\.privacy: must be an https[\s\S]*termsConditions/,
        );
      } finally {
        await cleanup();
      }
    },
    bootingTestTimeout(1),
  );
});

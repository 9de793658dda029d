import { join } from 'node:path';
import { RUNTIME_CONFIG_MARKER, runtimeConfigSchema } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { makeWebDist } from './web-dist-fixture';

let dist: Awaited<ReturnType<typeof makeWebDist>>;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await makeWebDist();
  app = await buildTestApp({
    env: {
      WEB_DIST_DIR: dist.dir,
      PUBLIC_BOOKING_API_URL: 'https://booking.example.com/',
      PUBLIC_TAG_MANAGER_BASE_URL: 'https://tags.example.com/utag',
      PUBLIC_TRANSLATIONS_KEY: '</script><script>alert(1)</script>',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await dist?.remove();
});

function runtimeConfigOf(html: string) {
  const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return runtimeConfigSchema.parse(JSON.parse(match![1]!));
}

describe('SPA fallback', () => {
  it('serves index.html with the runtime config injected at the marker', async () => {
    const res = await app.inject({ url: '/H?destination=rome', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).not.toContain(RUNTIME_CONFIG_MARKER);
    const config = runtimeConfigOf(res.body);
    expect(config).toMatchObject({
      bookingApiUrl: 'https://booking.example.com/',
      eventsToken: app.config.eventsToken,
    });
    // A value cannot close the script element.
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(config.translationsKey).toBe('</script><script>alert(1)</script>');
  });

  it('uses a fresh style nonce per response, the same one as in the CSP', async () => {
    const first = await app.inject('/');
    const second = await app.inject('/');
    const nonce = runtimeConfigOf(first.body).styleNonce!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(runtimeConfigOf(second.body).styleNonce).not.toBe(nonce);
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
  });

  it('runs the sign-in token removal first, admitted by the response nonce (issue 15 item 10)', async () => {
    const res = await app.inject({ url: '/?a=secret-token&x=1', headers: { host: 'localhost:8080' } });
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1]!;
    const head = res.body.slice(res.body.indexOf('<head'));
    expect(head.indexOf(`<script nonce="${nonce}">`)).toBeGreaterThan(0);
    expect(head.indexOf(`<script nonce="${nonce}">`)).toBeLessThan(head.search(/<link|<script (?!nonce)|<style/));
    expect(res.body).toContain('history.replaceState');
    expect(res.body).not.toContain('secret-token');
  });

  it('sends the page CSP with the brand script origins only for that brand', async () => {
    const localhost = (await app.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers[
      'content-security-policy'
    ] as string;
    expect(localhost).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/tags\.example\.com;/);
    expect(localhost).toContain("connect-src 'self' https://booking.example.com");
    expect(localhost).toContain("frame-ancestors 'self'");
    expect(localhost).toContain("base-uri 'self'");
    expect(localhost).toContain("object-src 'none'");
    expect(localhost).toContain("img-src 'self' data: https:");
    expect(localhost).toContain("style-src-attr 'unsafe-inline'");
    expect(localhost).not.toMatch(/script-src[^;]*unsafe/);
    // The tag manager is on only for the localhost brand (travel.tracking.lmn_tealium).
    const club = (await app.inject({ url: '/', headers: { host: 'club.localhost:8080' } })).headers[
      'content-security-policy'
    ] as string;
    expect(club).toMatch(/script-src 'self' 'nonce-[^']+';/);
  });

  it('serves hashed assets for a year and other build files as they are', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/missing.png')).statusCode).toBe(404);
  });

  it("serves the server-rendered page's Intl warm-up worker as a cacheable script", async () => {
    const res = await app.inject('/wf-intl-warm.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('Intl.DateTimeFormat.supportedLocalesOf');
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/..%2f..%2fetc%2fpasswd.txt',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/hosts.txt',
    ]) {
      const res = await app.inject(url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toMatch(/root:|"workspaces"|localhost/);
    }
  });

  it('keeps API, i18n and brand-asset paths out of the fallback', async () => {
    for (const url of ['/api/unknown', '/i18n/unknown', '/brand-assets/unknown/logo.svg']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('serves /config.json without a nonce', async () => {
    const res = await app.inject('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = runtimeConfigSchema.parse(res.json());
    expect(config.styleNonce).toBeUndefined();
    expect(config.environment).toBe('development');
  });
});

describe('brand assets', () => {
  it('are served with a long cache', async () => {
    const res = await app.inject('/brand-assets/wayfare/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
  });
});

describe('missing build', () => {
  it('answers 503 with a page that says to run npm run build', async () => {
    const unbuilt = await buildTestApp({ env: { WEB_DIST_DIR: join(dist.dir, 'does-not-exist') } });
    try {
      const res = await unbuilt.inject('/');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.body).toContain('npm run build');
      expect((await unbuilt.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoEditorEmail, DEMO_STUDIO_ADMIN } from '../../src/studio/studio-seed';
import { draftOf, served, signIn, startStudio } from './studio-client';
import type { StudioClient } from './studio-client';

const DOMAIN = 'tophotel.localhost';
let app: FastifyInstance;
let editor: StudioClient;

beforeAll(async () => {
  ({ app, editor } = await startStudio(DOMAIN));
});
afterAll(() => app?.close());

describe('studio: drafts, publishing, versions, restore', () => {
  it('starts each seeded brand at version 1, imported from its file', async () => {
    const response = await editor.request('GET', `/api/studio/brands/${DOMAIN}/versions`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.versions).toMatchObject([{ version: 1, author: 'seed import', published: true }]);
  });

  it('keeps the draft apart until it is published, then serves it on every instance', async () => {
    const before = await served(app, DOMAIN);
    const publishBus = vi.spyOn(app.brandCacheBus, 'publish');
    const document = await draftOf(editor, DOMAIN);
    document.attributes.theme.primaryColor = '#0b5e3b';
    document.attributes.landingContent.heroTitle = 'Studio hero';
    const saved = await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({ baseVersion: 1, updatedBy: demoEditorEmail(DOMAIN) });
    // Saved, not published: the site still serves version 1 (and caches it).
    expect((await served(app, DOMAIN)).attributes.theme.primaryColor).toBe(before.attributes.theme.primaryColor);

    const check = await editor.request('POST', `/api/studio/brands/${DOMAIN}/check`);
    expect(check.json().result).toMatchObject({ ok: true, issues: [] });
    const published = await editor.request('POST', `/api/studio/brands/${DOMAIN}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().result.version).toMatchObject({
      version: 2,
      author: demoEditorEmail(DOMAIN),
      primaryColor: '#0b5e3b',
      heroTitle: 'Studio hero',
      restoredFrom: null,
      published: true,
    });
    expect(Date.parse(published.json().result.version.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // This instance's cache was dropped and the others were told (spec §7 RemoveConfig).
    expect(publishBus).toHaveBeenCalledWith({ domain: DOMAIN });
    const after = await served(app, DOMAIN);
    expect(after.attributes.theme.primaryColor).toBe('#0b5e3b');
    expect(after.attributes.landingContent.heroTitle).toBe('Studio hero');
    // Publishing ends the draft: the next draft starts from version 2.
    expect((await editor.request('GET', `/api/studio/brands/${DOMAIN}/draft`)).json().result.baseVersion).toBe(2);
  });

  it('refuses to publish without a draft', async () => {
    const response = await editor.request('POST', `/api/studio/brands/${DOMAIN}/publish`);
    expect(response.statusCode).toBe(409);
  });

  it('restores an earlier version as a new version', async () => {
    const original = (await editor.request('GET', `/api/studio/brands/${DOMAIN}/versions`)).json().result.versions;
    const first = original.find((entry: { version: number }) => entry.version === 1);
    const restored = await editor.request('POST', `/api/studio/brands/${DOMAIN}/versions/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().result.version).toMatchObject({
      version: 3,
      restoredFrom: 1,
      primaryColor: first.primaryColor,
    });
    expect((await served(app, DOMAIN)).attributes.theme.primaryColor).toBe(first.primaryColor);
    const versions = (await editor.request('GET', `/api/studio/brands/${DOMAIN}/versions`)).json().result.versions;
    expect(versions.map((entry: { version: number; published: boolean }) => [entry.version, entry.published])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect((await editor.request('POST', `/api/studio/brands/${DOMAIN}/versions/9/restore`)).statusCode).toBe(404);
  });

  it('blocks publishing a draft that fails a safety check, with the reason', async () => {
    const document = await draftOf(editor, DOMAIN);
    document.attributes.theme.primaryColor = '#ffe066';
    document.attributes.theme.primaryTextColor = '#000000';
    await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document });
    const check = (await editor.request('POST', `/api/studio/brands/${DOMAIN}/check`)).json().result;
    expect(check.ok).toBe(false);
    expect(check.issues[0]).toMatchObject({ check: 'contrast', field: 'attributes.theme.primaryColor' });
    const response = await editor.request('POST', `/api/studio/brands/${DOMAIN}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.validationErrors).toEqual([
      {
        field: 'attributes.theme.primaryColor',
        message: expect.stringMatching(/contrast 1\.\d\d:1; WCAG AA needs 4\.5:1/),
      },
    ]);
    expect((await served(app, DOMAIN)).attributes.theme.primaryColor).not.toBe('#ffe066');
    expect((await editor.request('DELETE', `/api/studio/brands/${DOMAIN}/draft`)).statusCode).toBe(200);
  });

  it('shows the draft to a preview token of the domain only, never cached', async () => {
    const document = await draftOf(editor, DOMAIN);
    document.attributes.landingContent.heroTitle = 'Preview only';
    const saved = (await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document })).json().result;
    const preview = await served(app, DOMAIN, saved.previewToken);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.attributes.landingContent.heroTitle).toBe('Preview only');
    expect((await served(app, DOMAIN)).attributes.landingContent.heroTitle).not.toBe('Preview only');
    expect((await served(app, 'club.localhost', saved.previewToken)).status).toBe(403);
    expect((await served(app, DOMAIN, `${saved.previewToken}x`)).status).toBe(403);
  });

  it('keeps the domain and environment of the published brand whatever the draft says', async () => {
    const document = await draftOf(editor, DOMAIN);
    document.attributes.domain = 'club.localhost';
    document.attributes.environment = 'hacked';
    const saved = (await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document })).json().result;
    expect(saved.document.attributes).toMatchObject({
      domain: DOMAIN,
      environment: expect.not.stringMatching('hacked'),
    });
  });

  it('lists every brand for the administrator and only their own for an editor', async () => {
    const admin = await signIn(app, DEMO_STUDIO_ADMIN);
    const all = (await admin.request('GET', '/api/studio/brands')).json().result.brands;
    expect(all.map((brand: { domain: string }) => brand.domain).sort()).toEqual([
      'atlas.localhost',
      'club.localhost',
      'freeflight.localhost',
      'localhost',
      'tophotel.localhost',
    ]);
    const own = (await editor.request('GET', '/api/studio/brands')).json().result.brands;
    expect(own).toMatchObject([{ domain: DOMAIN, publishedVersion: 3, hasDraft: true }]);
    expect((await admin.request('GET', '/api/studio/brands/club.localhost/draft')).statusCode).toBe(200);
  });
});

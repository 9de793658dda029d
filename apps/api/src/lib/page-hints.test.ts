import { RUNTIME_CONFIG_MARKER } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { injectBeforeHeadEnd, injectBeforeRuntimeConfig, preloadLinks, routeChunkLinks } from './page-hints';
import type { ViteManifest } from './page-hints';

const runtimeConfig = { translationsUrl: '/i18n/', translationsKey: '' };

describe('preloadLinks', () => {
  it('preloads the hero image and the landing translations on /', () => {
    const html = preloadLinks({ path: '/', language: 'it', runtimeConfig, heroImage: '/brand-assets/x/hero.svg' });
    expect(html).toContain('<link rel="preload" as="image" href="/brand-assets/x/hero.svg" fetchpriority="high">');
    for (const namespace of ['common', 'layout', 'landing', 'search', 'consent']) {
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/${namespace}/it.json">`,
      );
    }
  });

  it('preloads only the common translations elsewhere', () => {
    const html = preloadLinks({ path: '/H', language: 'en', runtimeConfig, heroImage: '/hero.svg' });
    expect(html).toBe('<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/common/en.json">');
  });

  it('preloads no translations when a translations key is needed, and escapes attributes', () => {
    const html = preloadLinks({
      path: '/',
      language: 'en',
      runtimeConfig: { translationsUrl: '/i18n', translationsKey: 'secret' },
      heroImage: '/a"b.svg',
    });
    expect(html).toBe('<link rel="preload" as="image" href="/a&quot;b.svg" fetchpriority="high">');
  });
});

describe('injectBeforeRuntimeConfig', () => {
  it('puts the fragment before the marker and keeps the marker', () => {
    expect(injectBeforeRuntimeConfig(`<head>${RUNTIME_CONFIG_MARKER}</head>`, '<x>')).toBe(
      `<head><x>\n    ${RUNTIME_CONFIG_MARKER}</head>`,
    );
    expect(injectBeforeRuntimeConfig('<head></head>', '')).toBe('<head></head>');
  });
});

describe('routeChunkLinks', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    '_frame.js': { file: 'assets/frame-1.js', imports: ['_vendor.js'], css: ['assets/frame-1.css'] },
    'src/app/routes/root-layout.tsx': { file: 'assets/root-1.js', imports: ['index.html', '_frame.js'] },
    'src/app/routes/landing-route.tsx': { file: 'assets/landing-1.js', imports: ['_frame.js', '_vendor.js'] },
  };

  it('preloads the root and landing route chunks on / without what the entry already loads', () => {
    expect(routeChunkLinks(manifest, '/').split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/root-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/frame-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/frame-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/landing-1.js">',
    ]);
  });

  it('preloads only the root route elsewhere, and nothing without a manifest', () => {
    expect(routeChunkLinks(manifest, '/H')).not.toContain('landing-1.js');
    expect(routeChunkLinks({}, '/')).toBe('');
  });

  it('puts the links at the end of <head>', () => {
    expect(injectBeforeHeadEnd('<head><x></head>', '<y>')).toBe('<head><x>  <y>\n  </head>');
    expect(injectBeforeHeadEnd('<head></head>', '')).toBe('<head></head>');
  });
});

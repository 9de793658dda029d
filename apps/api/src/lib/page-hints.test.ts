import { RUNTIME_CONFIG_MARKER } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import {
  deferredHints,
  firstRouteChunks,
  LANDING_ROUTE_CHUNK,
  ROOT_ROUTE_CHUNK,
  SEARCH_ROUTE_CHUNK,
  injectBeforeHeadEnd,
  injectBeforeRuntimeConfig,
  preloadLinks,
  routeChunkLinks,
} from './page-hints';
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

  it("preloads the first screen's own translations elsewhere, and no hero", () => {
    const html = preloadLinks({ path: '/H', language: 'en', runtimeConfig, heroImage: '/hero.svg' });
    expect(html).not.toContain('hero.svg');
    for (const namespace of ['common', 'layout', 'search', 'stays', 'consent']) {
      expect(html).toContain(`href="/i18n/${namespace}/en.json"`);
    }
    expect(preloadLinks({ path: '/exception', language: 'en', runtimeConfig, heroImage: undefined })).not.toContain(
      'stays',
    );
  });

  it('holds deferred hints in an inert template', () => {
    expect(deferredHints('<link rel="modulepreload" href="/a.js">')).toBe(
      '<template id="wf-deferred-hints"><link rel="modulepreload" href="/a.js"></template>',
    );
    expect(deferredHints('')).toBe('');
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
    'src/app/routes/search-screen.tsx': { file: 'assets/search-1.js', imports: ['_frame.js'] },
  };

  it('preloads the root and landing route chunks on / without what the entry already loads', () => {
    expect(routeChunkLinks(manifest, '/').split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/root-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/frame-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/frame-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/landing-1.js">',
    ]);
  });

  it('preloads the search screen chunk on the search screens', () => {
    const links = routeChunkLinks(manifest, '/H');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/search-1.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/root-1.js">');
    expect(links).not.toContain('landing-1.js');
  });

  it('preloads only the root route elsewhere, and nothing without a manifest', () => {
    expect(routeChunkLinks(manifest, '/checkout')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/root-1.js">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/frame-1.js">\n    ' +
        '<link rel="preload" as="style" crossorigin href="/assets/frame-1.css">',
    );
    expect(routeChunkLinks({}, '/')).toBe('');
  });

  it('puts the links at the end of <head>', () => {
    expect(injectBeforeHeadEnd('<head><x></head>', '<y>')).toBe('<head><x>  <y>\n  </head>');
    expect(injectBeforeHeadEnd('<head></head>', '')).toBe('<head></head>');
  });
});

describe('firstRouteChunks', () => {
  it('preloads a search path results chunk beside its route, so the results never wait for the route', () => {
    expect(firstRouteChunks('/H')).toEqual([
      ROOT_ROUTE_CHUNK,
      SEARCH_ROUTE_CHUNK,
      'src/features/stays/components/stay-results.tsx',
    ]);
    expect(firstRouteChunks('/FF').at(-1)).toBe('src/features/flights/components/flight-results.tsx');
    expect(firstRouteChunks('/hotel-detail').at(-1)).toBe('src/features/hotel-detail/components/hotel-detail.tsx');
  });

  it('gives other paths the root layout only, and the landing its own route', () => {
    expect(firstRouteChunks('/checkout')).toEqual([ROOT_ROUTE_CHUNK]);
    expect(firstRouteChunks('/')).toEqual([ROOT_ROUTE_CHUNK, LANDING_ROUTE_CHUNK]);
  });
});

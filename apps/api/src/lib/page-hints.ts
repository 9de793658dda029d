import { RUNTIME_CONFIG_MARKER } from '@wayfare/contract';
import type { RuntimeConfig } from '@wayfare/contract';

/** Translation namespaces the landing page (`/`) renders with, besides `common` (design.md quality bars). */
export const LANDING_NAMESPACES = ['layout', 'landing', 'search', 'consent'] as const;

/**
 * What the first screen of a path reads besides `common`; the web app loads the same set at startup
 * (apps/web src/lib/i18n.ts startupNamespaces), so these preloads are used.
 */
export function firstScreenNamespaces(path: string): readonly string[] {
  if (path === '/') return LANDING_NAMESPACES;
  if (['/H', '/DP', '/HGH'].includes(path)) return ['layout', 'search', 'stays', 'consent'];
  if (['/F', '/FF'].includes(path)) return ['layout', 'search', 'flights', 'consent'];
  return ['layout', 'consent'];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Preload hints for what the first screen requests, so those requests start with the page instead of after
 * the JS: the translations (same URL, mode and credentials as i18next-http-backend's fetch,
 * so the preload is reused) and, on `/`, the landing namespaces and the hero image (the LCP element).
 * No translation hints when a translations key is set: the preload could not send its header.
 */
export function preloadLinks(options: {
  path: string;
  language: string;
  runtimeConfig: Pick<RuntimeConfig, 'translationsUrl' | 'translationsKey'>;
  heroImage: string | undefined;
}): string {
  return [heroImageLink(options), translationLinks(options)].filter(Boolean).join('\n    ');
}

/** On `/`, the hero image (the LCP element) at high priority; nothing elsewhere. */
export function heroImageLink({ path, heroImage }: { path: string; heroImage: string | undefined }): string {
  if (path !== '/' || !heroImage) return '';
  return `<link rel="preload" as="image" href="${escapeAttribute(heroImage)}" fetchpriority="high">`;
}

/** The translations the first screen reads: `common` and the path's own namespaces. */
export function translationLinks({
  path,
  language,
  runtimeConfig,
}: {
  path: string;
  language: string;
  runtimeConfig: Pick<RuntimeConfig, 'translationsUrl' | 'translationsKey'>;
}): string {
  // No hint for the brand configuration: its fetch sends `Accept: application/json`, which a <link> preload
  // cannot, so Chromium would not reuse the preload and the request would go out twice.
  if (runtimeConfig.translationsKey) return '';
  const base = runtimeConfig.translationsUrl.replace(/\/+$/, '');
  const namespaces = ['common', ...firstScreenNamespaces(path)];
  return namespaces
    .map((namespace) => {
      const href = `${base}/${namespace}/${encodeURIComponent(language)}.json`;
      return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`;
    })
    .join('\n    ');
}

/** Id of the <template> holding hints the page starts itself (apps/web src/app/startup-shell.ts). */
export const DEFERRED_HINTS_ID = 'wf-deferred-hints';

/**
 * Hints held back while the server's shell paints: inside a <template> nothing is fetched; the app's tiny entry
 * moves them into <head> once the shell is painted, so the first paint does not wait behind them.
 */
export function deferredHints(fragment: string): string {
  return fragment ? `<template id="${DEFERRED_HINTS_ID}">${fragment}</template>` : '';
}

/** Puts `fragment` just before the runtime-config marker (early in <head>, before the module scripts). */
export function injectBeforeRuntimeConfig(html: string, fragment: string): string {
  if (!fragment) return html;
  return html.replace(RUNTIME_CONFIG_MARKER, () => `${fragment}\n    ${RUNTIME_CONFIG_MARKER}`);
}

/** The part of Vite's build manifest (dist/.vite/manifest.json) the hints read. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] } | undefined
>;

/** Lazy route modules every page renders through, and the landing page's own (keys of the Vite manifest). */
export const ROOT_ROUTE_CHUNK = 'src/app/routes/root-layout.tsx';
export const LANDING_ROUTE_CHUNK = 'src/app/routes/landing-route.tsx';
export const SEARCH_ROUTE_CHUNK = 'src/app/routes/search-screen.tsx';

/** The results module each search path renders inside the search screen (apps/web src/app/routes/product-results.tsx). */
const RESULTS_CHUNKS: Record<string, string> = {
  '/DP': 'src/features/stays/components/stay-results.tsx',
  '/H': 'src/features/stays/components/stay-results.tsx',
  '/HGH': 'src/features/stays/components/stay-results.tsx',
  '/F': 'src/features/flights/components/flight-results.tsx',
  '/FF': 'src/features/flights/components/flight-results.tsx',
  '/hotel-detail': 'src/features/hotel-detail/components/hotel-detail.tsx',
};

/**
 * The modules a path renders first (apps/web src/app/router.tsx): the root layout, the path's route, and on a
 * search path its results (their own lazy chunk), so none of them waits for another to arrive.
 */
export function firstRouteChunks(path: string): string[] {
  if (path === '/') return [ROOT_ROUTE_CHUNK, LANDING_ROUTE_CHUNK];
  const results = RESULTS_CHUNKS[path];
  if (results) return [ROOT_ROUTE_CHUNK, SEARCH_ROUTE_CHUNK, results];
  return [ROOT_ROUTE_CHUNK];
}

function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * `modulepreload` (JS) and style preloads for the route chunks the path renders first, minus what the entry
 * already loads: they download beside the entry instead of after it ran. Vite's loader then finds the links
 * (same href) and adds no second request.
 */
export function routeChunkLinks(manifest: ViteManifest, path: string): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const wanted = new Set<string>();
  for (const route of firstRouteChunks(path)) {
    staticClosure(manifest, route, wanted);
  }
  const links: string[] = [];
  for (const key of wanted) {
    const chunk = manifest[key];
    if (loaded.has(key) || !chunk) continue;
    links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk.file)}">`);
    for (const css of chunk.css ?? []) {
      links.push(`<link rel="preload" as="style" crossorigin href="/${escapeAttribute(css)}">`);
    }
  }
  return links.join('\n    ');
}

/** Puts `fragment` at the end of <head>: after the entry's own scripts, so those keep the first place in line. */
export function injectBeforeHeadEnd(html: string, fragment: string): string {
  if (!fragment) return html;
  return html.replace('</head>', () => `  ${fragment}\n  </head>`);
}

import { RUNTIME_CONFIG_MARKER } from '@wayfare/contract';
import type { RuntimeConfig } from '@wayfare/contract';

/** Translation namespaces the landing page (`/`) renders with, besides `common` (design.md quality bars). */
export const LANDING_NAMESPACES = ['layout', 'landing', 'search', 'consent'] as const;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Preload hints for what the first screen requests, so those requests start with the page instead of after
 * the JS: the translations (same URL, mode and credentials as i18next-http-backend's fetch,
 * so the preload is reused) and, on `/`, the landing namespaces and the hero image (the LCP element).
 * No translation hints when a translations key is set: the preload could not send its header.
 */
export function preloadLinks({
  path,
  language,
  runtimeConfig,
  heroImage,
}: {
  path: string;
  language: string;
  runtimeConfig: Pick<RuntimeConfig, 'translationsUrl' | 'translationsKey'>;
  heroImage: string | undefined;
}): string {
  // No hint for the brand configuration: its fetch sends `Accept: application/json`, which a <link> preload
  // cannot, so Chromium would not reuse the preload and the request would go out twice.
  const links: string[] = [];
  const landing = path === '/';
  if (landing && heroImage) {
    links.push(`<link rel="preload" as="image" href="${escapeAttribute(heroImage)}" fetchpriority="high">`);
  }
  if (!runtimeConfig.translationsKey) {
    const base = runtimeConfig.translationsUrl.replace(/\/+$/, '');
    const namespaces = ['common', ...(landing ? LANDING_NAMESPACES : [])];
    for (const namespace of namespaces) {
      const href = `${base}/${namespace}/${encodeURIComponent(language)}.json`;
      links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`);
    }
  }
  return links.join('\n    ');
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
  for (const route of path === '/' ? [ROOT_ROUTE_CHUNK, LANDING_ROUTE_CHUNK] : [ROOT_ROUTE_CHUNK]) {
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

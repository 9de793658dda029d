/** Static files the SPA loads (hashed bundles, brand logos and fonts, icons): never rate limited (issue 17). */
const STATIC_PREFIXES = ['/assets/', '/brand-assets/'];
const FILE_NAME = /\/[^/?]+\.[a-z0-9]{1,8}(\?.*)?$/i;

/**
 * True for requests of static assets: a page load pulls dozens of them, so counting them would make a
 * few page views look like abuse. API calls (/api/...) are always counted.
 */
export function isStaticAsset(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.startsWith('/api/')) return false;
  return STATIC_PREFIXES.some((prefix) => url.startsWith(prefix)) || FILE_NAME.test(url);
}

/**
 * Every page of the web app (spec §2), the single list the API's SPA fallback and the web router share:
 * the API answers a path outside it with the app's branded not-found page and a real 404 status.
 */
export const PAGE_PATHS = [
  '/',
  '/search',
  '/DP',
  '/H',
  '/HGH',
  '/F',
  '/FF',
  '/hotel-detail',
  '/memSearch',
  '/hdpMemSearch',
  '/deals',
  '/deal-search',
  '/checkout',
  '/checkout/confirmation',
  '/exception',
  '/expired-session',
] as const;

const PAGES = new Set<string>(PAGE_PATHS);

/** True when a path (without query) is a page of the app; a trailing slash is tolerated. */
export function isPagePath(path: string): boolean {
  return PAGES.has(path) || (path.length > 1 && path.endsWith('/') && PAGES.has(path.slice(0, -1)));
}

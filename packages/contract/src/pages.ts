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
  '/trips',
  '/trips/find',
  '/trips/:orderNumber',
  '/exception',
  '/expired-session',
  // Issue 20: the brand studio, outside the travellers' layout.
  '/studio',
] as const;

const PAGES = new Set<string>(PAGE_PATHS);

/** Pages with a parameter: `:name` stands for one path segment (the router's syntax). */
const PAGE_PATTERNS = PAGE_PATHS.filter((path) => path.includes('/:')).map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`),
);

/** True when a path (without query) is a page of the app; a trailing slash is tolerated. */
export function isPagePath(path: string): boolean {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return PAGES.has(bare) || PAGE_PATTERNS.some((pattern) => pattern.test(bare));
}

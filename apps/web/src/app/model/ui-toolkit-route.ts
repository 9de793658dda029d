/**
 * Issue 16: the screens built only on our UI kit render without the antd providers, so antd (its theme, locale
 * files and CSS-in-JS runtime) stays out of their chunks. Every other screen still renders inside them until it
 * has moved to the kit; add its path here when it has.
 */
const KIT_ONLY_PATHS: ReadonlySet<string> = new Set(['/', '/search']);

/** Whether the screen at `pathname` still needs the antd providers around it. */
export function needsAntdProviders(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !KIT_ONLY_PATHS.has(path || '/');
}

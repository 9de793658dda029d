/**
 * Issue 16: every screen is built on our UI kit, so none needs antd's providers (its theme, locale files and
 * CSS-in-JS runtime) any more. Callers that warmed antd's locale for a screen get false for every path.
 */
export function needsAntdProviders(_pathname: string): boolean {
  return false;
}

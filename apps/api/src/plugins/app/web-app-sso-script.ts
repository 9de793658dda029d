/**
 * The page's first script (issue 15 item 10, design.md security): it takes the partner's sign-in token
 * `a` out of the address bar with `history.replaceState` before the page makes any other request (so no
 * Referer and no third-party script ever sees it) and keeps it in memory, `window.__wayfareSsoToken`,
 * for the sign-in step (web `features/sso`). Inline and nonce'd: a file would be a request carrying it.
 * The removal keeps every other parameter in its exact encoding (as `features/sso/model/sso-token.ts`).
 */
export const SSO_TOKEN_SCRIPT = `(function () {
  try {
    var url = new URL(location.href);
    if (!url.searchParams.has('a')) return;
    window.__wayfareSsoToken = url.searchParams.get('a');
    var kept = url.search.replace(/^\\?/, '').split('&').filter(function (piece) {
      if (piece === '') return false;
      var key = new URLSearchParams(piece).keys().next();
      return key.done || key.value !== 'a';
    });
    history.replaceState(history.state, '', url.origin + url.pathname + (kept.length ? '?' + kept.join('&') : '') + url.hash);
  } catch (error) {
    /* An old browser without URL: the app's sign-in step removes the token instead. */
  }
})();`;

/**
 * Puts the token script first in `<head>`, before every hint, stylesheet and module, then the nonce for
 * libraries that add their own `<style>` (React Aria reads `<meta name="csp-nonce">`; without it every page
 * logged a CSP violation for an inline style, issue 15 item 13).
 */
export function injectSsoTokenScript(html: string, nonce: string): string {
  return html.replace(
    /<head(\s[^>]*)?>/i,
    (head) =>
      `${head}\n    <script nonce="${nonce}">${SSO_TOKEN_SCRIPT}</script>\n    <meta name="csp-nonce" nonce="${nonce}" />`,
  );
}

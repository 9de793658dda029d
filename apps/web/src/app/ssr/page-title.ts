import { screenTitle } from '../route-focus';

/** React's escapes in text (escapeTextForBrowser) and numeric references, back to their characters. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

const FIRST_HEADING = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i;

/**
 * The document title of a server-rendered page, the one the browser gives it after hydration (route-focus.ts
 * screenTitle over the main heading: the first h1 in `#main-content`, else the page's first h1), so the tab, a
 * shared link's preview, a search engine and a visitor without JavaScript read the screen's name, not only the
 * brand's page title.
 */
export function serverPageTitle(appHtml: string, pageTitle: string): string {
  const main = appHtml.search(/\bid="main-content"/);
  const heading = (main >= 0 ? FIRST_HEADING.exec(appHtml.slice(main)) : null) ?? FIRST_HEADING.exec(appHtml);
  return screenTitle(heading ? decodeText(heading[1]!) : null, pageTitle);
}

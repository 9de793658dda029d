/** The part of Vite's build manifest the page needs (dist/.vite/manifest.json). */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageTemplate {
  /** index.html up to and including `<div id="root">`. */
  start: string;
  /** From the root's `</div>` to the end. */
  end: string;
}

/** Splits the built index.html around its empty `#root`; null when the file has none (not this app's build). */
export function splitTemplate(html: string): PageTemplate | null {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return null;
  const open = ROOT_ELEMENT.length - '</div>'.length;
  return { start: html.slice(0, at + open), end: html.slice(at + open) };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The matched routes' chunks as the client build made them: every CSS file of the chunk and of what it
 * imports (statically, and the chunk's own lazy imports: the results lists, the hotel detail, dialogs), so
 * the page is styled before any script runs; modulepreloads for the chunk and its static imports, so
 * hydration need not wait for the route's lazy import. The page does not keep these tags as they are: its CSS
 * goes inline and its modules start after the first frame (head-assets.ts).
 */
export function routeAssetTags(manifest: ViteManifest, chunks: readonly string[], base = '/'): string {
  const css = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  // The entry's own CSS and modules are in index.html already; a shared chunk's lazy imports are other routes.
  const visit = (key: string, preload: boolean) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const file of entry.css ?? []) css.add(file);
    if (preload) modules.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported, preload);
  };
  for (const chunk of chunks) visit(chunk, true);
  for (const chunk of chunks) for (const lazy of manifest[chunk]?.dynamicImports ?? []) visit(lazy, false);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="${base}${escapeAttribute(file)}" />`),
    ...[...modules].map((file) => `<link rel="modulepreload" crossorigin href="${base}${escapeAttribute(file)}" />`),
  ].join('\n    ');
}

export interface PageHead {
  language: string | null;
  title: string | null;
  nonce: string;
  /** `:root{…}` of the brand's colours. */
  brandCss: string;
  /** Route CSS and module links (routeAssetTags). */
  assets: string;
}

/**
 * The document start of a server-rendered page: the brand's language and title, the brand's colour variables and
 * the route's assets before `</head>`.
 */
export function pageStart(start: string, head: PageHead): string {
  let html = start;
  if (head.language) html = html.replace(/<html\b[^>]*>/i, `<html lang="${escapeAttribute(head.language)}">`);
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(head.title)}</title>`);
  const style = head.brandCss ? `<style nonce="${head.nonce}">${head.brandCss.replace(/</g, '')}</style>` : '';
  const extra = [style, head.assets].filter(Boolean).join('\n    ');
  return extra ? html.replace('</head>', `    ${extra}\n  </head>`) : html;
}

/** React's preloads of the page's first images (an `<img>` not lazily loaded: the hero, the first result cards). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/**
 * The image preloads React wrote at the start of its HTML, for the head: in `#root` they came after every route
 * CSS file and modulepreload, so the LCP image (the landing's hero, the first stay's photo) was requested last
 * (Lighthouse: LCP load delay 2.6 s of 5.5 s). At most `max`, each once.
 */
export function imagePreloads(appHtml: string, max = 2): string {
  return [...new Set(appHtml.match(IMAGE_PRELOAD) ?? [])].slice(0, max).join('\n    ');
}

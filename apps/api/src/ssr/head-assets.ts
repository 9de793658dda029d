/**
 * The server-rendered head's CSS and modules (issue 16, Lighthouse mobile): the page paints from its HTML alone.
 *
 * - Every stylesheet link becomes the file's CSS in a nonce'd `<style>` (CSP style-src admits the nonce), in the
 *   links' order: 16 render-blocking CSS requests over a slow phone connection held the first paint and the hero
 *   image (LCP) for seconds.
 * - The module scripts and modulepreloads leave the head; one small inline script adds them after the first
 *   frame (moduleLoaderScript): Lighthouse's simulation counts every high-priority script that finished before
 *   the first paint as blocking it, and ~35 module requests competed with the hero image.
 */

/** A module the page starts: the entry script or one of its modulepreloads, with its `crossorigin` value. */
export interface PageModule {
  kind: 'script' | 'preload';
  href: string;
  /** The `crossorigin` attribute's value ('' when present without one), null when absent. */
  crossOrigin: string | null;
}

const LINK_TAG = /<link\b[^>]*>/gi;
/** A link, or an external script (nothing but white space inside). */
const MODULE_TAG = /<link\b[^>]*>|<script\b[^>]*>\s*<\/script>/gi;

/** The tag's attributes: name (lower case) to value ('' for a bare attribute). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  for (const [, name, quoted, single, bare] of body.matchAll(
    /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    attributes.set(name!.toLowerCase(), quoted ?? single ?? bare ?? '');
  }
  return attributes;
}

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `rel="stylesheet"` link's href (as written, unescaped), or null for any other tag. */
function stylesheetHref(tag: string): string | null {
  const attributes = attributesOf(tag);
  if (attributes.get('rel')?.toLowerCase() !== 'stylesheet' || attributes.has('disabled')) return null;
  const href = attributes.get('href');
  return href ? unescapeAttribute(href) : null;
}

/** The hrefs of the stylesheet links in `html`, in order, each once. */
export function stylesheetHrefs(html: string): string[] {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const href = stylesheetHref(tag);
    if (href) hrefs.add(href);
  }
  return [...hrefs];
}

/**
 * Replaces each stylesheet link whose CSS is in `styles` by that CSS in a nonce'd `<style>`, followed by the same
 * link with `disabled`. Why the disabled link: a lazily loaded chunk's import (Vite's preload helper,
 * `__vitePreload`) adds a `<link rel="stylesheet">` for every CSS file the chunk needs unless the document
 * already has a stylesheet link with that href; without one, an inlined file (the kit's button.css, app.css)
 * would be requested again on the first client navigation and appended after the screen's own rules, reordering
 * the cascade. A disabled stylesheet link is never fetched and applies nothing: it only answers that lookup.
 * A link whose CSS could not be read stays as it was (the page still gets its styles, by a request).
 */
export function inlineStylesheets(html: string, styles: ReadonlyMap<string, string>, nonce: string): string {
  const inlined = new Set<string>();
  return html.replace(LINK_TAG, (tag) => {
    const href = stylesheetHref(tag);
    const css = href === null ? undefined : styles.get(href);
    if (href === null || css === undefined) return tag;
    const marker = `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled />`;
    if (inlined.has(href)) return marker;
    inlined.add(href);
    // `</style` inside the CSS would end the element early; `<\/style` is the same text to the CSS parser.
    return `<style nonce="${nonce}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>${marker}`;
  });
}

/**
 * Takes the module scripts (`<script type="module" src>`) and modulepreload links out of `html`, in document
 * order, for moduleLoaderScript.
 */
export function takeModules(html: string): { html: string; modules: PageModule[] } {
  const modules: PageModule[] = [];
  // One pass over both kinds of tag keeps the document's order (the entry script before its preloads).
  const rest = html.replace(MODULE_TAG, (tag) => {
    const isScript = /^<script/i.test(tag);
    const attributes = attributesOf(isScript ? tag.slice(0, tag.indexOf('>') + 1) : tag);
    const href = isScript ? attributes.get('src') : attributes.get('href');
    const wanted = isScript
      ? attributes.get('type')?.toLowerCase() === 'module'
      : attributes.get('rel')?.toLowerCase() === 'modulepreload';
    if (!wanted || !href) return tag;
    modules.push({
      kind: isScript ? 'script' : 'preload',
      href: unescapeAttribute(href),
      crossOrigin: attributes.get('crossorigin') ?? null,
    });
    return '';
  });
  // The removed tags leave their indentation behind: drop the lines that became empty.
  return { html: rest.replace(/\n[ \t]*(?=\n)/g, ''), modules };
}

/** React Aria's press style element (its usePress adds it to the head once, by this id). */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
/** Its CSS, as React Aria writes it: pressables keep pan and pinch-zoom but lose double-tap zoom (no click delay). */
export const PRESSABLE_CSS =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

/**
 * Writes React Aria's press style into the head, nonce'd. React Aria adds it from an effect of the first
 * pressable, and a new style sheet in the hydration commit restyled the whole server-rendered page there
 * (updateActiveStyle + recalcStyle, 48 ms under a 4x CPU slowdown on the landing): finding the element by its id,
 * it adds none. React Aria puts it first in the head; in an anonymous layer (the app's CSS has none), its place
 * changes nothing, so it goes last, leaving the charset declaration early in the document.
 */
export function withPressableStyle(html: string, nonce: string): string {
  const style = `<style id="${PRESSABLE_STYLE_ID}" nonce="${nonce}">${PRESSABLE_CSS}</style>`;
  return html.replace(/<\/head>/i, () => `  ${style}\n  </head>`);
}

/** Elements the loader appends per task (moduleLoaderScript). */
export const MODULES_PER_TASK = 4;

/** JSON for inside an inline script: `<` written as `\u003c`, so no `</script>` can end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script that starts the page's modules after the first frame: the entry scripts and their
 * modulepreloads, in the given order, with their `crossorigin`. With the CSS inline the first paint follows the
 * HTML's parse; requestAnimationFrame runs just before that paint and the timeout just after it, so the hero
 * image and the paint no longer compete with the module requests. A page hidden from the start (a background
 * tab) paints no frame until shown: it starts at once, or as soon as it is hidden, so it is never left unstarted.
 * The elements go in MODULES_PER_TASK at a time, one task after another: each append requests its file at once
 * (Chromium's requestResource), and ~35 in one task made a long task of 94-431 ms under Lighthouse's 4x CPU
 * slowdown (blocking time). The entry comes first, so its request is never the one that waits.
 * With `intlWarmUrl`, that worker (intl-warm.ts) starts first, with the page's language, in a task of its own
 * before the first batch: it readies the browser's Intl data on another thread while the modules download (started
 * after a batch, its request waited behind the modules' and it lost that race on the stays results).
 * Empty when there is nothing to start.
 */
export function moduleLoaderScript(modules: readonly PageModule[], nonce: string, intlWarmUrl?: string): string {
  if (modules.length === 0) return '';
  const list = modules.map((module) => [module.kind === 'script' ? 1 : 0, module.href, module.crossOrigin]);
  // ES5, like the early-press script: it runs before any bundle.
  const script = `(function () {
  var modules = ${scriptJson(list)}, warmUrl = ${scriptJson(intlWarmUrl ?? null)}, started = false, next = 0;
  function append(module) {
    var element;
    if (module[0]) {
      element = document.createElement('script');
      element.type = 'module';
      element.src = module[1];
    } else {
      element = document.createElement('link');
      element.rel = 'modulepreload';
      element.href = module[1];
    }
    if (module[2] !== null) element.crossOrigin = module[2];
    document.head.appendChild(element);
  }
  function batch() {
    for (var end = Math.min(next + ${MODULES_PER_TASK}, modules.length); next < end; next++) append(modules[next]);
    if (next < modules.length) setTimeout(batch, 0);
  }
  function warm() {
    try {
      new Worker(warmUrl + '?' + encodeURIComponent(document.documentElement.lang || ''));
    } catch (error) {}
  }
  function start() {
    if (started) return;
    started = true;
    if (!warmUrl || typeof Worker === 'undefined') return batch();
    // The worker first, the modules from the next task: its request must not queue behind ~35 module requests.
    warm();
    setTimeout(batch, 0);
  }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start);
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();`;
  return `<script nonce="${nonce}">${script}</script>`;
}

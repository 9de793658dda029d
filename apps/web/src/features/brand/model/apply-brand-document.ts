import type { BrandConfig } from '../../../lib/brand-config';
import { warnOnBrandContrast } from '../../../lib/contrast';
import type { ContrastFailure } from '../../../lib/contrast';
import { STATUS_COLOURS, brandCssRule, brandCssVariables } from '../../../lib/theme';

function faviconType(url: string): string | null {
  const extension = /\.(svg|png|ico|gif|jpe?g|webp)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  if (!extension) return null;
  return extension === 'svg'
    ? 'image/svg+xml'
    : extension === 'ico'
      ? 'image/x-icon'
      : `image/${extension.replace('jpg', 'jpeg')}`;
}

function setFavicon(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link?.getAttribute('href') === href) return;
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.href = href;
  const type = faviconType(href);
  if (type) link.type = type;
  else link.removeAttribute('type');
}

/** The page's head already has the brand's colour rule: the server wrote it (app/ssr/startup-data.ts). */
const hasServerRule = (doc: Document, rule: string) =>
  [...doc.head.querySelectorAll('style')].some((style) => style.textContent === rule);

/**
 * The brand's colour variables on <html>. Set inline only when the server's head does not already carry them: a
 * custom property set on the root restyles the whole page (every element inherits it), and on a server-rendered page
 * that work landed in the hydration's passive effects for an identical result (issue 16, TBT). A brand that changes
 * back to the server's colours (the studio's preview) drops its inline values.
 */
function setColourVariables(doc: Document, brand: BrandConfig): void {
  const { style } = doc.documentElement;
  const fromServer = hasServerRule(doc, brandCssRule(brand));
  for (const [name, value] of Object.entries(brandCssVariables(brand))) {
    if (fromServer) {
      if (style.getPropertyValue(name)) style.removeProperty(name);
    } else if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
  }
}

/**
 * Puts the brand on the page chrome: `<html lang>`, the title, the favicon and CSS variables of its colours,
 * and warns when its colours fail WCAG AA (design.md accessibility). Returns the contrast failures. What the page
 * already shows (the server rendered it) is not written again: the document stays untouched.
 */
export function applyBrandToDocument(brand: BrandConfig, doc: Document = document): ContrastFailure[] {
  if (doc.documentElement.lang !== brand.language) doc.documentElement.lang = brand.language;
  if (doc.title !== brand.brand.pageTitle) doc.title = brand.brand.pageTitle;
  setFavicon(doc, brand.theme.favicon);
  setColourVariables(doc, brand);
  return warnOnBrandContrast(brand.brand.brandName, {
    primaryColor: brand.theme.primaryColor,
    primaryTextColor: brand.theme.primaryTextColor,
    softPrimaryColor: brand.theme.softPrimaryColor,
    textColor: STATUS_COLOURS.text,
  });
}

import type { BrandConfig } from '../../../lib/brand-config';
import { warnOnBrandContrast } from '../../../lib/contrast';
import type { ContrastFailure } from '../../../lib/contrast';
import { STATUS_COLOURS, brandCssVariables } from '../../../lib/theme';

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

/**
 * Puts the brand on the page chrome: `<html lang>`, the title, the favicon and CSS variables of its colours,
 * and warns when its colours fail WCAG AA (design.md accessibility). Returns the contrast failures.
 */
export function applyBrandToDocument(brand: BrandConfig, doc: Document = document): ContrastFailure[] {
  doc.documentElement.lang = brand.language;
  doc.title = brand.brand.pageTitle;
  setFavicon(doc, brand.theme.favicon);
  for (const [name, value] of Object.entries(brandCssVariables(brand))) {
    doc.documentElement.style.setProperty(name, value);
  }
  return warnOnBrandContrast(brand.brand.brandName, {
    primaryColor: brand.theme.primaryColor,
    primaryTextColor: brand.theme.primaryTextColor,
    softPrimaryColor: brand.theme.softPrimaryColor,
    textColor: STATUS_COLOURS.text,
  });
}

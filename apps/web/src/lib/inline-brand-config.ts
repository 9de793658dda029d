/** The element the API fills with the host's brand configuration (apps/api/src/lib/page-hints.ts). */
export const BRAND_CONFIG_ELEMENT_ID = 'brand-config';

/**
 * The raw brand configuration the API inlined into index.html for `domain` (design.md quality bars: the first
 * render needs no brand request), or null when there is none, it is for another domain or it is not JSON.
 * Taken once: the element is removed, so a later refetch asks the content service.
 */
export function takeInlineBrandConfig(domain: string, doc: Document = document): unknown {
  const element = doc.getElementById(BRAND_CONFIG_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  if (element.dataset.domain !== domain) return null;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

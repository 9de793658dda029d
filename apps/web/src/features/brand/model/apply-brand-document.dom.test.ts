import { describe, expect, it, vi } from 'vitest';
import { brandConfigFixture, rawBrandAttributes } from '../../../test/brand-fixtures';
import { brandCssRule } from '../../../lib/theme';
import { applyBrandToDocument } from './apply-brand-document';

function freshDocument() {
  return document.implementation.createHTMLDocument('blank');
}

describe('applyBrandToDocument', () => {
  it('sets lang, title, favicon and colour variables from the brand', () => {
    const doc = freshDocument();
    const brand = brandConfigFixture({ language: 'it' });
    expect(applyBrandToDocument(brand, doc)).toEqual([]);
    expect(doc.documentElement.lang).toBe('it');
    expect(doc.title).toBe('Wayfare Travel');
    const icon = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/brand-assets/wayfare/favicon.svg');
    expect(icon?.type).toBe('image/svg+xml');
    expect(doc.documentElement.style.getPropertyValue('--wf-primary')).toBe('#0b5cad');
  });

  it('leaves a server-rendered page untouched: its head already has the brand, its colours included', () => {
    const doc = freshDocument();
    const brand = brandConfigFixture({ language: 'it' });
    doc.documentElement.lang = 'it';
    doc.head.innerHTML =
      `<link rel="icon" href="${brand.theme.favicon}" type="image/svg+xml">` +
      `<style nonce="n">${brandCssRule(brand)}</style>`;
    doc.title = brand.brand.pageTitle;
    const observer = new MutationObserver(() => undefined);
    observer.observe(doc, { attributes: true, childList: true, characterData: true, subtree: true });
    applyBrandToDocument(brand, doc);
    // A root custom property restyles the whole page: on a hydrating page that cost a passive-effect task.
    expect(observer.takeRecords()).toEqual([]);
    expect(doc.documentElement.getAttribute('style')).toBeNull();
  });

  it("sets another brand's colours inline over the server's, and drops them when the server's brand is back", () => {
    const doc = freshDocument();
    const server = brandConfigFixture();
    doc.head.innerHTML = `<style>${brandCssRule(server)}</style>`;
    const base = rawBrandAttributes();
    applyBrandToDocument(brandConfigFixture({ theme: { ...base.theme, primaryColor: '#7a1f5c' } }), doc);
    expect(doc.documentElement.style.getPropertyValue('--wf-primary')).toBe('#7a1f5c');
    applyBrandToDocument(server, doc);
    expect(doc.documentElement.style.getPropertyValue('--wf-primary')).toBe('');
  });

  it('reuses an existing favicon link', () => {
    const doc = freshDocument();
    doc.head.innerHTML = '<link rel="icon" href="/old.ico" type="image/x-icon">';
    const base = rawBrandAttributes();
    applyBrandToDocument(brandConfigFixture({ theme: { ...base.theme, favicon: '/brand-assets/x/icon.png' } }), doc);
    const icons = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.type).toBe('image/png');
  });

  it('warns when the brand colours fail WCAG AA', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = rawBrandAttributes();
    const failures = applyBrandToDocument(
      brandConfigFixture({ theme: { ...base.theme, primaryColor: '#ffcc00', primaryTextColor: '#ffffff' } }),
      freshDocument(),
    );
    expect(failures.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { brandConfigFixture, rawBrandAttributes } from '../../../test/brand-fixtures';
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

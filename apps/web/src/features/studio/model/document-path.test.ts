import { describe, expect, it } from 'vitest';
import { errorsByPath, getAt, moveItem, setAt } from './document-path';

describe('document paths', () => {
  const doc = {
    attributes: { theme: { primaryColor: '#111111' }, offers: { deals: [{ title: 'A' }, { title: 'B' }] } },
  };

  it('reads nested values and list items', () => {
    expect(getAt(doc, 'attributes.theme.primaryColor')).toBe('#111111');
    expect(getAt(doc, 'attributes.offers.deals.1.title')).toBe('B');
    expect(getAt(doc, 'attributes.missing.deep')).toBeUndefined();
  });

  it('writes a copy and leaves the original and its other branches alone', () => {
    const next = setAt(doc, 'attributes.offers.deals.0.title', 'Z');
    expect(next.attributes.offers.deals[0]!.title).toBe('Z');
    expect(Array.isArray(next.attributes.offers.deals)).toBe(true);
    expect(doc.attributes.offers.deals[0]!.title).toBe('A');
    expect(next.attributes.theme).toBe(doc.attributes.theme);
    expect(setAt({ a: { b: 1, c: 2 } }, 'a.b', undefined)).toEqual({ a: { c: 2 } });
  });

  it('keys API messages by document path, first message per field', () => {
    const map = errorsByPath([
      { field: 'document.attributes.theme.favicon', message: 'must be https' },
      { field: 'attributes.theme.primaryColor', message: 'contrast 2:1' },
      { field: 'attributes.theme.primaryColor', message: 'second' },
    ]);
    expect([...map]).toEqual([
      ['attributes.theme.favicon', 'must be https'],
      ['attributes.theme.primaryColor', 'contrast 2:1'],
    ]);
  });

  it('moves an item up or down and ignores moves off the ends', () => {
    expect(moveItem(['H', 'DP', 'F'], 2, 0)).toEqual(['F', 'H', 'DP']);
    expect(moveItem(['H', 'DP'], 0, -1)).toEqual(['H', 'DP']);
  });
});

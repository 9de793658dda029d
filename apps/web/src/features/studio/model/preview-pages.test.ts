import { describe, expect, it } from 'vitest';
import { previewPages, previewResultsPath } from './preview-pages';

describe('preview pages', () => {
  const today = new Date(Date.UTC(2026, 10, 26));

  it('searches the first product a month ahead', () => {
    expect(previewResultsPath('H', today)).toBe(
      '/H?product=H&destination=rom&outboundDate=20261226&returnDate=20261229&adults=2',
    );
    expect(previewResultsPath('FF', today)).toBe(
      '/FF?product=FF&departure=MAD&destination=fco&outboundDate=20261226&returnDate=20261229&adults=2',
    );
  });

  it('offers a results page only when the brand sells something', () => {
    expect(previewPages('DP', today).map((page) => page.label)).toEqual(['Landing', 'Results', 'Deals', 'Find a trip']);
    expect(previewPages(undefined, today).map((page) => page.label)).toEqual(['Landing', 'Deals', 'Find a trip']);
  });
});

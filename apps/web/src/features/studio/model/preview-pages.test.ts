import { describe, expect, it } from 'vitest';
import { CHECKOUT_PAGE, previewPages, previewResultsPath } from './preview-pages';

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

  it('offers a results page and the checkout only when the brand sells something', () => {
    const labels = (product: 'DP' | undefined) =>
      previewPages(product, today).map((page) => page.label.replace('preview.pages.', ''));
    expect(labels('DP')).toEqual(['landing', 'results', 'checkout', 'deals', 'findTrip']);
    expect(labels(undefined)).toEqual(['landing', 'deals', 'findTrip']);
    expect(previewPages('DP', today).find((page) => page.label === 'preview.pages.checkout')?.value).toBe(
      CHECKOUT_PAGE,
    );
  });
});

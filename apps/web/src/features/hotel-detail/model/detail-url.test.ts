import { describe, expect, it } from 'vitest';
import { isResultsOfSearch, resultsHref } from './detail-url';

const detail = new URLSearchParams(
  'destination=rom&outboundDate=20270125&returnDate=20270128&adults=2&product=H&stay=ROM-H0416&rate=DBL',
);

describe('the way back from a hotel to its results', () => {
  it('links to the results of the same search, without the detail’s own values', () => {
    expect(resultsHref(detail, 'H')).toBe(
      '/H?destination=rom&outboundDate=20270125&returnDate=20270128&adults=2&product=H',
    );
  });

  it('recognises the results page the card was opened from, whatever its page, sort and filters', () => {
    const left = '/H?destination=rom&outboundDate=20270125&returnDate=20270128&adults=2&page=2&sort=PRICE&stars=4';
    expect(isResultsOfSearch(left, detail, 'H')).toBe(true);
  });

  it('does not take the results of another search, product or place for them', () => {
    const otherDates = '/H?destination=rom&outboundDate=20270126&returnDate=20270128&adults=2';
    const otherProduct = '/DP?destination=rom&outboundDate=20270125&returnDate=20270128&adults=2';
    const abroad = 'https://elsewhere.example/H?destination=rom&outboundDate=20270125&returnDate=20270128&adults=2';
    expect(isResultsOfSearch(otherDates, detail, 'H')).toBe(false);
    expect(isResultsOfSearch(otherProduct, detail, 'H')).toBe(false);
    expect(isResultsOfSearch(abroad, detail, 'H')).toBe(false);
    expect(isResultsOfSearch(null, detail, 'H')).toBe(false);
  });
});

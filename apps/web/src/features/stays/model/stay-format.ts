import { SEARCH_PARAM_NAMES } from '../../../lib/search-params';
import { numberFormat } from '../../../lib/intl-format';

export function formatNumber(value: number, language: string, digits?: number): string {
  return numberFormat(
    language,
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(value);
}

/** Guest score band (out of 10) for the word beside it: 9+ exceptional, 8+ very good, 7+ good, else fair. */
export function ratingBand(score: number): 'exceptional' | 'veryGood' | 'good' | 'fair' {
  if (score >= 9) return 'exceptional';
  if (score >= 8) return 'veryGood';
  if (score >= 7) return 'good';
  return 'fair';
}

/**
 * /hotel-detail for one proposal, carrying the search (with its meal-plan and free-cancellation filters) so the
 * detail can be shared and reloaded, and the card's rate so the page opens on the rate the card priced.
 */
export function detailHref(params: URLSearchParams, proposalId: string, product: string, rateId?: string): string {
  const next = new URLSearchParams();
  // The spec §3 search values travel with the link: the detail recreates its own search from them on reload.
  for (const name of SEARCH_PARAM_NAMES) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  next.set('product', product);
  next.set('stay', proposalId);
  if (rateId) next.set('rate', rateId);
  return `/hotel-detail?${next.toString()}`;
}

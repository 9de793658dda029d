import type { ProductType } from '@wayfare/contract';

/** YYYYMMDD `days` after `today` (spec §3: URL dates are formatted YYYYMMDD). */
function urlDate(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * A results page of the brand's first product for the live preview (issue 20): a search a month ahead, so the
 * editor sees the brand's colours and texts on cards and filters, not only on the landing.
 */
export function previewResultsPath(product: ProductType, today = new Date()): string {
  const dates = `outboundDate=${urlDate(today, 30)}&returnDate=${urlDate(today, 33)}&adults=2`;
  const route = product === 'HGH' ? 'HGH' : product;
  const places = product === 'H' || product === 'HGH' ? 'destination=rom' : 'departure=MAD&destination=fco';
  return `/${route}?product=${product}&${places}&${dates}`;
}

/** The pages the preview offers. */
export function previewPages(product: ProductType | undefined, today = new Date()) {
  return [
    { value: '/', label: 'Landing' },
    ...(product ? [{ value: previewResultsPath(product, today), label: 'Results' }] : []),
    { value: '/deals', label: 'Deals' },
    { value: '/trips/find', label: 'Find a trip' },
  ];
}

import type { ProductType } from '@wayfare/contract';
import type { StudioKey } from './studio-language';

/** YYYYMMDD `days` after `today` (spec §3: URL dates are formatted YYYYMMDD). */
function urlDate(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * A results page of the brand's first product for the live preview (issue 20): a search a month ahead, so the
 * editor sees the brand's colours and texts on cards and filters, not only on the landing. The API's preview cart
 * books the same trip (studio/preview-cart.ts).
 */
export function previewResultsPath(product: ProductType, today = new Date()): string {
  const dates = `outboundDate=${urlDate(today, 30)}&returnDate=${urlDate(today, 33)}&adults=2`;
  const route = product === 'HGH' ? 'HGH' : product;
  const places = product === 'H' || product === 'HGH' ? 'destination=rom' : 'departure=MAD&destination=fco';
  return `/${route}?product=${product}&${places}&${dates}`;
}

/** The checkout has no fixed path: its cart is made by the API when the editor opens it. */
export const CHECKOUT_PAGE = 'checkout';

const page = (value: string, label: StudioKey) => ({ value, label });

/** The pages the preview offers; `label` is a key of the studio's texts. */
export function previewPages(product: ProductType | undefined, today = new Date()) {
  return [
    page('/', 'preview.pages.landing'),
    ...(product ? [page(previewResultsPath(product, today), 'preview.pages.results')] : []),
    ...(product ? [page(CHECKOUT_PAGE, 'preview.pages.checkout')] : []),
    page('/deals', 'preview.pages.deals'),
    page('/trips/find', 'preview.pages.findTrip'),
  ];
}

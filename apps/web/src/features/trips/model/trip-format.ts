import type { FareTerms } from '../../../lib/fare-conditions';
import type { CartProduct, Journey } from '@wayfare/contract';
import { dateTimeFormat } from '../../../lib/intl-format';

/** A calendar date (YYYY-MM-DD, or the date part of a local date-time) in the brand locale, never shifted by the viewer's zone. */
export function formatDay(value: string, locale: string): string {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The local clock time of a flight point as the airline states it (HH:mm), whatever zone the viewer is in. */
export const clockTime = (value: string) => value.slice(11, 16);

export type TripItem =
  | {
      kind: 'flight';
      key: string;
      direction: 'outbound' | 'inbound';
      journey: Journey;
      fareName: string;
      /** The chosen fare's bags, seat, change and refund terms (shown once, with the outbound leg). */
      terms: FareTerms;
    }
  | { kind: 'stay'; key: string; stay: Extract<CartProduct, { type: 'STAY' }>['stay'] };

/** Every leg and stay of the order in travel order: outbound, stay, inbound (a package shows all three). */
export function tripItems(products: readonly CartProduct[]): TripItem[] {
  const items: TripItem[] = [];
  const inbound: TripItem[] = [];
  for (const product of products) {
    if (product.type === 'FLIGHT' || product.type === 'PACKAGE') {
      const { flight } = product;
      items.push({
        kind: 'flight',
        key: `${product.productId}-out`,
        direction: 'outbound',
        journey: flight.outbound,
        fareName: flight.fareName,
        terms: flight,
      });
      if (flight.inbound) {
        inbound.push({
          kind: 'flight',
          key: `${product.productId}-in`,
          direction: 'inbound',
          journey: flight.inbound,
          fareName: flight.fareName,
          terms: flight,
        });
      }
    }
    if (product.type === 'STAY' || product.type === 'PACKAGE') {
      items.push({ kind: 'stay', key: `${product.productId}-stay`, stay: product.stay });
    }
  }
  return [...items, ...inbound];
}

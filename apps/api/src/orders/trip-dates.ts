import type { CartProduct } from '@wayfare/contract';

export interface TripDates {
  startDate: string;
  endDate: string;
  /** Epoch ms the trip starts (first departure, or check-in at midnight UTC): nothing is refundable after. */
  startsAt: number;
}

/** The trip's first and last day from its main products (flights' local times, stays' dates). */
export function tripDates(products: CartProduct[], fallback: string): TripDates {
  const starts: string[] = [];
  const ends: string[] = [];
  for (const product of products) {
    if (product.type === 'FLIGHT' || product.type === 'PACKAGE') {
      const { outbound, inbound } = product.flight;
      starts.push(outbound.departure.time);
      ends.push((inbound ?? outbound).arrival.time);
    }
    if (product.type === 'STAY' || product.type === 'PACKAGE') {
      starts.push(`${product.stay.checkIn}T00:00:00Z`);
      ends.push(`${product.stay.checkOut}T00:00:00Z`);
    }
  }
  if (starts.length === 0) return { startDate: fallback.slice(0, 10), endDate: fallback.slice(0, 10), startsAt: 0 };
  const first = starts.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
  const last = ends.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
  return { startDate: first.slice(0, 10), endDate: last.slice(0, 10), startsAt: Date.parse(first) };
}

import type { CartProduct, Journey } from '@wayfare/contract';

type StayItem = Extract<CartProduct, { type: 'STAY' }>['stay'];

export type VoucherItem =
  | { kind: 'flight'; direction: 'outbound' | 'inbound'; journey: Journey; fareName: string }
  | { kind: 'stay'; stay: StayItem };

/** Legs and stays in travel order (outbound, stay, return), as the order page lists them. */
export function tripItemsOf(products: readonly CartProduct[]): VoucherItem[] {
  const items: VoucherItem[] = [];
  const inbound: VoucherItem[] = [];
  for (const product of products) {
    if (product.type === 'FLIGHT' || product.type === 'PACKAGE') {
      const { flight } = product;
      items.push({ kind: 'flight', direction: 'outbound', journey: flight.outbound, fareName: flight.fareName });
      if (flight.inbound) {
        inbound.push({ kind: 'flight', direction: 'inbound', journey: flight.inbound, fareName: flight.fareName });
      }
    }
    if (product.type === 'STAY' || product.type === 'PACKAGE') items.push({ kind: 'stay', stay: product.stay });
  }
  return [...items, ...inbound];
}

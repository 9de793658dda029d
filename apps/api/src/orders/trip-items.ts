import type { CartProduct, Journey, TransportProposal } from '@wayfare/contract';

type StayItem = Extract<CartProduct, { type: 'STAY' }>['stay'];

export type VoucherItem =
  | {
      kind: 'flight';
      direction: 'outbound' | 'inbound';
      journey: Journey;
      fareName: string;
      /** The chosen fare's bags and change and refund rules. */
      fare: Pick<TransportProposal, 'baggage' | 'fareRules'>;
    }
  | { kind: 'stay'; stay: StayItem };

/** Legs and stays in travel order (outbound, stay, return), as the order page lists them. */
export function tripItemsOf(products: readonly CartProduct[]): VoucherItem[] {
  const items: VoucherItem[] = [];
  const inbound: VoucherItem[] = [];
  for (const product of products) {
    if (product.type === 'FLIGHT' || product.type === 'PACKAGE') {
      const { flight } = product;
      const fare = { fareName: flight.fareName, fare: flight };
      items.push({ kind: 'flight', direction: 'outbound', journey: flight.outbound, ...fare });
      if (flight.inbound) inbound.push({ kind: 'flight', direction: 'inbound', journey: flight.inbound, ...fare });
    }
    if (product.type === 'STAY' || product.type === 'PACKAGE') items.push({ kind: 'stay', stay: product.stay });
  }
  return [...items, ...inbound];
}

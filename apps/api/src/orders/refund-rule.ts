import type { CancellationPolicy, CartProduct, Money, ProductRefund } from '@wayfare/contract';
import { money } from '@wayfare/contract';

/**
 * What cancelling a product now gives back (issue 18), from the terms the visitor was sold: the stay's
 * cancellationPolicy (free until the deadline, then the latest penalty that has started) and the flight's
 * fareRules (a non-refundable fare keeps everything, a refundable one keeps its change fee). A package
 * cancels as a whole: its stay penalty plus its flight's. Extras follow the trip: back in full only while
 * the main product cancels for free. Once the trip has started nothing comes back.
 */
export function productRefund(product: CartProduct, main: ProductRefund | null, now: number, started: boolean) {
  const price = product.price;
  const outcome = (penaltyMinor: number, freeUntil: string | null): ProductRefund => {
    const penalty = Math.min(price.amount, Math.max(0, penaltyMinor));
    const kind = penalty === 0 ? 'FREE' : penalty >= price.amount ? 'NON_REFUNDABLE' : 'PARTIAL';
    return {
      productId: product.productId,
      title: product.title,
      kind,
      freeUntil: kind === 'FREE' ? freeUntil : null,
      penalty: money(penalty, price.currency),
      refund: money(price.amount - penalty, price.currency),
    };
  };
  if (started) return outcome(price.amount, null);
  switch (product.type) {
    case 'STAY':
      return outcome(stayPenalty(product.stay.rate.cancellationPolicy, price, now), freeUntilOf(product.stay, now));
    case 'FLIGHT':
      return outcome(flightPenalty(product.flight, price), null);
    case 'PACKAGE':
      return outcome(
        stayPenalty(product.stay.rate.cancellationPolicy, price, now) + flightPenalty(product.flight, price),
        product.flight.fareRules.refundable ? freeUntilOf(product.stay, now) : null,
      );
    default:
      return outcome(main && main.kind === 'FREE' ? 0 : price.amount, main?.freeUntil ?? null);
  }
}

const freeUntilOf = (stay: { rate: { cancellationPolicy: CancellationPolicy } }, now: number) => {
  const until = stay.rate.cancellationPolicy.freeCancellationUntil;
  return until && Date.parse(until) >= now ? until : null;
};

/** The penalty in force at `now`: none before the free deadline, else the latest one that has started. */
export function stayPenalty(policy: CancellationPolicy, price: Money, now: number): number {
  if (!policy.refundable) return price.amount;
  if (policy.freeCancellationUntil && now <= Date.parse(policy.freeCancellationUntil)) return 0;
  const started = policy.penalties
    .filter((penalty) => Date.parse(penalty.from) <= now && penalty.amount.currency === price.currency)
    .map((penalty) => penalty.amount.amount);
  return started.length > 0 ? Math.max(...started) : 0;
}

/** A non-refundable fare keeps the flight's price; a refundable one its change fee (if any). */
export function flightPenalty(
  flight: { fareRules: { refundable: boolean; changeFee: Money | null }; price: { total: Money } },
  price: Money,
): number {
  const fare = flight.price.total.currency === price.currency ? flight.price.total.amount : price.amount;
  if (!flight.fareRules.refundable) return fare;
  const fee = flight.fareRules.changeFee;
  return fee && fee.currency === price.currency ? fee.amount : 0;
}

/** Every product's refund: main products first, then extras, which follow the main product. */
export function orderRefunds(products: CartProduct[], now: number, started: boolean): ProductRefund[] {
  const isMain = (product: CartProduct) => ['FLIGHT', 'STAY', 'PACKAGE'].includes(product.type);
  const mains = products.filter(isMain).map((product) => productRefund(product, null, now, started));
  const main = mains[0] ?? null;
  const refunds = new Map(mains.map((refund) => [refund.productId, refund]));
  return products.map((product) => refunds.get(product.productId) ?? productRefund(product, main, now, started));
}

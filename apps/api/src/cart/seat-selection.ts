import type { AvailableProduct, cartApi } from '@wayfare/contract';
import type { z } from 'zod';
import { RequestValidationError } from '../lib/validation';
import type { CartDeps } from './cart-access';
import { assertChangeable } from './cart-access';
import type { CartContext } from './cart-context';
import { newId } from './create-cart';
import { extraTexts } from './extras-catalog';
import { money as toMoney } from '@wayfare/contract';
import { parseSeat, seatInfo } from './seat-map';

export const SEAT_SELECTION = 'SEAT_SELECTION';
/** Priced seat selections kept per cart, newest last; older ones are forgotten. */
const MAX_SEAT_OFFERS = 10;

type Seats = z.output<(typeof cartApi)['CreateSeatSelectionProduct']['body']>['seats'];
interface SeatOffer {
  seats: Seats;
  cents: number;
}

/** Seats are sold when the brand offers SEAT and the flight allows choosing (not on basic low-cost fares). */
export const seatSelectionOffered = (context: CartContext) =>
  context.trip.hasFlight &&
  context.trip.seatSelectionAvailable &&
  context.brand.checkoutOptions.ancillaries.includes('SEAT');

export function storedSeatOffer(context: CartContext, productId: string): SeatOffer | null {
  const offers = context.cart.seatOffers as Record<string, SeatOffer>;
  return Object.hasOwn(offers, productId) ? offers[productId]! : null;
}

/**
 * CreateSeatSelectionProduct: checks each seat (segment of this trip, traveller of this cart, a free
 * seat, one seat per traveller and segment), prices it, and keeps it as an offer for AddProductToCart.
 */
export async function createSeatSelection(
  deps: CartDeps,
  context: CartContext,
  seats: Seats,
): Promise<AvailableProduct> {
  assertChangeable(context);
  if (!seatSelectionOffered(context)) {
    throw new RequestValidationError([{ field: 'seats', message: 'seat selection is not offered for this cart' }]);
  }
  const travellerIds = (context.cart.travellers as { travellerId: string }[]).map((t) => t.travellerId);
  const taken = new Set<string>();
  let cents = 0;
  seats.forEach((choice, index) => {
    const fail = (field: string, message: string) =>
      new RequestValidationError([{ field: `seats.${index}.${field}`, message }]);
    if (!context.trip.segments.some((segment) => segment.segmentId === choice.segmentId)) {
      throw fail('segmentId', 'is not a flight of this cart');
    }
    if (!travellerIds.includes(choice.travellerId)) {
      throw fail('travellerId', 'is not a traveller of this cart (add the travellers first)');
    }
    const position = parseSeat(choice.seat);
    const seat = position && seatInfo(choice.segmentId, position.row, position.letter, context.cart.currency);
    if (!seat) throw fail('seat', 'does not exist on this aircraft');
    if (!seat.available) throw fail('seat', 'is already taken');
    const key = `${choice.segmentId}/${choice.travellerId}`;
    if (taken.has(key)) throw fail('travellerId', 'already has a seat on this flight');
    taken.add(key);
    // A fare family that includes the seat (Flex) pays nothing for it.
    cents += context.trip.seatsIncluded === true ? 0 : seat.cents;
  });
  const productId = newId('seats');
  const kept = Object.entries(context.cart.seatOffers).slice(-(MAX_SEAT_OFFERS - 1));
  await deps.carts.update(context.cart.id, {
    seatOffers: Object.fromEntries([...kept, [productId, { seats, cents } satisfies SeatOffer]]),
  });
  return {
    productId,
    type: 'SEAT_SELECTION',
    code: SEAT_SELECTION,
    ...extraTexts(SEAT_SELECTION, context.language),
    price: toMoney(cents, context.cart.currency),
    pricing: 'PER_BOOKING',
    maxQuantity: 1,
  };
}

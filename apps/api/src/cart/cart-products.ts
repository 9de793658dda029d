import type { AvailableProduct, cartApi } from '@wayfare/contract';
import type { z } from 'zod';
import type { CartProductRow, NewCartProductRow } from '../db/repositories/cart-repository';
import { RequestValidationError } from '../lib/validation';
import type { CartDeps } from './cart-access';
import { assertChangeable, reload, reopened } from './cart-access';
import type { CartContext } from './cart-context';
import { newId } from './create-cart';
import { EXTRAS, extraTexts, findExtra } from './extras-catalog';
import { money as toMoney } from '@wayfare/contract';
import { seatMap } from './seat-map';
import { SEAT_SELECTION, seatSelectionOffered, storedSeatOffer } from './seat-selection';

type AddProductBody = z.output<(typeof cartApi)['AddProductToCart']['body']>;

const invalid = (field: string, message: string) => new RequestValidationError([{ field, message }]);
const travellerIdsOf = (context: CartContext) =>
  (context.cart.travellers as { travellerId: string }[]).map((traveller) => traveller.travellerId);

/** GetAvailableProducts: the extras the brand and the cart allow, priced in the cart currency. */
export function availableProducts(context: CartContext): { products: AvailableProduct[] } {
  const currency = context.cart.currency;
  const products: AvailableProduct[] = EXTRAS.filter((extra) => extra.offered(context)).map((extra) => ({
    productId: extra.code,
    type: 'ANCILLARY',
    code: extra.code,
    ...extraTexts(extra.code, context.language),
    price: toMoney(extra.unitCents(context), currency),
    pricing: extra.pricing,
    maxQuantity: extra.maxQuantity,
  }));
  if (seatSelectionOffered(context)) {
    const segments = seatMap(context.trip.segments, currency, context.trip.seatsIncluded === true);
    const cheapest = Math.min(
      ...segments.flatMap((segment) => segment.rows.flatMap((row) => row.seats.map((seat) => seat.cents))),
    );
    products.push({
      productId: SEAT_SELECTION,
      type: 'SEAT_SELECTION',
      code: SEAT_SELECTION,
      ...extraTexts(SEAT_SELECTION, context.language),
      price: toMoney(cheapest, currency),
      pricing: 'PER_TRAVELLER',
      maxQuantity: 1,
      seatMap: {
        segments: segments.map((segment) => ({
          ...segment,
          rows: segment.rows.map((row) => ({
            row: row.row,
            exit: row.exit,
            extraLegroom: row.extraLegroom,
            seats: row.seats.map(({ cents, ...seat }) => ({ ...seat, price: toMoney(cents, currency) })),
          })),
        })),
      },
    });
  }
  return { products };
}

/** The cart product an offer becomes (400 naming the field when the offer, quantity or travellers are wrong). */
function productFromOffer(context: CartContext, add: AddProductBody, prefix = ''): NewCartProductRow {
  const base = { id: newId('prod'), cartId: context.cart.id, removable: true };
  const seats = storedSeatOffer(context, add.productId);
  if (seats) {
    if (add.quantity !== 1) throw invalid(`${prefix}quantity`, 'a seat selection is added once');
    return {
      ...base,
      type: 'SEAT_SELECTION',
      code: SEAT_SELECTION,
      title: `${extraTexts(SEAT_SELECTION, context.language).name}: ${seats.seats.map((seat) => seat.seat).join(', ')}`,
      priceCents: seats.cents,
      data: { seats: seats.seats },
    };
  }
  const extra = findExtra(add.productId);
  if (!extra || !extra.offered(context)) {
    const hint = add.productId === SEAT_SELECTION ? ': choose seats with CreateSeatSelectionProduct first' : '';
    throw invalid(`${prefix}productId`, `is not offered for this cart${hint}`);
  }
  if (add.quantity > extra.maxQuantity) throw invalid(`${prefix}quantity`, `must be at most ${extra.maxQuantity}`);
  const known = travellerIdsOf(context);
  const unknown = add.travellerIds.find((id) => !known.includes(id));
  if (unknown) throw invalid(`${prefix}travellerIds`, `${unknown} is not a traveller of this cart`);
  const party = context.trip.adults + context.trip.childrenAges.length;
  const travellerIds =
    extra.pricing === 'PER_TRAVELLER' ? (add.travellerIds.length > 0 ? add.travellerIds : known) : [];
  const count = extra.pricing === 'PER_TRAVELLER' ? (add.travellerIds.length > 0 ? add.travellerIds.length : party) : 1;
  return {
    ...base,
    type: 'ANCILLARY',
    code: extra.code,
    title: extraTexts(extra.code, context.language).name,
    priceCents: extra.unitCents(context) * add.quantity * count,
    data: { quantity: add.quantity, travellerIds },
  };
}

/** Adds offers to a product list; an extra of a code already in the cart replaces it (one bag line, one seat map). */
function planAdditions(
  context: CartContext,
  current: readonly CartProductRow[],
  adds: readonly AddProductBody[],
  fieldPrefix: (index: number) => string,
) {
  const removeIds: string[] = [];
  const added: NewCartProductRow[] = [];
  adds.forEach((add, index) => {
    const product = productFromOffer(context, add, fieldPrefix(index));
    for (const existing of [...current, ...added]) {
      if (existing.code === product.code && existing.removable !== false) removeIds.push(existing.id);
    }
    for (let i = added.length - 1; i >= 0; i--) if (added[i]!.code === product.code) added.splice(i, 1);
    added.push(product);
  });
  return { removeIds: removeIds.filter((id) => current.some((product) => product.id === id)), added };
}

export async function addProduct(deps: CartDeps, context: CartContext, add: AddProductBody) {
  assertChangeable(context);
  const { removeIds, added } = planAdditions(context, context.products, [add], () => '');
  await deps.carts.changeProducts(context.cart.id, { removeIds, add: added, patch: reopened });
  return reload(deps, context);
}

function checkRemovable(context: CartContext, ids: readonly string[], field: string): void {
  ids.forEach((id, index) => {
    const product = context.products.find((candidate) => candidate.id === id);
    if (!product) throw invalid(`${field}.${index}`, `${id} is not a product of this cart`);
    if (!product.removable) throw invalid(`${field}.${index}`, `${id} is the main product and cannot be removed`);
  });
}

/** ReplaceProductsInCart: removes and adds in one transaction (e.g. one seat selection for another). */
export async function replaceProducts(
  deps: CartDeps,
  context: CartContext,
  body: z.output<(typeof cartApi)['ReplaceProductsInCart']['body']>,
) {
  assertChangeable(context);
  checkRemovable(context, body.removeProductIds, 'removeProductIds');
  const remaining = context.products.filter((product) => !body.removeProductIds.includes(product.id));
  const { removeIds, added } = planAdditions(context, remaining, body.add, (index) => `add.${index}.`);
  await deps.carts.changeProducts(context.cart.id, {
    removeIds: [...body.removeProductIds, ...removeIds],
    add: added,
    patch: reopened,
  });
  return reload(deps, context);
}

export async function removeProducts(deps: CartDeps, context: CartContext, productIds: readonly string[]) {
  assertChangeable(context);
  checkRemovable(context, productIds, 'ProductIds');
  await deps.carts.changeProducts(context.cart.id, { removeIds: productIds, add: [], patch: reopened });
  return reload(deps, context);
}

import type { BrandConfigAttributes, Language, PriceChange, ProductType } from '@wayfare/contract';
import type { CartProductRow, CartRow, StoredCart } from '../db/repositories/cart-repository';

/** A flight segment a seat can be chosen on. */
export interface TripSegment {
  segmentId: string;
  flightNumber: string;
  departure: string;
  arrival: string;
}

/** What the main product fixes for the rest of the checkout (kept in carts.trip). */
export interface Trip {
  adults: number;
  childrenAges: number[];
  /** First and last travel day (YYYY-MM-DD): ages and document expiry are checked against them. */
  startDate: string;
  endDate: string;
  hasFlight: boolean;
  hasStay: boolean;
  segments: TripSegment[];
  seatSelectionAvailable: boolean;
  /** The chosen fare family includes the seat: seats are priced 0 (absent on carts made before fare families). */
  seatsIncluded?: boolean;
  /** CreateCart's displayedPrice differed from the price charged (absent on carts made before it existed). */
  priceChange?: PriceChange | null;
  /** A brand studio preview cart (issue 20): shown in the checkout, never finalized, confirmed or paid. */
  preview?: boolean;
}

/** A loaded cart with its brand: what every command works on. */
export interface CartContext {
  cart: CartRow;
  products: CartProductRow[];
  trip: Trip;
  brand: BrandConfigAttributes;
  productType: ProductType;
  language: Language;
}

export function cartContext(stored: StoredCart, brand: BrandConfigAttributes): CartContext {
  return {
    ...stored,
    trip: stored.cart.trip as unknown as Trip,
    brand,
    productType: stored.cart.productType as ProductType,
    language: stored.cart.language as Language,
  };
}

/** Payment methods the brand has switched on (brand configuration paymentMethods). */
export const enabledMethods = (brand: BrandConfigAttributes) =>
  brand.paymentMethods.filter((method) => method.enabled).map((method) => method.code);

export const brandCurrency = (brand: BrandConfigAttributes) => brand.brandDetails.currency ?? 'EUR';

/** Cart products that are not the main product (flight, stay, package). */
export const isMainProduct = (product: Pick<CartProductRow, 'type'>) =>
  product.type === 'FLIGHT' || product.type === 'STAY' || product.type === 'PACKAGE';

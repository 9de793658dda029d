import { createStaySearchBodySchema, ErrorMessage } from '@wayfare/contract';
import type { BrandDocument, Language, ProductType, StudioPreviewCart } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import type { CartDeps } from '../cart/cart-access';
import { createCart } from '../cart/create-cart';
import { ApiError } from '../lib/api-error';
import { findBrandProfile } from '../shopping/hdp/brand-profile';
import { prepareFlightOffers } from '../shopping/transport/offers';

/** The sample trip: the route and city the preview's results page searches too (web model/preview-pages.ts). */
const SAMPLE = { departure: 'MAD', flightDestination: 'FCO', city: 'ROM', adults: 2, startInDays: 30, nights: 3 };
/** Enough for the simulated supplier's latency (SUPPLIER_LATENCY_MS) many times over. */
const READY_ATTEMPTS = 100;
const READY_PAUSE_MS = 50;

type CartSelection = { kind: 'TRANSPORT'; proposalId: string } | { kind: 'SELECTION'; selectionId: string };

const dayAfter = (now: number, days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The product the preview books: the draft's first product that the published brand sells (a cart is priced by
 * the published configuration), else the published brand's first.
 */
export function previewProduct(
  draft: BrandDocument,
  published: BrandDocument,
): { productType: ProductType; businessProfileId: string } | null {
  const sold = new Set(published.attributes.products.map((product) => product.businessProfileId));
  const chosen =
    draft.attributes.products.find((product) => sold.has(product.businessProfileId)) ??
    published.attributes.products[0];
  if (!chosen) return null;
  // spec §4: the top-hotel brand's single H product is searched and sold as HGH.
  const topHotel = published.attributes.brandDetails.isTopHotel && chosen.productType === 'H';
  return { productType: topHotel ? 'HGH' : chosen.productType, businessProfileId: chosen.businessProfileId };
}

/** A stay search is answered after the supplier's latency: wait for it as a visitor's page would. */
async function readySearch(app: FastifyInstance, searchId: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await app.stayShopping.search(searchId);
    } catch (error) {
      const waiting = error instanceof ApiError && error.errorMessage === ErrorMessage.GENERIC_ERROR;
      if (!waiting || attempt >= READY_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, READY_PAUSE_MS));
    }
  }
}

/** The first stay of a sample search, its first room and rate, through the same shopping flow as a visitor. */
async function staySelection(
  app: FastifyInstance,
  product: { productType: ProductType; businessProfileId: string },
  language: Language,
  now: number,
): Promise<CartSelection> {
  const brand = await findBrandProfile(app, product.businessProfileId);
  if (!brand) throw new ApiError(ErrorMessage.CONFLICT, 'The brand sells no product the preview can show');
  const body = createStaySearchBodySchema.parse({
    destination: SAMPLE.city,
    checkIn: dayAfter(now, SAMPLE.startInDays),
    checkOut: dayAfter(now, SAMPLE.startInDays + SAMPLE.nights),
    adults: SAMPLE.adults,
    productType: product.productType,
    ...(product.productType === 'DP' && { departure: SAMPLE.departure }),
    businessProfileId: product.businessProfileId,
    language,
  });
  const searchId = app.stayShopping.createSearch(body, brand);
  const search = await readySearch(app, searchId);
  const first = search.items[0];
  if (!first) throw new ApiError(ErrorMessage.CONFLICT, 'The sample search found no stay');
  const pricingId = await app.stayShopping.createPricing({ searchId, proposalId: first.stay.id, language });
  const pricing = await app.stayShopping.retrievePricing(pricingId);
  const room = pricing.rooms[0]!;
  const selection = await app.stayShopping.createSelection({
    pricingId,
    roomId: room.roomId,
    rateId: room.rates[0]!.rateId,
  });
  return { kind: 'SELECTION', selectionId: selection.selectionId };
}

/** The recommended flight of the sample route: proposal ids carry their query, so no search is kept. */
function flightSelection(now: number): CartSelection {
  const { offers } = prepareFlightOffers({
    departure: SAMPLE.departure,
    destination: SAMPLE.flightDestination,
    outboundDate: dayAfter(now, SAMPLE.startInDays),
    returnDate: dayAfter(now, SAMPLE.startInDays + SAMPLE.nights),
    adults: SAMPLE.adults,
    childrenAges: [],
  });
  const offer = offers[0];
  if (!offer) throw new ApiError(ErrorMessage.CONFLICT, 'The sample route has no flight');
  return { kind: 'TRANSPORT', proposalId: offer.id };
}

/**
 * A cart for the live preview's checkout (issue 20): the brand's first product on a sample trip, made by the real
 * shopping and cart services for the previewed domain (the token's scope), marked as a preview so that
 * CartFinalize and ConfirmCart refuse it: it can never become an order.
 */
export async function createPreviewCart(
  deps: CartDeps,
  domain: string,
  draft: BrandDocument,
  published: BrandDocument,
): Promise<StudioPreviewCart> {
  const product = previewProduct(draft, published);
  if (!product) throw new ApiError(ErrorMessage.CONFLICT, 'The brand sells no product the preview can show');
  const language = draft.attributes.language;
  const now = deps.now();
  const flight = product.productType === 'F' || product.productType === 'FF';
  const selection = flight ? flightSelection(now) : await staySelection(deps.app, product, language, now);
  const cart = await createCart(deps, { domainName: domain, ...product, language, selection }, null, { preview: true });
  return { cartId: cart.cartId, requestUuid: cart.requestUuid, productType: product.productType };
}

import type { BrandConfigAttributes, Language, Money, ProductType, TransportProposal } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/api-error';
import { RequestValidationError } from '../lib/validation';
import { findStay } from '../inventory/stays/stay-catalog';
import type { PricingContext } from '../pricing/pricing-context';
import { priceStay } from '../pricing/stay-price';
import { rateNotes } from '../shopping/hdp/stay-rate-notes';
import { findFlightOffer } from '../shopping/transport/offers';
import { parseFlightQueryKey, parseProposalId } from '../shopping/transport/flight-query';
import { baseFamily, offersFamily } from '../shopping/transport/fare-families';
import { presentProposalInFamily } from '../shopping/transport/present';
import type { NewCartProductRow } from '../db/repositories/cart-repository';
import type { Trip, TripSegment } from './cart-context';
import { brandCurrency } from './cart-context';

export type CartSelection =
  { kind: 'TRANSPORT'; proposalId: string; fareId?: string | undefined } | { kind: 'SELECTION'; selectionId: string };

export interface MainProduct {
  product: Omit<NewCartProductRow, 'id' | 'cartId'>;
  trip: Trip;
  /** What the product is charged: the pricing authority's price for this visitor (member price for a member). */
  charged: Money;
}

const FLIGHT_TYPES: readonly ProductType[] = ['F', 'FF'];
const invalid = (field: string, message: string) => new RequestValidationError([{ field, message }]);

const segmentsOf = (flight: TransportProposal): TripSegment[] =>
  [flight.outbound, ...(flight.inbound ? [flight.inbound] : [])].flatMap((journey) =>
    journey.segments.map((segment) => ({
      segmentId: segment.id,
      flightNumber: segment.flightNumber,
      departure: segment.departure.airport,
      arrival: segment.arrival.airport,
    })),
  );

const flightTitle = (flight: TransportProposal) =>
  `${flight.outbound.departure.city} - ${flight.outbound.arrival.city}${flight.inbound ? ' - ' + flight.inbound.arrival.city : ''}`;

/**
 * The flight of a proposal id in the chosen fare family, priced again by the pricing authority exactly as the
 * results and the detail's fare comparison priced it (design.md: prices are recomputed on the server; a
 * proposal id carries its query, so it is rebuilt without its search). A member of the brand is charged the
 * member price. A fare id the proposal does not sell is refused (400), never repriced into something else.
 */
export function flightProduct(
  proposalId: string,
  language: Language,
  context: PricingContext,
  fareId?: string,
): MainProduct {
  const ref = parseProposalId(proposalId);
  const query = ref && parseFlightQueryKey(ref.queryKey);
  const offer = ref && query && findFlightOffer(query, ref.outboundKey, ref.inboundKey, ref.fare);
  if (!offer || !query) throw notFound(`selection.proposalId: flight proposal ${proposalId} is unknown`);
  const family = fareId ?? baseFamily(offer.fare);
  if (!offersFamily(offer.fare, family)) throw invalid('selection.fareId', 'is not a fare of this proposal');
  const flight = presentProposalInFamily(offer, family, language, context);
  const charged = flight.memberPrice ?? flight.price.total;
  const last = flight.inbound ?? flight.outbound;
  return {
    charged,
    product: {
      type: 'FLIGHT',
      code: 'FLIGHT',
      title: flightTitle(flight),
      priceCents: charged.amount,
      removable: false,
      data: { flight },
    },
    trip: {
      adults: query.adults,
      childrenAges: [...query.childrenAges],
      startDate: flight.outbound.departure.time.slice(0, 10),
      endDate: last.arrival.time.slice(0, 10),
      hasFlight: true,
      hasStay: false,
      segments: segmentsOf(flight),
      seatSelectionAvailable: flight.seatSelection !== 'NONE',
      seatsIncluded: flight.seatSelection === 'INCLUDED',
    },
  };
}

/**
 * A stay (H, HGH) or package (DP) from a selection of the accommodation service: its list price (the rate and
 * flight the visitor chose) priced by the pricing authority for this visitor, with the stay's full terms.
 */
export async function selectionProduct(
  app: FastifyInstance,
  selectionId: string,
  domain: string,
  productType: ProductType,
  context: PricingContext,
) {
  const selection = app.hasDecorator('stayShopping') ? await app.stayShopping.getSelection(selectionId) : undefined;
  if (!selection) throw notFound(`selection.selectionId: selection ${selectionId} is unknown or has expired`);
  if (selection.brand.domain.toLowerCase() !== domain) {
    throw invalid('selection.selectionId', 'belongs to another brand');
  }
  if ((productType === 'DP') !== (selection.productType === 'DP')) {
    throw invalid('selection.selectionId', `is a ${selection.productType} selection, not ${productType}`);
  }
  const property = findStay(selection.accommodation.id);
  if (!property) throw notFound(`selection.selectionId: the property of selection ${selectionId} no longer exists`);
  const flight = selection.transport;
  const priced = priceStay(selection.total.amount, null, selection.nights, flight !== null, context);
  const stay = {
    accommodation: selection.accommodation,
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    nights: selection.nights,
    adults: selection.adults,
    childrenAges: selection.childrenAges,
    ...(selection.occupancy ? { occupancy: selection.occupancy } : {}),
    room: selection.room,
    rate: {
      rateId: selection.rate.rateId,
      mealPlan: selection.rate.mealPlan,
      freeCancellation: selection.rate.freeCancellation,
      cancellationPolicy: selection.rate.cancellationPolicy,
      notes: rateNotes(property, selection.rate.mealPlan, selection.rate.freeCancellation, selection.language),
    },
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
  };
  const main: MainProduct = {
    charged: priced.charged,
    product: {
      type: flight ? 'PACKAGE' : 'STAY',
      code: flight ? 'PACKAGE' : 'STAY',
      title: flight ? `${selection.accommodation.name} + ${flightTitle(flight)}` : selection.accommodation.name,
      priceCents: priced.charged.amount,
      removable: false,
      data: flight ? { stay, flight } : { stay },
    },
    trip: {
      adults: selection.adults,
      childrenAges: [...selection.childrenAges],
      startDate: flight ? flight.outbound.departure.time.slice(0, 10) : selection.checkIn,
      endDate: flight ? (flight.inbound ?? flight.outbound).arrival.time.slice(0, 10) : selection.checkOut,
      hasFlight: flight !== null,
      hasStay: true,
      segments: flight ? segmentsOf(flight) : [],
      seatSelectionAvailable: flight !== null,
    },
  };
  return { main, currency: selection.total.currency };
}

/**
 * Checks the brand, business profile and product type of CreateCart (400 naming the field) and builds
 * the main product from the server's own proposal or selection.
 */
export async function mainProduct(
  app: FastifyInstance,
  brand: BrandConfigAttributes,
  body: { productType: ProductType; businessProfileId: string; language: Language; selection: CartSelection },
  context: PricingContext,
): Promise<{ main: MainProduct; currency: string }> {
  const profile = brand.products.find((product) => product.businessProfileId === body.businessProfileId);
  // spec §4: the top-hotel brand's single H product is treated as HGH.
  const sameProduct =
    profile &&
    (profile.productType === body.productType || (profile.productType === 'H' && body.productType === 'HGH'));
  if (!sameProduct) throw invalid('businessProfileId', `is not a ${body.productType} profile of this brand`);
  const wantsFlight = FLIGHT_TYPES.includes(body.productType);
  if (wantsFlight !== (body.selection.kind === 'TRANSPORT')) {
    throw invalid('selection.kind', `${body.productType} carts need ${wantsFlight ? 'TRANSPORT' : 'SELECTION'}`);
  }
  const currency = brandCurrency(brand);
  if (body.selection.kind === 'TRANSPORT') {
    const { proposalId, fareId } = body.selection;
    return { main: flightProduct(proposalId, body.language, context, fareId), currency };
  }
  return selectionProduct(app, body.selection.selectionId, brand.domain.toLowerCase(), body.productType, context);
}

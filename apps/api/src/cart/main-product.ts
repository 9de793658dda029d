import type { BrandConfigAttributes, Language, ProductType, TransportProposal } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/api-error';
import { RequestValidationError } from '../lib/validation';
import { findFlightOffer } from '../shopping/transport/offers';
import { parseFlightQueryKey, parseProposalId } from '../shopping/transport/flight-query';
import { presentProposal } from '../shopping/transport/present';
import type { NewCartProductRow } from '../db/repositories/cart-repository';
import type { Trip, TripSegment } from './cart-context';
import { brandCurrency } from './cart-context';
import { centsIn, toCents } from './money';

export type CartSelection = { kind: 'TRANSPORT'; proposalId: string } | { kind: 'SELECTION'; selectionId: string };

export interface MainProduct {
  product: Omit<NewCartProductRow, 'id' | 'cartId'>;
  trip: Trip;
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
 * The flight of a proposal id, priced again by the flight generator (design.md: prices are recomputed on
 * the server; a proposal id carries its query, so it is rebuilt without its search).
 */
export function flightProduct(proposalId: string, language: Language, currency: string): MainProduct {
  const ref = parseProposalId(proposalId);
  const query = ref && parseFlightQueryKey(ref.queryKey);
  const offer = ref && query && findFlightOffer(query, ref.outboundKey, ref.inboundKey, ref.fare);
  if (!offer || !query) throw notFound(`Flight proposal ${proposalId} is unknown`);
  const flight = presentProposal(offer, language);
  const last = flight.inbound ?? flight.outbound;
  return {
    product: {
      type: 'FLIGHT',
      code: 'FLIGHT',
      title: flightTitle(flight),
      priceCents: centsIn(flight.price.total.amount, flight.currency, currency),
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
      // Same rule as GetTransportProposalByProposalId's seatSelectionAvailable.
      seatSelectionAvailable: !offer.outbound.lowCost || offer.fare === 1,
    },
  };
}

/** A stay (H, HGH) or package (DP) from a selection of the accommodation service, at the selection's price. */
export async function selectionProduct(
  app: FastifyInstance,
  selectionId: string,
  domain: string,
  productType: ProductType,
) {
  const selection = app.hasDecorator('stayShopping') ? await app.stayShopping.getSelection(selectionId) : undefined;
  if (!selection) throw notFound(`Selection ${selectionId} is unknown or has expired`);
  if (selection.brand.domain.toLowerCase() !== domain) {
    throw invalid('selection.selectionId', 'belongs to another brand');
  }
  if ((productType === 'DP') !== (selection.productType === 'DP')) {
    throw invalid('selection.selectionId', `is a ${selection.productType} selection, not ${productType}`);
  }
  const stay = {
    accommodation: selection.accommodation,
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    nights: selection.nights,
    adults: selection.adults,
    childrenAges: selection.childrenAges,
    room: selection.room,
    rate: {
      rateId: selection.rate.rateId,
      mealPlan: selection.rate.mealPlan,
      freeCancellation: selection.rate.freeCancellation,
      cancellationPolicy: selection.rate.cancellationPolicy,
    },
  };
  const flight = selection.transport;
  const main: MainProduct = {
    product: {
      type: flight ? 'PACKAGE' : 'STAY',
      code: flight ? 'PACKAGE' : 'STAY',
      title: flight ? `${selection.accommodation.name} + ${flightTitle(flight)}` : selection.accommodation.name,
      priceCents: toCents(selection.total.amount),
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
    return { main: flightProduct(body.selection.proposalId, body.language, currency), currency };
  }
  return selectionProduct(app, body.selection.selectionId, brand.domain.toLowerCase(), body.productType);
}

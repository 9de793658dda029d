import type { CabinClass, FareFamilyId, FlightSummary, Journey, Language, TransportProposal } from '@wayfare/contract';
import { airportCityName, airportName } from '../../inventory/airports';
import { findAirline } from '../../inventory/airlines';
import type { Airline } from '../../inventory/airlines';
import { seededRandom } from '../../inventory/seeded-random';
import { localDate, toLocalIso } from '../../inventory/time-zones';
import { fromInventoryCents, INVENTORY_CURRENCY } from '../../pricing/currency';
import { priceFlight } from '../../pricing/flight-price';
import type { PricingContext } from '../../pricing/pricing-context';
import { baseFamily, FAMILIES_OF_LEVEL, familyTerms } from './fare-families';
import { FARE_BAGGAGE, fareName, fareRules } from './fares';
import type { Itinerary } from './itineraries';
import type { Leg } from './legs';
import type { FlightOffer } from './offers';
import { presentFareOption } from './present-fares';

const carrier = (airline: Airline) => ({ code: airline.code, name: airline.name });
const offerCarriers = (offer: FlightOffer) => offer.carrierCodes.map((code) => carrier(findAirline(code)!));

function point(leg: Leg, end: 'departure' | 'arrival', language: Language) {
  const airport = end === 'departure' ? leg.from : leg.to;
  const utc = end === 'departure' ? leg.departureUtc : leg.arrivalUtc;
  return {
    airport: airport.iata,
    airportName: airportName(airport, language),
    city: airportCityName(airport, language),
    time: toLocalIso(utc, airport.timeZone),
  };
}

/** A journey in the contract's shape: local times with offsets in each airport's zone, city names in `language`. */
export function presentJourney(itinerary: Itinerary, language: Language, cabin: CabinClass = 'ECONOMY'): Journey {
  const segments = itinerary.legs.map((leg) => ({
    id: `${leg.flightNumber}-${localDate(leg.departureUtc, leg.from.timeZone)}`,
    carrier: carrier(leg.carrier),
    flightNumber: leg.flightNumber,
    departure: point(leg, 'departure', language),
    arrival: point(leg, 'arrival', language),
    durationMinutes: leg.durationMinutes,
    cabinClass: cabin,
  }));
  return {
    departure: segments[0]!.departure,
    arrival: segments.at(-1)!.arrival,
    durationMinutes: itinerary.durationMinutes,
    stops: itinerary.stops,
    segments,
    connectionTimesMinutes: itinerary.connectionMinutes,
  };
}

type BaseProposal = Omit<TransportProposal, 'price' | 'memberPrice' | 'pointsEquivalent' | 'fareRules'>;

/** Everything of a proposal but its price: the same for every brand and visitor, so it can be cached. */
export function presentProposalBase(offer: FlightOffer, language: Language): BaseProposal {
  return {
    id: offer.id,
    currency: INVENTORY_CURRENCY,
    carriers: offerCarriers(offer),
    fareName: fareName(offer.outbound, offer.fare),
    fareFamily: baseFamily(offer.fare),
    fareCount: FAMILIES_OF_LEVEL[offer.fare].length,
    seatSelection: familyTerms(offer.outbound, baseFamily(offer.fare)).seatSelection,
    baggage: { included: FARE_BAGGAGE[offer.fare], cabinBags: 1, checkedBags: offer.fare === 1 ? 1 : 0 },
    outbound: presentJourney(offer.outbound, language, offer.cabinClass),
    inbound: offer.inbound ? presentJourney(offer.inbound, language, offer.cabinClass) : null,
    seatsLeft: seededRandom('seats', offer.id).int(1, 9),
  };
}

/**
 * A proposal priced by the pricing authority for a brand and visitor: list price in the brand currency, the
 * member price for a member of that brand, taxes and fees, points, and the fare's change and refund terms.
 */
export function pricedProposal(base: BaseProposal, offer: FlightOffer, context: PricingContext): TransportProposal {
  const priced = priceFlight(offer.prices, context);
  const rules = fareRules(offer.outbound, offer.fare);
  return {
    ...base,
    currency: context.currency,
    price: { total: priced.list, perTraveller: priced.perTraveller, taxesAndFees: priced.taxesAndFees },
    ...(priced.member ? { memberPrice: priced.member } : {}),
    pointsEquivalent: priced.points,
    fareRules: {
      refundable: rules.refundable,
      changeable: rules.changeable,
      changeFee: rules.changeFeeCents === null ? null : fromInventoryCents(rules.changeFeeCents, context.currency),
    },
  };
}

/** An offer as the contract's TransportProposal, priced for `context`. */
export function presentProposal(offer: FlightOffer, language: Language, context: PricingContext): TransportProposal {
  return pricedProposal(presentProposalBase(offer, language), offer, context);
}

/**
 * The proposal as bought in one family (the cart's flight): that family's name, bags, rules, seat terms and
 * price, so the cart, the trip summary, my trips and the voucher carry the chosen fare's conditions.
 */
export function presentProposalInFamily(
  offer: FlightOffer,
  family: FareFamilyId,
  language: Language,
  context: PricingContext,
): TransportProposal {
  const fare = presentFareOption(offer, family, context);
  return {
    ...presentProposalBase(offer, language),
    currency: context.currency,
    fareName: fare.name,
    fareFamily: family,
    seatSelection: fare.seatSelection,
    baggage: fare.baggage,
    fareRules: fare.fareRules,
    price: fare.price,
    ...(fare.memberPrice ? { memberPrice: fare.memberPrice } : {}),
    pointsEquivalent: fare.pointsEquivalent,
  };
}

/** Same rule everywhere (detail, cart): seats can be chosen unless the fare family sells no seat choice. */
export const seatSelectionAvailable = (offer: FlightOffer) =>
  familyTerms(offer.outbound, baseFamily(offer.fare)).seatSelection !== 'NONE';

/** The proposal as GetTransportProposalByProposalId answers it. */
export function presentProposalDetail(
  offer: FlightOffer,
  searchId: string,
  language: Language,
  context: PricingContext,
) {
  return {
    ...presentProposal(offer, language, context),
    searchId,
    seatSelectionAvailable: seatSelectionAvailable(offer),
    fares: FAMILIES_OF_LEVEL[offer.fare].map((family) => presentFareOption(offer, family, context)),
  };
}

const journeySummary = (itinerary: Itinerary) => {
  const first = itinerary.legs[0]!;
  const last = itinerary.legs.at(-1)!;
  return {
    departure: { airport: first.from.iata, time: toLocalIso(first.departureUtc, first.from.timeZone) },
    arrival: { airport: last.to.iata, time: toLocalIso(last.arrivalUtc, last.to.timeZone) },
    durationMinutes: itinerary.durationMinutes,
    stops: itinerary.stops,
  };
};

/** The flight of a package as a stay card shows it (contract FlightSummary). */
export function presentFlightSummary(offer: FlightOffer): FlightSummary {
  return {
    proposalId: offer.id,
    carriers: offerCarriers(offer),
    baggageIncluded: FARE_BAGGAGE[offer.fare],
    outbound: journeySummary(offer.outbound),
    inbound: offer.inbound ? journeySummary(offer.inbound) : null,
  };
}

import type { FlightSummary, Journey, Language, TransportProposal } from '@wayfare/contract';
import { airportCityName } from '../../inventory/airports';
import { findAirline } from '../../inventory/airlines';
import type { Airline } from '../../inventory/airlines';
import { seededRandom } from '../../inventory/seeded-random';
import { localDate, toLocalIso } from '../../inventory/time-zones';
import { FARE_BAGGAGE, fareName, fareRules } from './fares';
import type { Itinerary } from './itineraries';
import type { Leg } from './legs';
import type { FlightOffer } from './offers';

export const FLIGHT_CURRENCY = 'EUR';

const money = (cents: number) => ({ amount: cents / 100, currency: FLIGHT_CURRENCY });
const carrier = (airline: Airline) => ({ code: airline.code, name: airline.name });
const offerCarriers = (offer: FlightOffer) => offer.carrierCodes.map((code) => carrier(findAirline(code)!));

function point(leg: Leg, end: 'departure' | 'arrival', language: Language) {
  const airport = end === 'departure' ? leg.from : leg.to;
  const utc = end === 'departure' ? leg.departureUtc : leg.arrivalUtc;
  return {
    airport: airport.iata,
    airportName: airport.name,
    city: airportCityName(airport, language),
    time: toLocalIso(utc, airport.timeZone),
  };
}

/** A journey in the contract's shape: local times with offsets in each airport's zone, city names in `language`. */
export function presentJourney(itinerary: Itinerary, language: Language): Journey {
  const segments = itinerary.legs.map((leg) => ({
    id: `${leg.flightNumber}-${localDate(leg.departureUtc, leg.from.timeZone)}`,
    carrier: carrier(leg.carrier),
    flightNumber: leg.flightNumber,
    departure: point(leg, 'departure', language),
    arrival: point(leg, 'arrival', language),
    durationMinutes: leg.durationMinutes,
    cabinClass: 'ECONOMY' as const,
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

/** An offer as the contract's TransportProposal. */
export function presentProposal(offer: FlightOffer, language: Language): TransportProposal {
  return {
    id: offer.id,
    price: {
      total: money(offer.totalCents),
      perTraveller: offer.prices.map((price) => ({
        type: price.type,
        count: price.count,
        amount: money(price.amountCents),
      })),
    },
    currency: FLIGHT_CURRENCY,
    carriers: offerCarriers(offer),
    fareName: fareName(offer.outbound, offer.fare),
    baggage: { included: FARE_BAGGAGE[offer.fare], cabinBags: 1, checkedBags: offer.fare === 1 ? 1 : 0 },
    outbound: presentJourney(offer.outbound, language),
    inbound: offer.inbound ? presentJourney(offer.inbound, language) : null,
    seatsLeft: seededRandom('seats', offer.id).int(1, 9),
  };
}

/** The proposal with fare rules (GetTransportProposalByProposalId). */
export function presentProposalDetail(offer: FlightOffer, searchId: string, language: Language) {
  const rules = fareRules(offer.outbound, offer.fare);
  return {
    ...presentProposal(offer, language),
    searchId,
    fareRules: {
      refundable: rules.refundable,
      changeable: rules.changeable,
      changeFee: rules.changeFeeCents === null ? null : money(rules.changeFeeCents),
    },
    seatSelectionAvailable: !offer.outbound.lowCost || offer.fare === 1,
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

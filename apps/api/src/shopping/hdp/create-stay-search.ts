import type { createStaySearchBodySchema } from '@wayfare/contract';
import type { z } from 'zod';
import { findAirport, resolveAirports } from '../../inventory/airports';
import { findCity } from '../../inventory/cities';
import type { City } from '../../inventory/cities';
import { findStay, staysOfCity } from '../../inventory/stays/stay-catalog';
import type { RateMealPlan } from '../../inventory/stays/stay-types';
import { addDays } from '../../inventory/time-zones';
import { RequestValidationError } from '../../lib/validation';
import type { FlightQuery } from '../transport/flight-query';
import { defaultPackageFlight, packageFlights } from './package-flights';
import type { SearchBrand, StaySearch } from './stay-search';
import { buildStaySearch } from './stay-search';

export type CreateStaySearchBody = z.output<typeof createStaySearchBodySchema>;

const invalid = (field: string, message: string) => new RequestValidationError([{ field, message }]);

/** A destination code is a city (ROM), an airport (FCO: its city) or a hotel id (ROM-H0042: its city, pinned first). */
export function resolveDestination(code: string): { city: City; pinnedStayId: string | null } | null {
  const upper = code.toUpperCase();
  const city = findCity(upper);
  if (city) return { city, pinnedStayId: null };
  const airport = findAirport(upper);
  if (airport) return { city: findCity(airport.cityCode) as City, pinnedStayId: null };
  const stay = findStay(upper);
  return stay ? { city: findCity(stay.cityCode) as City, pinnedStayId: stay.id } : null;
}

/**
 * Checks what the schema cannot (known destination and departure, a check-in not in the past) and
 * returns the work that builds the search: run later, while the "supplier" is busy (design.md).
 */
export function planStaySearch(body: CreateStaySearchBody, brand: SearchBrand, today: string): () => StaySearch {
  const destination = resolveDestination(body.destination);
  if (!destination) throw invalid('destination', `unknown destination ${body.destination}`);
  // One day of slack: "today" in the Americas is still yesterday in UTC.
  if (body.checkIn < addDays(today, -1)) throw invalid('checkIn', 'must not be in the past');
  let flightQuery: FlightQuery | null = null;
  if (body.productType === 'DP') {
    const departure = body.departure as string;
    const airports = resolveAirports(departure);
    if (airports.length === 0) throw invalid('departure', `unknown departure ${departure}`);
    if (airports.some((airport) => airport.cityCode === destination.city.code)) {
      throw invalid('departure', 'must be in another city than the destination');
    }
    // The package's flight carries the whole party: a flight search's limits (9 adults, 8 children) apply.
    if (body.adults > 9 || body.childrenAges.length > 8) {
      throw invalid('adults', 'a package flies at most 9 adults and 8 children');
    }
    flightQuery = {
      departure,
      destination: destination.city.code,
      outboundDate: body.checkIn,
      returnDate: body.checkOut,
      adults: body.adults,
      childrenAges: body.childrenAges,
    };
  }
  const nights = Math.round((Date.parse(body.checkOut) - Date.parse(body.checkIn)) / 86_400_000);
  const mealPlans = body.mealPlans.filter((plan): plan is RateMealPlan => plan !== 'ALL_MEAL_PLANS');
  return () => {
    // spec §3 "Search": a package is each stay plus one default flight for the dates.
    const flight = flightQuery ? defaultPackageFlight(packageFlights(flightQuery)) : null;
    return buildStaySearch({
      productType: body.productType,
      cityCode: destination.city.code,
      pinnedStayId: destination.pinnedStayId,
      query: {
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        nights,
        adults: body.adults,
        childrenAges: body.childrenAges,
        rooms: body.rooms && body.rooms.length > 1 ? body.rooms : undefined,
        currency: brand.currency,
        today,
      },
      language: body.language,
      brand,
      // spec §5: ALL_MEAL_PLANS is no restriction.
      mealPlans: body.mealPlans.includes('ALL_MEAL_PLANS') ? [] : mealPlans,
      freeCancellationOnly: body.freeCancellation === true,
      flightQuery,
      flight,
      // A package without any flight has nothing to sell.
      stays: flightQuery && !flight ? [] : staysOfCity(destination.city.code),
    });
  };
}

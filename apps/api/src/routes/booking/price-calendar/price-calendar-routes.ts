import { shoppingHdpApi, shoppingTransportApi } from '@wayfare/contract';
import type { Money, PriceCalendarDay } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { resolveAirports } from '../../../inventory/airports';
import { staysOfCity } from '../../../inventory/stays/stay-catalog';
import { addDays } from '../../../inventory/time-zones';
import { registerEndpoint } from '../../../lib/route';
import { RequestValidationError } from '../../../lib/validation';
import { priceFlight } from '../../../pricing/flight-price';
import { pricingContext } from '../../../pricing/pricing-context';
import { priceStay } from '../../../pricing/stay-price';
import { lowestFlightPrices } from '../../../shopping/calendar/flight-calendar';
import { lowestStayPrices } from '../../../shopping/calendar/stay-calendar';
import { findBrandProfile } from '../../../shopping/hdp/brand-profile';
import { resolveDestination } from '../../../shopping/hdp/create-stay-search';

const invalid = (field: string, message: string) => new RequestValidationError([{ field, message }]);

const day = (date: string, priced: { list: Money; member: Money | null } | null): PriceCalendarDay =>
  priced
    ? { date, price: priced.list, ...(priced.member ? { memberPrice: priced.member } : {}) }
    : { date, price: null };

/**
 * Flexible dates (issue 19 item 1): GetPriceCalendar on both shopping services. The lowest price per day comes
 * from the inventory model (shopping/calendar), then the pricing authority prices it for the business profile's
 * brand and the request's member, exactly as a search's proposals are priced.
 */
export async function priceCalendarRoutes(app: FastifyInstance) {
  const brandOf = async (businessProfileId: string) => {
    const profile = await findBrandProfile(app, businessProfileId);
    if (!profile) throw invalid('businessProfileId', 'unknown business profile');
    return profile;
  };

  registerEndpoint(app, shoppingTransportApi.GetPriceCalendar, async ({ body }, request) => {
    const context = pricingContext(await brandOf(body.businessProfileId), request.member);
    if (resolveAirports(body.departure).length === 0) throw invalid('departure', `unknown departure ${body.departure}`);
    if (resolveAirports(body.destination).length === 0) {
      throw invalid('destination', `unknown destination ${body.destination}`);
    }
    const prices = await lowestFlightPrices(body);
    return {
      currency: context.currency,
      days: prices.map((travellers, offset) =>
        day(addDays(body.from, offset), travellers && priceFlight(travellers, context)),
      ),
    };
  });

  registerEndpoint(app, shoppingHdpApi.GetPriceCalendar, async ({ body }, request) => {
    const brand = await brandOf(body.businessProfileId);
    const context = pricingContext(brand, request.member);
    const destination = resolveDestination(body.destination);
    if (!destination) throw invalid('destination', `unknown destination ${body.destination}`);
    const lowest = await lowestStayPrices(staysOfCity(destination.city.code), {
      cityCode: destination.city.code,
      from: body.from,
      days: body.days,
      nights: body.nights,
      adults: body.adults,
      childrenAges: body.childrenAges,
      currency: context.currency,
      today: new Date().toISOString().slice(0, 10),
    });
    return {
      currency: context.currency,
      days: lowest.map((minor, offset) =>
        day(
          addDays(body.from, offset),
          Number.isFinite(minor) ? priceStay(minor, null, body.nights, false, context) : null,
        ),
      ),
    };
  });
}

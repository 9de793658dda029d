import type { EndpointBody, shoppingHdpApi, shoppingTransportApi } from '@wayfare/contract';
import { shoppingHdpRoutes, shoppingTransportRoutes } from '@wayfare/contract';
import { callEndpoint } from '../http/call-endpoint';
import { formatMoneyIn } from '../money';
import { dayPricesOf } from './day-prices';

export type FlightCalendarBody = EndpointBody<typeof shoppingTransportApi.GetPriceCalendar>;
export type StayCalendarBody = EndpointBody<typeof shoppingHdpApi.GetPriceCalendar>;
export type PriceCalendarRequest =
  { kind: 'flight'; body: FlightCalendarBody } | { kind: 'stay'; body: StayCalendarBody };

/** GetPriceCalendar of the flight or the accommodation service (issue 19 item 1). */
export function fetchPriceCalendar(request: PriceCalendarRequest, signal?: AbortSignal) {
  return request.kind === 'flight'
    ? callEndpoint(shoppingTransportRoutes.GetPriceCalendar, { body: request.body, signal })
    : callEndpoint(shoppingHdpRoutes.GetPriceCalendar, { body: request.body, signal });
}

/** The window's days toned and formatted in `locale` (done in this lazy chunk, so the landing does not carry it). */
export async function fetchDayPrices(request: PriceCalendarRequest, locale: string, signal?: AbortSignal) {
  const result = await fetchPriceCalendar(request, signal);
  return dayPricesOf(result, (money) => formatMoneyIn(locale, money, { minimumFractionDigits: 0 }));
}

import type { EndpointBody } from '@wayfare/contract';
import { shoppingHdpApi, shoppingTransportApi } from '@wayfare/contract';
import { callEndpoint } from '../http/call-endpoint';

export type FlightCalendarBody = EndpointBody<typeof shoppingTransportApi.GetPriceCalendar>;
export type StayCalendarBody = EndpointBody<typeof shoppingHdpApi.GetPriceCalendar>;
export type PriceCalendarRequest =
  { kind: 'flight'; body: FlightCalendarBody } | { kind: 'stay'; body: StayCalendarBody };

/** GetPriceCalendar of the flight or the accommodation service (issue 19 item 1). */
export function fetchPriceCalendar(request: PriceCalendarRequest, signal?: AbortSignal) {
  return request.kind === 'flight'
    ? callEndpoint(shoppingTransportApi.GetPriceCalendar, { body: request.body, signal })
    : callEndpoint(shoppingHdpApi.GetPriceCalendar, { body: request.body, signal });
}

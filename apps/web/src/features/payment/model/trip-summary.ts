import type { CartProduct, Journey, SeatSelectionTerms, TransportProposal } from '@wayfare/contract';

/**
 * What the review step and the confirmation show of the trip being bought (issue 13 §6), read from the cart's
 * (or order's) main products. Pure: the components only word and format it. Flight times stay on each airport's
 * own clock (the ISO string's local part), never the browser's time zone.
 */
export interface PointView {
  airport: string;
  airportName: string;
  city: string;
  terminal: string | null;
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Local clock time, HH:mm. */
  time: string;
}

export interface SegmentView {
  id: string;
  flightNumber: string;
  carrier: string;
  /** Set when another airline flies it (codeshare). */
  operatedBy: string | null;
  cabinClass: string;
  durationMinutes: number;
  departure: PointView;
  arrival: PointView;
}

export interface LegView {
  direction: 'outbound' | 'inbound';
  durationMinutes: number;
  stops: number;
  segments: SegmentView[];
}

export interface FareConditions {
  refundable: boolean;
  changeable: boolean;
  changeFee: { amount: number; currency: string } | null;
}

export interface FlightView {
  productId: string;
  fareName: string;
  carriers: string[];
  baggage: TransportProposal['baggage'];
  /** null when the cart does not carry the fare's rules. */
  conditions: FareConditions | null;
  /** The chosen fare family's seat terms; null for a flight stored before fare families. */
  seatSelection: SeatSelectionTerms | null;
  legs: LegView[];
}

export interface StayView {
  productId: string;
  name: string;
  stars: number;
  address: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The hotel's check-in and check-out times (HH:mm), when the cart carries them. */
  checkInTime: string | null;
  checkOutTime: string | null;
  adults: number;
  children: number;
  /** Several rooms booked (issue 19 item 8): each room's adults and children; null for one room. */
  rooms: { adults: number; children: number }[] | null;
  room: string;
  mealPlan: string;
  refundable: boolean;
  /** Until when cancelling is free (ISO date-time), null when it never is. */
  freeCancellationUntil: string | null;
  notes: string[];
}

export interface TripSummary {
  flights: FlightView[];
  stays: StayView[];
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

function point(value: Journey['departure']): PointView {
  const match = LOCAL.exec(value.time);
  return {
    airport: value.airport,
    airportName: value.airportName,
    city: value.city,
    terminal: value.terminal ?? null,
    date: match?.[1] ?? value.time.slice(0, 10),
    time: match?.[2] ?? '--:--',
  };
}

function leg(direction: LegView['direction'], journey: Journey): LegView {
  return {
    direction,
    durationMinutes: journey.durationMinutes,
    stops: journey.stops,
    segments: journey.segments.map((segment) => ({
      id: segment.id,
      flightNumber: segment.flightNumber,
      carrier: segment.carrier.name,
      operatedBy:
        segment.operatingCarrier && segment.operatingCarrier.code !== segment.carrier.code
          ? segment.operatingCarrier.name
          : null,
      cabinClass: segment.cabinClass,
      durationMinutes: segment.durationMinutes,
      departure: point(segment.departure),
      arrival: point(segment.arrival),
    })),
  };
}

/** The fare's change and refund rules; an order stored before they were part of the cart has none. */
function conditionsOf(flight: TransportProposal): FareConditions | null {
  const rules = (flight as Partial<TransportProposal>).fareRules;
  if (!rules || typeof rules.refundable !== 'boolean' || typeof rules.changeable !== 'boolean') return null;
  return { refundable: rules.refundable, changeable: rules.changeable, changeFee: rules.changeFee ?? null };
}

export function flightView(productId: string, flight: TransportProposal): FlightView {
  return {
    productId,
    fareName: flight.fareName,
    carriers: flight.carriers.map((carrier) => carrier.name),
    baggage: flight.baggage,
    conditions: conditionsOf(flight),
    seatSelection: flight.seatSelection ?? null,
    legs: [leg('outbound', flight.outbound), ...(flight.inbound ? [leg('inbound', flight.inbound)] : [])],
  };
}

type StayItem = Extract<CartProduct, { type: 'STAY' }>['stay'];

/** The hotel's rate notes as non-empty strings (an order stored before notes existed has none). */
function notesOf(rate: StayItem['rate']): string[] {
  const notes: unknown = (rate as Partial<StayItem['rate']>).notes;
  if (!Array.isArray(notes)) return [];
  return notes
    .filter((note): note is string => typeof note === 'string' && note.trim() !== '')
    .map((note) => note.trim());
}

export function stayView(productId: string, stay: StayItem): StayView {
  const { address } = stay.accommodation;
  const policy = stay.rate.cancellationPolicy;
  return {
    productId,
    name: stay.accommodation.name,
    stars: stay.accommodation.stars,
    address: [address.street, [address.postalCode, address.city].filter(Boolean).join(' '), address.country]
      .filter((part) => part && part.trim())
      .join(', '),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    checkInTime: (stay as Partial<StayItem>).checkInTime ?? null,
    checkOutTime: (stay as Partial<StayItem>).checkOutTime ?? null,
    adults: stay.adults,
    children: stay.childrenAges.length,
    rooms:
      stay.occupancy && stay.occupancy.length > 1
        ? stay.occupancy.map((room) => ({ adults: room.adults, children: room.childrenAges.length }))
        : null,
    room: stay.room.name,
    mealPlan: stay.rate.mealPlan,
    refundable: policy.refundable,
    freeCancellationUntil: stay.rate.freeCancellation ? policy.freeCancellationUntil : null,
    notes: notesOf(stay.rate),
  };
}

/** Flights and stays of the main products, in cart order (a package gives one of each). */
export function tripSummary(products: readonly CartProduct[]): TripSummary {
  const summary: TripSummary = { flights: [], stays: [] };
  for (const product of products) {
    if (product.type === 'FLIGHT' || product.type === 'PACKAGE') {
      summary.flights.push(flightView(product.productId, product.flight));
    }
    if (product.type === 'STAY' || product.type === 'PACKAGE') {
      summary.stays.push(stayView(product.productId, product.stay));
    }
  }
  return summary;
}

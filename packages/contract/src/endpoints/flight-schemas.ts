import { z } from 'zod';
import { languageSchema, productTypeSchema } from '../brand-config';
import {
  adultsSchema,
  airlineCodeSchema,
  boundsSchema,
  childrenAgesSchema,
  facetCountSchema,
  iataCodeSchema,
  idSchema,
  isoDateSchema,
  travelDateSchema,
  isoDateTimeSchema,
  minuteOfDaySchema,
  moneySchema,
  pageInfoSchema,
  pageRequestSchema,
  rangeSchema,
  travellerTypeSchema,
} from '../common';
import { cabinClassSchema } from '../search-party';

export const baggageOptionSchema = z.enum(['CABIN', 'CHECKED', 'CABIN_CHECKED']);
export type BaggageOption = z.infer<typeof baggageOptionSchema>;

export const carrierSchema = z.object({ code: airlineCodeSchema, name: z.string().min(1) });

export const flightPointSchema = z.object({
  airport: iataCodeSchema,
  airportName: z.string().min(1),
  city: z.string().min(1),
  terminal: z.string().optional(),
  time: isoDateTimeSchema,
});

export const flightSegmentSchema = z.object({
  id: idSchema,
  carrier: carrierSchema,
  operatingCarrier: carrierSchema.optional(),
  flightNumber: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'must be a flight number like AZ1234'),
  departure: flightPointSchema,
  arrival: flightPointSchema,
  durationMinutes: z.number().int().positive(),
  cabinClass: cabinClassSchema,
});

export const journeySchema = z
  .object({
    departure: flightPointSchema,
    arrival: flightPointSchema,
    durationMinutes: z.number().int().positive().describe('Door-to-door time including connections'),
    stops: z.number().int().nonnegative(),
    segments: z.array(flightSegmentSchema).min(1),
    connectionTimesMinutes: z.array(z.number().int().nonnegative()).describe('One entry per connection, in order'),
  })
  .meta({ id: 'Journey' });
export type Journey = z.infer<typeof journeySchema>;

export const transportPriceSchema = z.object({
  total: moneySchema.describe('List price in the brand currency: the sum of perTraveller'),
  perTraveller: z.array(
    z.object({ type: travellerTypeSchema, count: z.number().int().positive(), amount: moneySchema.describe('Each') }),
  ),
  taxesAndFees: moneySchema.describe('Taxes and airport charges included in the price this visitor pays'),
});

/** Change and refund terms of a fare (shown on the card's detail, at review and on the confirmation). */
export const fareRulesSchema = z.object({
  refundable: z.boolean(),
  changeable: z.boolean(),
  changeFee: moneySchema.nullable().describe('null: changes are free (changeable) or impossible'),
});

/** Fare families (issue 19 item 3), cheapest first: Basic (cabin bag), Standard (checked bag), Flex. */
export const fareFamilyIdSchema = z.enum(['BASIC', 'STANDARD', 'FLEX']);
export type FareFamilyId = z.infer<typeof fareFamilyIdSchema>;

/** Seat choice in a fare: none (low-cost light fares), for a price, or included at no cost. */
export const seatSelectionTermsSchema = z.enum(['NONE', 'PAID', 'INCLUDED']);
export type SeatSelectionTerms = z.infer<typeof seatSelectionTermsSchema>;

const baggageSchema = z.object({
  included: baggageOptionSchema.nullable().describe('null: no bag included'),
  cabinBags: z.number().int().nonnegative(),
  checkedBags: z.number().int().nonnegative(),
});

const visitorPriceFields = {
  memberPrice: moneySchema
    .optional()
    .describe(
      'Present only for a signed-in member of this brand (bearer token) when the brand has a member discount: ' +
        'the total that member is charged',
    ),
  pointsEquivalent: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('What this visitor pays (memberPrice or total) in programme points; null without a programme'),
};

/** One fare family of a proposal, priced by the pricing authority for this visitor like the proposal itself. */
export const fareOptionSchema = z
  .object({
    id: fareFamilyIdSchema.describe('CreateCart selection.fareId'),
    name: z.string().min(1).describe("The carrier's name of the fare"),
    baggage: baggageSchema,
    seatSelection: seatSelectionTermsSchema,
    fareRules: fareRulesSchema,
    price: transportPriceSchema,
    ...visitorPriceFields,
  })
  .meta({ id: 'FareOption' });
export type FareOption = z.infer<typeof fareOptionSchema>;

export const transportProposalSchema = z
  .object({
    id: idSchema,
    price: transportPriceSchema,
    currency: z.string().regex(/^[A-Z]{3}$/),
    carriers: z.array(carrierSchema).min(1),
    fareName: z.string().min(1),
    fareFamily: fareFamilyIdSchema
      .optional()
      .describe('The fare family this price is for: the cheapest in results and details, the chosen one in a cart'),
    fareCount: z
      .number()
      .int()
      .min(1)
      .max(4)
      .optional()
      .describe('How many fare families the detail offers; above 1 the price is a "from" price'),
    seatSelection: seatSelectionTermsSchema.optional(),
    baggage: baggageSchema,
    outbound: journeySchema,
    inbound: journeySchema.nullable().describe('null for one-way'),
    seatsLeft: z.number().int().nonnegative().optional(),
    fareRules: fareRulesSchema,
    ...visitorPriceFields,
  })
  .meta({ id: 'TransportProposal' });
export type TransportProposal = z.infer<typeof transportProposalSchema>;

export const transportProposalDetailSchema = transportProposalSchema.extend({
  searchId: idSchema,
  seatSelectionAvailable: z.boolean(),
  fares: z
    .array(fareOptionSchema)
    .min(1)
    .max(4)
    .describe('The fare families of these flights, cheapest first; the first is the proposal price'),
});

const timeOfDayRangeSchema = z
  .strictObject({ from: minuteOfDaySchema, to: minuteOfDaySchema })
  .refine((range) => range.from <= range.to, { message: 'from must not exceed to' })
  .describe('Minutes of the day, 0-1440');

const minutesRangeSchema = rangeSchema.describe('Minutes; spec §5 sends these ranges starting from 0');
const iataListSchema = z.array(iataCodeSchema).max(50);

/** spec §3 "Flight facets"; empty filters are omitted (spec §5). */
export const flightFacetsSchema = z.strictObject({
  price: rangeSchema
    .optional()
    .describe('Total in MINOR units of the brand currency (spec §9: the free-flight ceiling is voucher × 100)'),
  outboundStops: z.array(z.number().int().min(0).max(3)).optional(),
  inboundStops: z.array(z.number().int().min(0).max(3)).optional(),
  baggageIncluded: z
    .array(baggageOptionSchema)
    .optional()
    .describe('spec §5: two chosen options send only CABIN_CHECKED, otherwise CABIN_CHECKED is added'),
  outboundDepartureTime: timeOfDayRangeSchema.optional(),
  inboundDepartureTime: timeOfDayRangeSchema.optional(),
  connectionTime: minutesRangeSchema.optional(),
  tripDuration: minutesRangeSchema.optional(),
  inclusiveProviders: z.array(airlineCodeSchema).max(100).optional().describe('Airline IATA codes to keep'),
  outboundDepartureLocations: iataListSchema.optional(),
  outboundArrivalLocations: iataListSchema.optional(),
  inboundDepartureLocations: iataListSchema.optional(),
  inboundArrivalLocations: iataListSchema.optional(),
  transportType: z.literal('ONLY_FLIGHT').optional().describe('spec §5: flight search is always ONLY_FLIGHT'),
});
export type FlightFacets = z.infer<typeof flightFacetsSchema>;

export const flightSortValueSchema = z.enum(['RECOMMENDED', 'PRICE', 'DURATION', 'DEPARTURE']);
export const flightSortSchema = z.strictObject({ value: flightSortValueSchema, ascending: z.boolean() });

/** Facet metadata returned with every page (design.md: filtersMetadata true). */
export const flightFiltersMetadataSchema = z
  .object({
    price: boundsSchema.describe('Totals in MINOR units of the brand currency'),
    outboundStops: facetCountSchema(z.number().int()),
    inboundStops: facetCountSchema(z.number().int()),
    baggageIncluded: facetCountSchema(baggageOptionSchema),
    outboundDepartureTime: boundsSchema,
    inboundDepartureTime: boundsSchema.nullable(),
    connectionTime: boundsSchema,
    tripDuration: boundsSchema,
    inclusiveProviders: facetCountSchema(airlineCodeSchema),
    outboundDepartureLocations: facetCountSchema(iataCodeSchema),
    outboundArrivalLocations: facetCountSchema(iataCodeSchema),
    inboundDepartureLocations: facetCountSchema(iataCodeSchema),
    inboundArrivalLocations: facetCountSchema(iataCodeSchema),
    transportType: facetCountSchema(z.literal('ONLY_FLIGHT')),
    directOnly: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('What the direct-only filter (spec §5: both stops 0) returns with the other active facets'),
  })
  .meta({ id: 'FlightFiltersMetadata' });

export const createTransportSearchBodySchema = z
  .strictObject({
    departure: iataCodeSchema,
    destination: iataCodeSchema,
    outboundDate: travelDateSchema,
    returnDate: isoDateSchema.optional().describe('Absent for one-way'),
    adults: adultsSchema,
    childrenAges: childrenAgesSchema,
    cabinClass: cabinClassSchema.optional().describe('Cabin class asked for (issue 19 item 8); absent: ECONOMY'),
    productType: productTypeSchema.extract(['F', 'FF']),
    businessProfileId: z
      .string()
      .min(1)
      .max(200)
      .describe("The brand's F/FF profile: prices are in that brand's currency, with its member prices"),
    language: languageSchema,
  })
  .refine((body) => body.departure !== body.destination, {
    message: 'destination must differ from departure',
    path: ['destination'],
  })
  .refine((body) => body.returnDate === undefined || body.returnDate >= body.outboundDate, {
    message: 'returnDate must not be before outboundDate',
    path: ['returnDate'],
  });

export const retrieveTransportProposalsBodySchema = z.strictObject({
  facets: flightFacetsSchema.default({}),
  sort: flightSortSchema.default({ value: 'RECOMMENDED', ascending: true }),
  page: pageRequestSchema.default({ pageNumber: 1, pageSize: 20 }),
  filtersMetadata: z.literal(true).default(true),
  staticData: z.strictObject({ language: languageSchema }),
});

export const transportProposalsResultSchema = z.object({
  proposals: z.array(transportProposalSchema),
  totalCount: z.number().int().nonnegative(),
  page: pageInfoSchema,
  filtersMetadata: flightFiltersMetadataSchema,
});

const journeySummarySchema = z.object({
  departure: z.object({ airport: iataCodeSchema, time: isoDateTimeSchema }),
  arrival: z.object({ airport: iataCodeSchema, time: isoDateTimeSchema }),
  durationMinutes: z.number().int().positive(),
  stops: z.number().int().nonnegative(),
});

/** The flight of a package (DP) as a stay result card shows it. */
export const flightSummarySchema = z
  .object({
    proposalId: idSchema,
    carriers: z.array(carrierSchema).min(1),
    baggageIncluded: baggageOptionSchema.nullable(),
    outbound: journeySummarySchema,
    inbound: journeySummarySchema.nullable(),
  })
  .meta({ id: 'FlightSummary' });
export type FlightSummary = z.infer<typeof flightSummarySchema>;

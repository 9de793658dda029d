import { z } from 'zod';
import { languageSchema, productTypeSchema } from '../brand-config';
import {
  countryCodeSchema,
  iataCodeSchema,
  idSchema,
  isoDateSchema,
  moneyDeltaSchema,
  moneySchema,
  pageRequestSchema,
} from '../common';
import { roomOccupanciesSchema } from '../search-party';
import { flightFacetsSchema, flightSortSchema, transportProposalSchema } from './flight-schemas';
import { accommodationSummarySchema, cancellationPolicySchema, rateMealPlanSchema } from './stay-schemas';

export const createPricingBodySchema = z.strictObject({
  searchId: idSchema,
  proposalId: idSchema.describe('id of a RetrieveProposals item'),
  language: languageSchema,
  rateId: idSchema
    .optional()
    .describe("The card's rateId: the pricing's selectedRateId is that rate when it is still offered"),
});

export const rateSchema = z.object({
  rateId: idSchema,
  mealPlan: rateMealPlanSchema,
  freeCancellation: z.boolean(),
  cancellationPolicy: cancellationPolicySchema,
  price: z.object({
    total: moneySchema.describe('List price of the room at this rate'),
    perNight: moneySchema,
    taxesAndFees: moneySchema.describe('Taxes and fees included in what this visitor pays for the rate'),
    perRoom: z
      .array(moneySchema)
      .optional()
      .describe('With several rooms: the list price of each room, in the order of occupancy; total is their sum'),
  }),
  memberPrice: moneySchema.optional().describe('Present only for a signed-in member of this brand: what they pay'),
  pointsEquivalent: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('What this visitor pays (memberPrice or total) in points'),
});

export const roomSchema = z.object({
  roomId: idSchema,
  name: z.string().min(1),
  description: z.string(),
  maxOccupancy: z.number().int().positive(),
  rates: z.array(rateSchema).min(1),
});

/** A priced stay (and flight for DP): rooms with their rates per meal plan. */
export const pricingSchema = z
  .object({
    pricingId: idSchema,
    searchId: idSchema,
    productType: productTypeSchema,
    accommodation: accommodationSummarySchema,
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    nights: z.number().int().positive(),
    adults: z.number().int().positive(),
    childrenAges: z.array(z.number().int().nonnegative()),
    rooms: z.array(roomSchema).min(1),
    occupancy: roomOccupanciesSchema
      .optional()
      .describe('The rooms booked, each with its party (every rate prices all of them); absent: one room'),
    transport: transportProposalSchema.nullable().describe('DP: the flight currently in the package'),
    total: moneySchema.describe('Selected rate plus the transport, list price'),
    memberPrice: moneySchema.optional().describe('Present only for a signed-in member of this brand: what they pay'),
    selectedRateId: idSchema.describe(
      'The rate the page opens on: CreatePricing rateId when still offered, else the cheapest',
    ),
    pointsEquivalent: z.number().int().nonnegative().nullable(),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Pricing' });
export type Pricing = z.infer<typeof pricingSchema>;

export const createSelectionBodySchema = z.strictObject({
  pricingId: idSchema,
  roomId: idSchema,
  rateId: idSchema,
});

export const selectionSchema = z.object({
  selectionId: idSchema.describe('Passed to CartApiService/CreateCart'),
  pricingId: idSchema,
  total: moneySchema.describe('List price of the selection; CreateCart charges a member the member price'),
});

export const alternativeTransportsBodySchema = z.strictObject({
  facets: flightFacetsSchema.default({}),
  sort: flightSortSchema.default({ value: 'PRICE', ascending: true }),
  page: pageRequestSchema.default({ pageNumber: 1, pageSize: 20 }),
});

export const alternativeTransportsResultSchema = z.object({
  proposals: z.array(
    transportProposalSchema.extend({
      priceDifference: moneyDeltaSchema.describe('Package total change if chosen; negative is cheaper'),
    }),
  ),
  totalCount: z.number().int().nonnegative(),
});

export const updateTransportBodySchema = z.strictObject({
  transportProposalId: idSchema.describe('id of a GetAlternativeTransports item'),
});

export const destinationTypeSchema = z.enum(['CITY', 'AIRPORT', 'HOTEL']);

/** Destination autocomplete item, ranked best first. */
export const destinationItemSchema = z.object({
  code: z.string().min(1).describe('Pass as CreateSearch destination'),
  type: destinationTypeSchema,
  name: z.string().min(1),
  subtitle: z.string(),
  country: countryCodeSchema,
  iata: iataCodeSchema.optional(),
});
export type DestinationItem = z.infer<typeof destinationItemSchema>;

export const searchDestinationsQuerySchema = z.object({
  term: z.string().trim().min(2).max(100).describe('What the visitor typed (at least 2 characters)'),
  language: languageSchema,
  productType: productTypeSchema.optional().describe('F/FF return airports and cities only'),
});

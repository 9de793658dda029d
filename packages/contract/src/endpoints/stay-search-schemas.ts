import { z } from 'zod';
import { languageSchema, productTypeSchema } from '../brand-config';
import {
  boundsSchema,
  coordinatesSchema,
  facetCountSchema,
  iataCodeSchema,
  idSchema,
  isoDateSchema,
  travelDateSchema,
  moneySchema,
  pageInfoSchema,
  pageRequestSchema,
  rangeSchema,
} from '../common';
import {
  MAX_ROOM_ADULTS,
  MAX_ROOM_CHILDREN,
  MAX_STAY_ADULTS,
  MAX_STAY_CHILDREN,
  roomOccupanciesSchema,
  roomsMatchParty,
} from '../search-party';
import { flightSummarySchema } from './flight-schemas';
import { accommodationSummarySchema, mealPlanSchema, promotionSummarySchema, rateMealPlanSchema } from './stay-schemas';

/** Longest stay a search accepts. */
export const MAX_NIGHTS = 30;

const nightsBetween = (checkIn: string, checkOut: string) =>
  (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000;

export const createStaySearchBodySchema = z
  .strictObject({
    destination: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a destination code')
      .describe('Code of a SearchDestinations item (city or airport IATA, or a hotel id)'),
    checkIn: travelDateSchema,
    checkOut: isoDateSchema,
    adults: z
      .number()
      .int()
      .min(1)
      .max(MAX_STAY_ADULTS)
      .describe('Adults of all rooms together (at most 9 without rooms)'),
    childrenAges: z
      .array(z.number().int().min(0).max(17))
      .max(MAX_STAY_CHILDREN)
      .default([])
      .describe('Children of all rooms together (at most 8 without rooms)'),
    rooms: roomOccupanciesSchema
      .optional()
      .describe('The party of each room (issue 19 item 8); together they are exactly adults and childrenAges'),
    productType: productTypeSchema.extract(['H', 'DP', 'HGH']),
    departure: iataCodeSchema.optional().describe('Departure airport; required for DP'),
    mealPlans: z.array(mealPlanSchema).max(6).default([]),
    freeCancellation: z.boolean().optional(),
    businessProfileId: z.string().min(1).max(200),
    language: languageSchema,
  })
  .refine(
    (body) =>
      body.rooms !== undefined || (body.adults <= MAX_ROOM_ADULTS && body.childrenAges.length <= MAX_ROOM_CHILDREN),
    {
      message: 'one room holds at most 9 adults and 8 children; give rooms for a larger party',
      path: ['adults'],
    },
  )
  .refine((body) => body.rooms === undefined || roomsMatchParty(body.rooms, body), {
    message: 'rooms must hold exactly adults and childrenAges',
    path: ['rooms'],
  })
  .refine((body) => nightsBetween(body.checkIn, body.checkOut) >= 1, {
    message: 'checkOut must be after checkIn',
    path: ['checkOut'],
  })
  .refine((body) => nightsBetween(body.checkIn, body.checkOut) <= MAX_NIGHTS, {
    message: `a stay lasts at most ${MAX_NIGHTS} nights`,
    path: ['checkOut'],
  })
  .refine((body) => body.productType !== 'DP' || body.departure !== undefined, {
    message: 'departure is required for DP',
    path: ['departure'],
  });

const boundingBoxSchema = z
  .strictObject({
    north: z.number().min(-90).max(90),
    south: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
    west: z.number().min(-180).max(180),
  })
  .refine((box) => box.south <= box.north, { message: 'south must not exceed north' })
  .describe('Map bounding box in degrees (spec §5: rounded to 5 decimals)');

/** spec §3 "Accommodation facets", keyed by the spec's names. */
export const stayFacetsSchema = z.strictObject({
  'price-range': rangeSchema.optional().describe('Total in MINOR units of the brand currency'),
  promotion: z.boolean().optional(),
  'free-cancellation': z.literal(true).optional().describe('spec §5: sent only when true'),
  'property-type': z.array(z.string().min(1).max(50)).max(20).optional(),
  stars: z.array(z.number().int().min(0).max(5)).max(6).optional(),
  'opinion-rating': z.number().min(0).max(10).optional().describe('Minimum guest score out of 10'),
  amenities: z.array(z.string().min(1).max(50)).max(50).optional(),
  characteristics: z.array(z.string().min(1).max(50)).max(50).optional(),
  'meal-plan': z.array(mealPlanSchema).max(6).optional().describe('spec §5: ALL_MEAL_PLANS is passed as is'),
  coordinates: boundingBoxSchema.optional(),
});
export type StayFacets = z.infer<typeof stayFacetsSchema>;

export const staySortValueSchema = z.enum(['RECOMMENDED', 'PRICE', 'STARS', 'RATING', 'DISTANCE']);
export const staySortSchema = z.strictObject({ value: staySortValueSchema, ascending: z.boolean() });

export const retrieveStayProposalsBodySchema = z.strictObject({
  facets: stayFacetsSchema.default({}),
  sort: staySortSchema.default({ value: 'RECOMMENDED', ascending: true }),
  page: pageRequestSchema.default({ pageNumber: 1, pageSize: 20 }),
  staticData: z.strictObject({ language: languageSchema }),
});

export const stayProposalSchema = z
  .object({
    id: idSchema,
    accommodation: accommodationSummarySchema,
    mealPlan: rateMealPlanSchema.describe('Meal plan of the cheapest rate shown'),
    freeCancellation: z.boolean(),
    rateId: idSchema.describe(
      'The rate whose price the card shows: the cheapest that satisfies the filters (meal plan, free ' +
        'cancellation). Pass it to CreatePricing so the hotel page opens on it',
    ),
    roomId: idSchema.describe('The room of that rate'),
    promotion: promotionSummarySchema.nullable(),
    price: z.object({
      total: moneySchema.describe('Whole stay (plus the flight for DP)'),
      perNight: moneySchema,
      beforeDiscount: moneySchema
        .nullable()
        .describe('The same rate (and flight) before the promotion: the reference the badge percent is computed from'),
      taxesAndFees: moneySchema.describe('Taxes and fees included in the price this visitor pays'),
    }),
    pointsEquivalent: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Price in programme points, when the brand has a rate'),
    distanceFromCentreKm: z.number().nonnegative(),
    flight: flightSummarySchema.nullable().describe('DP: the default flight of the package'),
    memberPrice: moneySchema
      .optional()
      .describe(
        'Present only for a signed-in member of this brand (bearer token) when the brand has a member discount: ' +
          'the total that member is charged',
      ),
  })
  .meta({ id: 'StayProposal' });
export type StayProposal = z.infer<typeof stayProposalSchema>;

export const stayFiltersMetadataSchema = z.object({
  'price-range': boundsSchema.describe('Totals in MINOR units of the brand currency'),
  promotion: z.number().int().nonnegative().describe('Results with a promotion'),
  'free-cancellation': z.number().int().nonnegative().describe('Results cancellable for free'),
  'property-type': facetCountSchema(z.string()),
  stars: facetCountSchema(z.number().int()),
  'opinion-rating': facetCountSchema(z.number()).describe('Results at or above each minimum score'),
  amenities: facetCountSchema(z.string()),
  characteristics: facetCountSchema(z.string()),
  'meal-plan': facetCountSchema(mealPlanSchema),
  coordinates: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }),
});

export const stayProposalsResultSchema = z.object({
  proposals: z.array(stayProposalSchema),
  totalCount: z.number().int().nonnegative(),
  page: pageInfoSchema,
  filtersMetadata: stayFiltersMetadataSchema,
});

/** Every result of a search, light enough for the map. */
export const stayMapPointsResultSchema = z.object({
  proposals: z.array(
    z.object({
      id: idSchema,
      accommodationId: idSchema,
      name: z.string().min(1),
      stars: z.number().int().min(0).max(5),
      coordinates: coordinatesSchema,
      price: moneySchema.describe("The card's total (the pricing authority's list price for the shown rate)"),
      memberPrice: moneySchema.optional().describe("The card's member price, for a member of the brand"),
      rating: z.number().min(0).max(10).optional().describe('Guest rating out of 10, for the preview card'),
      imageUrl: z.string().optional().describe("The stay's first image, for the preview card"),
    }),
  ),
});

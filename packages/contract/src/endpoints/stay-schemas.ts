import { z } from 'zod';
import { brandUrlSchema } from '../brand-config';
import { coordinatesSchema, countryCodeSchema, idSchema, moneySchema } from '../common';
import { MEAL_PLANS } from '../constants';

/** Meal plans; ALL_MEAL_PLANS is a filter value meaning "any" (spec §5: passed as is). */
export const mealPlanSchema = z.enum(MEAL_PLANS);
/** A meal plan a rate actually has (never ALL_MEAL_PLANS). */
export const rateMealPlanSchema = mealPlanSchema.exclude(['ALL_MEAL_PLANS']);
export type MealPlan = z.infer<typeof mealPlanSchema>;

export const accommodationTypeSchema = z.enum(['HOTEL', 'APARTMENT', 'RESORT', 'B_AND_B', 'HOSTEL', 'VILLA']);

export const ratingSchema = z.object({
  score: z.number().min(0).max(10).describe('Guest rating out of 10'),
  count: z.number().int().nonnegative().describe('Number of reviews'),
});

export const addressSchema = z.object({
  street: z.string(),
  city: z.string().min(1),
  postalCode: z.string().optional(),
  country: countryCodeSchema,
});

/** What a result card shows about a property. */
export const accommodationSummarySchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
    type: accommodationTypeSchema,
    stars: z.number().int().min(0).max(5),
    rating: ratingSchema.nullable(),
    address: addressSchema,
    coordinates: coordinatesSchema,
    image: brandUrlSchema,
    amenities: z.array(z.string().min(1)).describe('Amenity codes, e.g. WIFI, POOL, PARKING'),
  })
  .meta({ id: 'AccommodationSummary' });
export type AccommodationSummary = z.infer<typeof accommodationSummarySchema>;

export const promotionSummarySchema = z.object({
  label: z.string().min(1),
  discountPercent: z
    .number()
    .int()
    .min(1)
    .max(100)
    .describe('discountPercent(beforeDiscount, total): the true reduction of the shown price, floored'),
});

export const cancellationPolicySchema = z.object({
  refundable: z.boolean(),
  freeCancellationUntil: z.iso.datetime({ offset: true }).nullable(),
  penalties: z.array(z.object({ from: z.iso.datetime({ offset: true }), amount: moneySchema })),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** Static data of one property (RetreiveAccommodationStaticData). */
export const accommodationStaticDataSchema = accommodationSummarySchema.extend({
  description: z.string(),
  images: z.array(z.object({ url: brandUrlSchema, caption: z.string() })),
  characteristics: z.array(z.string().min(1)).describe('Characteristic codes, e.g. BEACHFRONT, CITY_CENTRE'),
  checkInTime: z.string().regex(/^\d{2}:\d{2}$/, 'HH:mm'),
  checkOutTime: z.string().regex(/^\d{2}:\d{2}$/, 'HH:mm'),
  distanceFromCentreKm: z.number().nonnegative(),
});

/** Promotion of one property (RetreiveAccommodationPromotion); null when it has none. */
export const accommodationPromotionSchema = z
  .object({
    title: z.string().min(1),
    description: z.string(),
    discountPercent: z.number().min(0).max(100),
    validUntil: z.iso.date(),
  })
  .nullable();

import { z } from 'zod';
import { iataCodeSchema, idSchema, moneySchema } from '../common';
import { seatAssignmentSchema } from './cart-schemas';

const seatSchema = z.object({
  seat: z.string().regex(/^\d{1,2}[A-K]$/),
  available: z.boolean(),
  position: z.enum(['WINDOW', 'MIDDLE', 'AISLE']),
  price: moneySchema,
});

export const seatMapSchema = z.object({
  segments: z.array(
    z.object({
      segmentId: idSchema,
      flightNumber: z.string().min(1),
      departure: iataCodeSchema,
      arrival: iataCodeSchema,
      rows: z.array(
        z.object({
          row: z.number().int().positive(),
          exit: z.boolean().optional().describe('An emergency exit row (extra legroom; adults able to help only)'),
          extraLegroom: z.boolean().optional().describe('Front rows with more legroom, priced higher'),
          seats: z.array(seatSchema).describe('Left to right; an aisle between C and D'),
        }),
      ),
    }),
  ),
});

/** An ancillary the cart can take (spec §3: "available ancillaries (a list under products)"). */
export const availableProductSchema = z
  .object({
    productId: idSchema.describe('Offer id to pass to AddProductToCart'),
    type: z.enum(['SEAT_SELECTION', 'ANCILLARY']),
    code: z.string().min(1),
    name: z.string().min(1),
    description: z.string(),
    price: moneySchema.describe('Per unit; for SEAT_SELECTION the price of the chosen seats'),
    pricing: z.enum(['PER_TRAVELLER', 'PER_BOOKING']),
    maxQuantity: z.number().int().positive(),
    seatMap: seatMapSchema.optional().describe('SEAT_SELECTION offers: the seats to choose from'),
  })
  .meta({ id: 'AvailableProduct' });
export type AvailableProduct = z.infer<typeof availableProductSchema>;

export const availableProductsSchema = z.object({ products: z.array(availableProductSchema) });

export const createSeatSelectionBodySchema = z.strictObject({
  seats: z
    .array(z.strictObject(seatAssignmentSchema.shape))
    .min(1)
    .max(40)
    .refine(
      (seats) => new Set(seats.map((seat) => `${seat.segmentId}/${seat.seat}`)).size === seats.length,
      'a seat can be chosen once per segment',
    ),
});

export const addProductBodySchema = z.strictObject({
  productId: idSchema.describe('An offer id from GetAvailableProducts or CreateSeatSelectionProduct'),
  quantity: z.number().int().min(1).max(20).default(1),
  travellerIds: z.array(idSchema).max(17).default([]).describe('PER_TRAVELLER products: who gets it'),
});

export const replaceProductsBodySchema = z
  .strictObject({
    removeProductIds: z.array(idSchema).min(1).describe('Cart product ids to take out'),
    add: z.array(addProductBodySchema).min(1),
  })
  .describe('Swaps products atomically, e.g. one seat selection for another');

import { z } from 'zod';
import { languageSchema, productTypeSchema } from '../brand-config';
import { idSchema, isoDateSchema, moneySchema, uuidSchema } from '../common';
import { roomOccupanciesSchema } from '../search-party';
import { fareFamilyIdSchema, transportProposalSchema } from './flight-schemas';
import { accommodationSummarySchema, cancellationPolicySchema, rateMealPlanSchema } from './stay-schemas';

/** Query every cart call carries (spec §7); `requestUuid` also makes finalize/confirm idempotent (design.md). */
export const cartQuerySchema = z.object({
  cartId: idSchema.describe('From CreateCart'),
  requestUuid: uuidSchema.describe('From CreateCart; repeats of a call with it return the same outcome'),
});

export const createCartBodySchema = z.strictObject({
  domainName: z.string().min(1).max(253),
  productType: productTypeSchema,
  businessProfileId: z.string().min(1).max(200),
  language: languageSchema,
  selection: z
    .discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('TRANSPORT'),
        proposalId: idSchema.describe('F/FF: a flight proposal id'),
        fareId: fareFamilyIdSchema
          .optional()
          .describe("One of the proposal detail's fares; absent: the cheapest. Another family is refused (400)"),
      }),
      z.strictObject({
        kind: z.literal('SELECTION'),
        selectionId: idSchema.describe('H/HGH/DP: from CreateSelection'),
      }),
    ])
    .describe('What goes into the cart; its price is recomputed on the server'),
  displayedPrice: moneySchema
    .optional()
    .describe(
      'What the card or detail showed the visitor. Never charged: when the server price differs, the cart ' +
        'reports priceChange so the visitor is told before paying',
    ),
});

/** The server's price differs from the one the visitor was shown (expired or re-priced offer). */
export const priceChangeSchema = z
  .object({ previous: moneySchema.describe('What the visitor was shown'), current: moneySchema.describe('Charged') })
  .meta({ id: 'PriceChange' });
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const createCartResultSchema = z.object({
  cartId: idSchema,
  requestUuid: uuidSchema,
  priceChange: priceChangeSchema.nullable().describe('Also on the cart; null when the shown price holds'),
});

const productBase = {
  productId: idSchema,
  title: z.string().min(1),
  price: moneySchema,
  removable: z.boolean().describe('Main products (flight, stay, package) cannot be removed'),
};

export const stayItemSchema = z
  .object({
    accommodation: accommodationSummarySchema,
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    nights: z.number().int().positive(),
    adults: z.number().int().positive(),
    childrenAges: z.array(z.number().int().nonnegative()),
    room: z.object({ roomId: idSchema, name: z.string().min(1) }),
    occupancy: roomOccupanciesSchema.optional().describe('The rooms booked with their parties; absent: one room'),
    rate: z.object({
      rateId: idSchema,
      mealPlan: rateMealPlanSchema.describe('The board'),
      freeCancellation: z.boolean(),
      cancellationPolicy: cancellationPolicySchema.describe('freeCancellationUntil is the cancellation deadline'),
      notes: z.array(z.string().min(1)).describe("The hotel's rate notes, in the cart language"),
    }),
    checkInTime: z.string().regex(/^\d{2}:\d{2}$/, 'HH:mm'),
    checkOutTime: z.string().regex(/^\d{2}:\d{2}$/, 'HH:mm'),
  })
  .meta({ id: 'StayItem' });

export const seatAssignmentSchema = z.object({
  segmentId: idSchema,
  travellerId: idSchema,
  seat: z.string().regex(/^\d{1,2}[A-K]$/, 'must be a seat like 12A'),
});

export const cartProductSchema = z
  .discriminatedUnion('type', [
    z.object({ ...productBase, type: z.literal('FLIGHT'), flight: transportProposalSchema }),
    z.object({ ...productBase, type: z.literal('STAY'), stay: stayItemSchema }),
    z.object({ ...productBase, type: z.literal('PACKAGE'), stay: stayItemSchema, flight: transportProposalSchema }),
    z.object({ ...productBase, type: z.literal('SEAT_SELECTION'), seats: z.array(seatAssignmentSchema).min(1) }),
    z.object({
      ...productBase,
      type: z.literal('ANCILLARY'),
      code: z.string().min(1).describe('e.g. CHECKED_BAG, PRIORITY_BOARDING, TRANSFER'),
      quantity: z.number().int().positive(),
      travellerIds: z.array(idSchema),
    }),
  ])
  .meta({ id: 'CartProduct' });
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartStatusSchema = z.enum(['OPEN', 'FINALIZED', 'CONFIRMED']);

export const cartSchema = z
  .object({
    cartId: idSchema,
    requestUuid: uuidSchema,
    domainName: z.string().min(1),
    productType: productTypeSchema,
    businessProfileId: z.string().min(1),
    status: cartStatusSchema,
    currency: z.string().regex(/^[A-Z]{3}$/),
    createdAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }).describe('After this every call on the cart fails with CART_EXPIRED'),
    products: z.array(cartProductSchema).min(1),
    voucher: z
      .object({
        code: z.string().min(1),
        discount: moneySchema,
        automatic: z.boolean().describe("Applied by the server (the free-flight brand's voucher), not typed"),
      })
      .nullable(),
    priceChange: priceChangeSchema
      .nullable()
      .describe('CreateCart displayedPrice differed from the price charged: tell the visitor before paying'),
    totals: z.object({
      products: moneySchema,
      discounts: moneySchema,
      total: moneySchema,
      taxesAndFees: moneySchema.describe('Taxes and fees included in the products (the breakdown line)'),
      pointsEquivalent: z
        .number()
        .int()
        .nonnegative()
        .nullable()
        .describe('Total in programme points, if the brand has a rate'),
    }),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const paymentMethodCodeSchema = z.enum(['CARD', 'POINTS', 'VOUCHER']);

/** What the checkout needs to know before it renders (GetCartConfig). */
export const cartConfigSchema = z.object({
  cartId: idSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  travellers: z.object({ adults: z.number().int().positive(), childrenAges: z.array(z.number().int().nonnegative()) }),
  requiredTravellerFields: z.object({
    birthDate: z.boolean(),
    document: z.boolean().describe('Flights need an identity document'),
  }),
  paymentMethods: z.array(paymentMethodCodeSchema).min(1),
  points: z
    .object({
      balance: z.number().int().nonnegative(),
      conversionRate: z.number().positive().describe("Points per 1 unit of the cart's currency"),
      maxUsable: z.number().int().nonnegative().describe('Capped by balance, cart total and budgetRestriction'),
      label: z.string().nullable().describe('customPointsLabel of the brand'),
    })
    .nullable()
    .describe('null when the visitor has no programme points'),
  checkoutOptions: z.object({
    ancillaries: z.boolean(),
    insurance: z.boolean(),
    newsletter: z.boolean(),
    invoice: z.boolean(),
    specialRequests: z.boolean(),
  }),
  travelInsurancePrice: moneySchema.nullable(),
});
export type CartConfig = z.infer<typeof cartConfigSchema>;

import { z } from 'zod';
import { countryCodeSchema, idSchema, isoDateSchema, moneySchema, travellerTypeSchema } from '../common';
import { cartProductSchema, cartSchema, paymentMethodCodeSchema } from './cart-schemas';

/** Letters (any script), spaces, apostrophes, dots and hyphens: what names on travel documents contain. */
const personNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}][\p{L}\p{M} '.-]*$/u, 'must contain letters only');

export const phoneSchema = z.strictObject({
  countryCode: z.string().regex(/^\+[1-9]\d{0,3}$/, 'must be a country calling code like +39'),
  number: z.string().regex(/^\d{4,14}$/, 'must be 4 to 14 digits'),
});

export const contactSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: z.email().max(254),
  phone: phoneSchema,
});
export type Contact = z.infer<typeof contactSchema>;

export const travelDocumentSchema = z.strictObject({
  type: z.enum(['PASSPORT', 'ID_CARD']),
  number: z.string().regex(/^[A-Z0-9]{5,20}$/, 'must be 5 to 20 upper-case letters or digits'),
  issuingCountry: countryCodeSchema,
  expiryDate: isoDateSchema,
});

export const travellerInputSchema = z
  .strictObject({
    type: travellerTypeSchema,
    age: z.number().int().min(0).max(17).optional().describe('Required for CHILD (age at travel)'),
    firstName: personNameSchema,
    lastName: personNameSchema,
    gender: z.enum(['MALE', 'FEMALE']),
    birthDate: isoDateSchema,
    nationality: countryCodeSchema.optional(),
    document: travelDocumentSchema.optional().describe('Required when GetCartConfig says so (flights)'),
  })
  .refine((traveller) => (traveller.type === 'CHILD') === (traveller.age !== undefined), {
    message: 'age is required for a CHILD and not allowed for an ADULT',
    path: ['age'],
  });
export type TravellerInput = z.infer<typeof travellerInputSchema>;

export const addTravellersBodySchema = z.strictObject({
  travellers: z.array(travellerInputSchema).min(1).max(17).describe('The whole party; replaces any earlier list'),
});

export const travellerSchema = z.object({
  travellerId: idSchema,
  type: travellerTypeSchema,
  age: z.number().int().nonnegative().optional(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['MALE', 'FEMALE']),
  birthDate: isoDateSchema,
  nationality: countryCodeSchema.optional(),
  document: travelDocumentSchema.optional(),
});
export type Traveller = z.infer<typeof travellerSchema>;

export const subscriptionsSchema = z.strictObject({
  newsletter: z.boolean(),
  travelInsurance: z.boolean().describe('Adds the travel insurance product at GetCartConfig.travelInsurancePrice'),
});

export const voucherBodySchema = z.strictObject({
  voucherCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,32}$/, 'must be 4 to 32 letters, digits or hyphens'),
});

export const voucherResultSchema = z.object({
  voucherCode: z.string().nullable(),
  discount: moneySchema.nullable(),
});

export const invoiceInputSchema = z.strictObject({
  companyName: z.string().trim().min(1).max(120),
  vatId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, 'must be a VAT id with its country prefix, e.g. IT12345678901'),
  email: z.email().max(254).optional(),
  address: z.strictObject({
    street: z.string().trim().min(1).max(120),
    city: z.string().trim().min(1).max(80),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9 -]{3,10}$/i, 'must be a postal code'),
    province: z.string().trim().max(80).optional(),
    country: countryCodeSchema,
  }),
});
export const invoiceSchema = invoiceInputSchema.extend({
  invoiceId: idSchema,
  createdAt: z.iso.datetime({ offset: true }),
});

export const specialRequestBodySchema = z.strictObject({
  text: z.string().trim().min(1).max(500).describe('Free text passed to the property or airline, not guaranteed'),
});
export const specialRequestSchema = z.object({ text: z.string(), createdAt: z.iso.datetime({ offset: true }) });

export const countrySchema = z.object({ code: countryCodeSchema, name: z.string().min(1) });

/** Payment choice (design.md "Payment": CARD, POINTS, VOUCHER; points and card can be combined). */
export const cartFinalizeBodySchema = z.strictObject({
  payment: z
    .strictObject({
      methods: z
        .array(paymentMethodCodeSchema)
        .min(1)
        .refine((methods) => new Set(methods).size === methods.length, { message: 'methods must not repeat' }),
      pointsToUse: z.number().int().nonnegative().default(0),
    })
    .refine((payment) => payment.methods.includes('POINTS') === payment.pointsToUse > 0, {
      message: 'pointsToUse must be positive exactly when POINTS is chosen',
      path: ['pointsToUse'],
    }),
  acceptTerms: z.literal(true).describe('The visitor accepted the terms and conditions'),
  returnPath: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a same-origin path')
    .describe('Where the hosted card page sends the visitor back, e.g. /checkout?cartId=...'),
});

export const paymentBreakdownSchema = z
  .object({
    methods: z.array(paymentMethodCodeSchema),
    total: moneySchema,
    pointsUsed: z.number().int().nonnegative(),
    paidWithPoints: moneySchema,
    paidWithVoucher: moneySchema,
    toPayByCard: moneySchema,
  })
  .meta({ id: 'PaymentBreakdown' });

export const finalizeResultSchema = z.object({ cart: cartSchema, payment: paymentBreakdownSchema });

export const orderStatusSchema = z.enum(['PENDING_PAYMENT', 'CONFIRMED', 'PAYMENT_FAILED']);

export const orderSchema = z
  .object({
    orderNumber: z.string().min(1),
    cartId: idSchema,
    status: orderStatusSchema,
    createdAt: z.iso.datetime({ offset: true }),
    products: z.array(cartProductSchema),
    totals: paymentBreakdownSchema,
    payment: z.object({
      provider: z.literal('SIMULATED'),
      redirectUrl: z
        .string()
        .nullable()
        .describe(
          'Hosted card page (same-origin path) to send the visitor to; null when nothing is left to pay by card',
        ),
    }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** RetrieveCartFull: the cart with everything the checkout has collected so far. */
export const cartFullSchema = cartSchema
  .extend({
    contact: contactSchema.nullable(),
    travellers: z.array(travellerSchema),
    subscriptions: subscriptionsSchema,
    invoice: invoiceSchema.nullable(),
    specialRequest: specialRequestSchema.nullable(),
    payment: paymentBreakdownSchema.nullable().describe('Set once the cart is finalized'),
    order: orderSchema.nullable().describe('Set once the cart is confirmed'),
  })
  .meta({ id: 'CartFull' });
export type CartFull = z.infer<typeof cartFullSchema>;

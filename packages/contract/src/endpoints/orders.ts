import { z } from 'zod';
import { isoDateSchema, moneySchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { contactSchema, invoiceSchema, orderSchema, travellerSchema } from './cart-checkout-schemas';

export const ORDERS_PREFIX = '/api/services/app/Orders';

/**
 * The order's voucher as application/pdf (not an envelope, so not a contract endpoint): POST a body like
 * CancelTrip's (`orderNumber`, plus `email` for a guest; a member sends the bearer token).
 */
export const TRIP_VOUCHER_PATH = `${ORDERS_PREFIX}/TripVoucher`;

/** Where an order stands after the booking (issue 18): the cart's order statuses plus CANCELLED. */
export const tripStatusSchema = z.enum(['PENDING_PAYMENT', 'CONFIRMED', 'PAYMENT_FAILED', 'CANCELLED']);
export type TripStatus = z.infer<typeof tripStatusSchema>;

/** FREE: all back (until `freeUntil`); PARTIAL: a penalty is kept; NON_REFUNDABLE: nothing back. */
export const refundKindSchema = z.enum(['FREE', 'PARTIAL', 'NON_REFUNDABLE']);
export type RefundKind = z.infer<typeof refundKindSchema>;

/** One product's cancellation terms and what cancelling it now would give back. */
export const productRefundSchema = z.object({
  productId: z.string().min(1),
  title: z.string().min(1),
  kind: refundKindSchema,
  freeUntil: z.iso.datetime({ offset: true }).nullable().describe('Free cancellation deadline, if any'),
  penalty: moneySchema.describe('What the traveller loses if they cancel now'),
  refund: moneySchema.describe('What comes back for this product if cancelled now'),
});
export type ProductRefund = z.infer<typeof productRefundSchema>;

/** A refund split over the ways the order was paid: card back to the card, points back to the balance. */
export const refundSplitSchema = z.object({
  total: moneySchema,
  card: moneySchema,
  points: z.number().int().nonnegative(),
  pointsValue: moneySchema,
});
export type RefundSplit = z.infer<typeof refundSplitSchema>;

export const orderCancellationSchema = z.object({
  cancellable: z.boolean().describe('false once cancelled, unpaid, or the trip has started'),
  products: z.array(productRefundSchema),
  refundNow: refundSplitSchema.describe('What cancelling now would refund (a package cancels as a whole)'),
  cancelled: z
    .object({ at: z.iso.datetime({ offset: true }), refund: refundSplitSchema })
    .nullable()
    .describe('Set once cancelled: when, and what was refunded'),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

export const tripSummarySchema = z
  .object({
    orderNumber: z.string().min(1),
    status: tripStatusSchema,
    createdAt: z.iso.datetime({ offset: true }),
    title: z.string().min(1),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    total: moneySchema,
  })
  .meta({ id: 'TripSummary' });
export type TripSummary = z.infer<typeof tripSummarySchema>;

/** The whole order after the booking: trip, travellers, payment, invoices and cancellation. */
export const tripDetailSchema = orderSchema
  .extend({
    status: tripStatusSchema,
    language: z.string().min(2),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    contact: contactSchema.nullable(),
    travellers: z.array(travellerSchema),
    invoices: z.array(invoiceSchema),
    cancellation: orderCancellationSchema,
  })
  .meta({ id: 'TripDetail' });
export type TripDetail = z.infer<typeof tripDetailSchema>;

const orderNumberSchema = z.string().trim().toUpperCase().min(4).max(20);

/** A guest proves the order with its number and the contact email (no account). */
export const guestOrderBodySchema = z.strictObject({
  orderNumber: orderNumberSchema,
  email: z.string().trim().toLowerCase().max(254),
});

/** A member's order (bearer token) or a guest's (with the contact email). */
export const tripAccessBodySchema = z.strictObject({
  orderNumber: orderNumberSchema,
  email: guestOrderBodySchema.shape.email.optional(),
});

export const orderNumberQuerySchema = z.object({ orderNumber: orderNumberSchema });

const endpoint = <Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever, R extends z.ZodType = z.ZodType>(
  call: string,
  method: 'GET' | 'POST',
  summary: string,
  parts: { query?: Q; body?: B; result: R },
) =>
  defineEndpoint<Q, z.ZodNever, B, R>({
    id: `Orders.${call}`,
    service: 'booking',
    method,
    path: `${ORDERS_PREFIX}/${call}`,
    summary,
    tag: 'Orders',
    ...(parts.query ? { query: parts.query } : {}),
    ...(parts.body ? { body: parts.body } : {}),
    result: parts.result,
  } as never);

/** After the booking (issue 18; spec §7 GetOrders per member). Members use `Authorization: Bearer`. */
export const ordersApi = {
  ListMyTrips: endpoint(
    'ListMyTrips',
    'GET',
    "The signed-in member's orders, upcoming and past. 401 without a member.",
    {
      result: z.object({ upcoming: z.array(tripSummarySchema), past: z.array(tripSummarySchema) }),
    },
  ),
  GetMyTrip: endpoint('GetMyTrip', 'GET', "One of the member's orders in full; 404 for anyone else's.", {
    query: orderNumberQuerySchema,
    result: tripDetailSchema,
  }),
  FindTrip: endpoint(
    'FindTrip',
    'POST',
    'A guest finds an order with its number and contact email. One 404 for a wrong number or email (no hint).',
    { body: guestOrderBodySchema, result: tripDetailSchema },
  ),
  CancelTrip: endpoint(
    'CancelTrip',
    'POST',
    'Cancels the whole order and refunds per its terms; a repeat returns the same cancellation. A member sends ' +
      'the bearer token, a guest the contact email.',
    { body: tripAccessBodySchema, result: tripDetailSchema },
  ),
};

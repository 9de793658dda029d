import type { CartFull, Contact, Traveller } from '@wayfare/contract';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Cart, order and payment tables (spec §3 "Cart"; design.md "Cart", "Payment"). Re-exported by
 * schema.ts so drizzle-kit and the query builder see them. Money is kept in integer cents.
 */

/** One cart: who travels, the checkout data collected so far and the frozen payment choice. */
export const carts = pgTable('carts', {
  id: text('id').primaryKey(),
  requestUuid: text('request_uuid').notNull(),
  domain: text('domain').notNull(),
  productType: text('product_type').notNull(),
  businessProfileId: text('business_profile_id').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  /** OPEN, FINALIZED (payment chosen) or CONFIRMED (order placed). */
  status: text('status').notNull().default('OPEN'),
  /** The party the main product was priced for, and the travel dates (traveller checks). */
  trip: jsonb('trip').notNull().$type<Record<string, unknown>>(),
  voucherCode: text('voucher_code'),
  contact: jsonb('contact').$type<Contact>(),
  travellers: jsonb('travellers').notNull().default([]).$type<Traveller[]>(),
  newsletter: boolean('newsletter').notNull().default(false),
  invoice: jsonb('invoice').$type<NonNullable<CartFull['invoice']>>(),
  specialRequest: jsonb('special_request').$type<NonNullable<CartFull['specialRequest']>>(),
  /** Seat selections priced by CreateSeatSelectionProduct, waiting for AddProductToCart. */
  seatOffers: jsonb('seat_offers').notNull().default({}).$type<Record<string, unknown>>(),
  /** CartFinalize's request and outcome, replayed for a repeat (design.md: idempotent per requestUuid). */
  finalization: jsonb('finalization').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Products in a cart: the main product (flight, stay, package) and extras, in the order they were added. */
export const cartProducts = pgTable(
  'cart_products',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: serial('position').notNull(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    removable: boolean('removable').notNull(),
    /** Type-specific fields of the contract's CartProduct (flight, stay, seats, quantity, travellerIds). */
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  },
  (table) => [index('cart_products_cart_id_idx').on(table.cartId)],
);

/** Orders: at most one per cart (the unique cart id makes concurrent ConfirmCart calls place one order). */
export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    /** PENDING_PAYMENT, CONFIRMED or PAYMENT_FAILED. */
    status: text('status').notNull(),
    products: jsonb('products').notNull().$type<Record<string, unknown>[]>(),
    /** The payment breakdown in cents (see cart/pricing.ts). */
    totals: jsonb('totals').notNull().$type<Record<string, unknown>>(),
    pointsUsed: integer('points_used').notNull().default(0),
    returnPath: text('return_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once by CancelTrip (orders/): a repeat finds it set and changes nothing (issue 18). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The refund made on cancellation (contract RefundSplit, minor units). */
    refund: jsonb('refund').$type<Record<string, unknown>>(),
  },
  (table) => [index('orders_member_id_idx').on(table.memberId)],
);

/** Card payments of the simulated provider (design.md "Payment"): one per order with a card part. */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  orderNumber: text('order_number')
    .notNull()
    .unique()
    .references(() => orders.orderNumber, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** PENDING, REQUIRES_ACTION (3-D Secure), SUCCEEDED or DECLINED (a new attempt is allowed). */
  status: text('status').notNull(),
  attempts: integer('attempts').notNull().default(0),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import type { CartProduct, ProductRefund, RefundSplit, TripDetail, TripSummary } from '@wayfare/contract';
import { money } from '@wayfare/contract';
import type { PaymentBreakdown } from '../cart/pricing';
import { presentOrder } from '../cart/cart-presenter';
import type { OrderWithCart } from '../db/repositories/order-repository';
import { orderRefunds } from './refund-rule';
import { splitRefund } from './refund-split';
import { tripDates } from './trip-dates';

const productsOf = (row: OrderWithCart) => row.order.products as unknown as CartProduct[];
const breakdownOf = (row: OrderWithCart) => row.order.totals as unknown as PaymentBreakdown;

const statusOf = (row: OrderWithCart): TripDetail['status'] =>
  row.order.cancelledAt ? 'CANCELLED' : (row.order.status as TripDetail['status']);

/** The refund cancelling now would make, per product and split over the payment (refund-rule.ts). */
export function refundNow(row: OrderWithCart, now: number): { products: ProductRefund[]; split: RefundSplit } {
  const products = productsOf(row);
  const dates = tripDates(products, row.order.createdAt.toISOString());
  const refunds = orderRefunds(products, now, now >= dates.startsAt);
  const refundMinor = refunds.reduce((sum, refund) => sum + refund.refund.amount, 0);
  const productsMinor = products.reduce((sum, product) => sum + product.price.amount, 0);
  return { products: refunds, split: splitRefund(refundMinor, productsMinor, breakdownOf(row)) };
}

/** Only a paid order whose trip has not started can be cancelled (an unpaid one simply lapses). */
export function isCancellable(row: OrderWithCart, now: number): boolean {
  const dates = tripDates(productsOf(row), row.order.createdAt.toISOString());
  return !row.order.cancelledAt && row.order.status === 'CONFIRMED' && now < dates.startsAt;
}

export function presentTripSummary(row: OrderWithCart): TripSummary {
  const products = productsOf(row);
  const dates = tripDates(products, row.order.createdAt.toISOString());
  const breakdown = breakdownOf(row);
  return {
    orderNumber: row.order.orderNumber,
    status: statusOf(row),
    createdAt: row.order.createdAt.toISOString(),
    title: products[0]?.title ?? row.order.orderNumber,
    startDate: dates.startDate,
    endDate: dates.endDate,
    total: money(breakdown.totalCents, breakdown.currency),
  };
}

/** The whole order after the booking: the trip as the cart held it, who travels, payment, invoices, refund. */
export function presentTripDetail(row: OrderWithCart, now: number): TripDetail {
  const { order, cart } = row;
  const dates = tripDates(productsOf(row), order.createdAt.toISOString());
  const quote = refundNow(row, now);
  const cancelled = order.cancelledAt
    ? { at: order.cancelledAt.toISOString(), refund: order.refund as unknown as RefundSplit }
    : null;
  return {
    ...presentOrder(order, null, false),
    status: statusOf(row),
    language: cart.language,
    startDate: dates.startDate,
    endDate: dates.endDate,
    contact: cart.contact ?? null,
    travellers: cart.travellers,
    invoices: cart.invoice ? [cart.invoice] : [],
    cancellation: {
      cancellable: isCancellable(row, now),
      products: quote.products,
      refundNow: quote.split,
      cancelled,
    },
  };
}

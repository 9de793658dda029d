import { brandLocale, formatMoney, money } from '@wayfare/contract';
import type { OrderRow, PaymentRow } from '../../db/repositories/order-repository';
import type { CartDeps } from '../cart-access';
import type { PaymentSummary } from './hosted-page';

export type ReturnOutcome = 'success' | 'declined' | 'cancelled' | 'expired';

/** The web app's returnPath with the outcome added to its query (before any #fragment). */
export function returnUrl(returnPath: string, outcome: ReturnOutcome, orderNumber: string): string {
  const hashAt = returnPath.indexOf('#');
  const base = hashAt === -1 ? returnPath : returnPath.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnPath.slice(hashAt);
  const query = new URLSearchParams({ payment: outcome, orderNumber }).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

export interface HostedPayment {
  payment: PaymentRow;
  order: OrderRow;
  summary: PaymentSummary;
  /** The cart's CART_TTL_MINUTES have passed: no more attempts (spec §4 "Cart expired"). */
  expired: boolean;
}

/** A payment with what its pages show: the brand, its language, the amount, the order, and a way back. */
export async function loadHostedPayment(deps: CartDeps, paymentId: string): Promise<HostedPayment | null> {
  const found = await deps.orders.findPayment(paymentId);
  if (!found) return null;
  const stored = await deps.carts.find(found.order.cartId);
  const brand = stored && (await deps.brand(stored.cart.domain));
  const { payment, order } = found;
  // The one money formatter, in the brand's language and country ("40,32 CHF" on club.localhost).
  const locale = brand ? brandLocale(brand.language, brand.country) : 'en-IE';
  const amount = formatMoney(money(payment.amountCents, payment.currency), locale);
  return {
    payment,
    order,
    expired: !stored || deps.now() >= stored.cart.expiresAt.getTime(),
    summary: {
      paymentId,
      orderNumber: order.orderNumber,
      amount,
      cancelUrl: returnUrl(order.returnPath, 'cancelled', order.orderNumber),
      // The page speaks the brand's language and wears its name, logo and colour (issue 13 §8).
      language: brand?.language ?? 'en',
      brand: {
        name: brand?.brandDetails.brandName ?? 'Wayfare',
        logoUrl: brand?.theme.logoPrimaryUrl ?? null,
        primaryColor: brand?.theme.primaryColor ?? '#1d4ed8',
        primaryTextColor: brand?.theme.primaryTextColor ?? '#ffffff',
      },
    },
  };
}

/** What the hosted card page reports back (apps/api hosted-payment-flow returnUrl). */
export type PaymentOutcome = 'success' | 'declined' | 'cancelled' | 'expired';

export interface ReturnedPayment {
  outcome: PaymentOutcome | null;
  orderNumber: string | null;
}

const OUTCOMES: readonly PaymentOutcome[] = ['success', 'declined', 'cancelled', 'expired'];
const ORDER_NUMBER = /^[A-Z0-9-]{1,40}$/;

/**
 * Reads `payment` and `orderNumber` from the confirmation URL. Never throws: unknown values are null, so a
 * hand-edited URL shows the order as the server knows it.
 */
export function parseReturnedPayment(params: URLSearchParams): ReturnedPayment {
  const payment = params.get('payment')?.trim().toLowerCase() ?? '';
  const orderNumber = params.get('orderNumber')?.trim().toUpperCase() ?? '';
  return {
    outcome: (OUTCOMES as readonly string[]).includes(payment) ? (payment as PaymentOutcome) : null,
    orderNumber: ORDER_NUMBER.test(orderNumber) ? orderNumber : null,
  };
}

export type OrderStatus = 'PENDING_PAYMENT' | 'CONFIRMED' | 'PAYMENT_FAILED';

/** What the confirmation page shows: the server's status wins over the URL, which anyone can edit. */
export type ConfirmationView = 'confirmed' | 'declined' | 'cancelled' | 'pending' | 'expired';

export function confirmationView(status: OrderStatus, outcome: PaymentOutcome | null): ConfirmationView {
  if (status === 'CONFIRMED') return 'confirmed';
  if (outcome === 'expired') return 'expired';
  if (status === 'PAYMENT_FAILED' || outcome === 'declined') return 'declined';
  if (outcome === 'cancelled') return 'cancelled';
  return 'pending';
}

/** Views that offer "try again": the same order's hosted page (ConfirmCart repeats give the same order). */
export const canRetryPayment = (view: ConfirmationView, redirectUrl: string | null) =>
  redirectUrl !== null && (view === 'declined' || view === 'cancelled' || view === 'pending');

/**
 * The hosted card page to send the visitor to, only when it is a same-origin path (the contract's returnPath
 * rule): an order's redirectUrl must never become an open redirect.
 */
export function hostedPagePath(redirectUrl: string | null | undefined): string | null {
  return redirectUrl && /^\/(?!\/)[^\s\\]*$/.test(redirectUrl) ? redirectUrl : null;
}

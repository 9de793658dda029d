import { sumMoney } from '@wayfare/contract';
import type { Cart, CartConfig, CartFull, CartProduct, Order } from '@wayfare/contract';
import { includedTaxes } from '../pricing/price-offer';
import type { TaxKind } from '../pricing/price-offer';
import type { CartProductRow } from '../db/repositories/cart-repository';
import type { OrderRow } from '../db/repositories/order-repository';
import type { Member } from '../db/repositories/member-repository';
import type { CartContext } from './cart-context';
import { enabledMethods, isMainProduct } from './cart-context';
import { insuranceCents } from './extras-catalog';
import { money as toMoney } from '@wayfare/contract';
import type { PaymentBreakdown } from './pricing';
import { cartTotals, pointsAllowance } from './pricing';
import { automaticVoucher } from './vouchers';

const TAX_KIND: Record<string, TaxKind> = { FLIGHT: 'FLIGHT', STAY: 'STAY', PACKAGE: 'PACKAGE' };

/**
 * Taxes and fees included in the products (the breakdown line): the pricing authority's share of each main
 * product's price; extras are services sold without taxes of their own.
 */
function taxesAndFees(context: CartContext) {
  const currency = context.cart.currency;
  const lines = context.products
    .filter(isMainProduct)
    .map((product) => includedTaxes(toMoney(product.priceCents, currency), TAX_KIND[product.type] ?? 'STAY'));
  return sumMoney(lines, currency);
}

export function presentProduct(row: CartProductRow, currency: string): CartProduct {
  return {
    productId: row.id,
    type: row.type,
    title: row.title,
    price: toMoney(row.priceCents, currency),
    removable: row.removable,
    ...(row.type === 'ANCILLARY' ? { code: row.code } : {}),
    ...row.data,
  } as CartProduct;
}

export function presentCart(context: CartContext): Cart {
  const { cart } = context;
  const totals = cartTotals(context);
  const money = (cents: number) => toMoney(cents, cart.currency);
  return {
    cartId: cart.id,
    requestUuid: cart.requestUuid,
    domainName: cart.domain,
    productType: context.productType,
    businessProfileId: cart.businessProfileId,
    status: cart.status as Cart['status'],
    currency: cart.currency,
    createdAt: cart.createdAt.toISOString(),
    expiresAt: cart.expiresAt.toISOString(),
    products: context.products.map((product) => presentProduct(product, cart.currency)),
    voucher: cart.voucherCode
      ? {
          code: cart.voucherCode,
          discount: money(totals.discountCents),
          automatic: cart.voucherCode === automaticVoucher(context.brand, context.productType),
        }
      : null,
    priceChange: context.trip.priceChange ?? null,
    totals: {
      products: money(totals.productsCents),
      discounts: money(totals.discountCents),
      total: money(totals.totalCents),
      taxesAndFees: taxesAndFees(context),
      pointsEquivalent: totals.pointsEquivalent,
    },
  };
}

export function presentBreakdown(breakdown: PaymentBreakdown): CartFull['payment'] & object {
  const money = (cents: number) => toMoney(cents, breakdown.currency);
  return {
    methods: breakdown.methods as Order['totals']['methods'],
    total: money(breakdown.totalCents),
    pointsUsed: breakdown.pointsUsed,
    paidWithPoints: money(breakdown.pointsCents),
    paidWithVoucher: money(breakdown.voucherCents),
    toPayByCard: money(breakdown.cardCents),
  };
}

/** The order as GetOrders and ConfirmCart answer it; the hosted page link while a card payment is open. */
export function presentOrder(order: OrderRow, paymentId: string | null, paymentOpen: boolean): Order {
  return {
    orderNumber: order.orderNumber,
    cartId: order.cartId,
    status: order.status as Order['status'],
    createdAt: order.createdAt.toISOString(),
    products: order.products as unknown as CartProduct[],
    totals: presentBreakdown(order.totals as unknown as PaymentBreakdown),
    payment: {
      provider: 'SIMULATED',
      redirectUrl: paymentId && paymentOpen ? `/payment/hosted/${paymentId}` : null,
    },
  };
}

export const hasTravelInsurance = (context: CartContext) =>
  context.products.some((product) => product.code === 'TRAVEL_INSURANCE');

export function presentSubscriptions(context: CartContext) {
  return { newsletter: context.cart.newsletter, travelInsurance: hasTravelInsurance(context) };
}

/** GetCartConfig: what the checkout asks for (documents for flights) and what the brand allows. */
export function presentCartConfig(context: CartContext, member: Member | null): CartConfig {
  const { cart, brand, trip } = context;
  const options = brand.checkoutOptions;
  const allowance = pointsAllowance(context, member, cartTotals(context).totalCents);
  return {
    cartId: cart.id,
    expiresAt: cart.expiresAt.toISOString(),
    travellers: { adults: trip.adults, childrenAges: trip.childrenAges },
    requiredTravellerFields: { birthDate: true, document: trip.hasFlight },
    paymentMethods: enabledMethods(brand),
    points: allowance && {
      balance: allowance.balance,
      // The contract counts points per unit of currency; the brand gives the value of one point.
      conversionRate: 1 / allowance.rate,
      maxUsable: allowance.maxUsable,
      label: brand.brandDetails.customPointsLabel ?? null,
    },
    checkoutOptions: {
      ancillaries: options.ancillaries.length > 0,
      insurance: options.insurance,
      newsletter: options.newsletter,
      invoice: options.invoice,
      specialRequests: options.specialRequests,
    },
    travelInsurancePrice: options.insurance ? toMoney(insuranceCents(context), cart.currency) : null,
  };
}

/** RetrieveCartFull: the cart with everything collected, the frozen payment choice and the order. */
export function presentCartFull(context: CartContext, order: Order | null): CartFull {
  const { cart } = context;
  const finalization = cart.status === 'OPEN' ? null : (cart.finalization as { breakdown: PaymentBreakdown } | null);
  return {
    ...presentCart(context),
    contact: (cart.contact as CartFull['contact']) ?? null,
    travellers: cart.travellers as CartFull['travellers'],
    subscriptions: presentSubscriptions(context),
    invoice: (cart.invoice as CartFull['invoice']) ?? null,
    specialRequest: (cart.specialRequest as CartFull['specialRequest']) ?? null,
    payment: finalization ? presentBreakdown(finalization.breakdown) : null,
    order,
  };
}

import { RequestValidationError } from '../lib/validation';
import type { CartDeps } from './cart-access';
import { assertChangeable, reload, reopened } from './cart-access';
import type { CartContext } from './cart-context';
import { cartTotals } from './pricing';
import { checkVoucher } from './vouchers';

/** ApplyVoucherToCart: one voucher per cart (a new code replaces the old); 400 naming voucherCode when refused. */
export async function applyVoucher(deps: CartDeps, context: CartContext, code: string) {
  assertChangeable(context);
  const check = checkVoucher(code, context.brand, context.productType, cartTotals(context).productsCents);
  if (!check.ok) throw new RequestValidationError([{ field: 'voucherCode', message: check.reason }]);
  await deps.carts.update(context.cart.id, { ...reopened, voucherCode: code });
  return reload(deps, context);
}

export async function removeVoucher(deps: CartDeps, context: CartContext) {
  assertChangeable(context);
  if (context.cart.voucherCode === null) return context;
  await deps.carts.update(context.cart.id, { ...reopened, voucherCode: null });
  return reload(deps, context);
}

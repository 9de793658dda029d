import type { cartApi, Contact, TravellerInput } from '@wayfare/contract';
import type { z } from 'zod';
import { forbidden } from '../lib/api-error';
import { RequestValidationError } from '../lib/validation';
import type { CartDeps } from './cart-access';
import { assertChangeable, reopened } from './cart-access';
import type { CartContext } from './cart-context';
import { newId } from './create-cart';
import { extraTexts, insuranceCents } from './extras-catalog';
import { checkTravellers, withTravellerIds } from './travellers';
import { hasTravelInsurance } from './cart-presenter';

type Subscriptions = z.output<(typeof cartApi)['AddSubscriptions']['body']>;
type InvoiceInput = z.output<(typeof cartApi)['AddInvoice']['body']>;

const today = (deps: CartDeps) => new Date(deps.now()).toISOString().slice(0, 10);

export async function setContact(deps: CartDeps, context: CartContext, contact: Contact) {
  assertChangeable(context);
  await deps.carts.update(context.cart.id, { contact });
  return contact;
}

export async function setTravellers(deps: CartDeps, context: CartContext, travellers: TravellerInput[]) {
  assertChangeable(context);
  checkTravellers(travellers, context.trip, today(deps));
  const stored = withTravellerIds(travellers);
  await deps.carts.update(context.cart.id, { travellers: stored });
  return stored;
}

/**
 * AddSubscriptions: the newsletter flag, and travel insurance as a cart product at
 * GetCartConfig.travelInsurancePrice (adding or removing it reprices the cart).
 */
export async function setSubscriptions(deps: CartDeps, context: CartContext, choice: Subscriptions) {
  assertChangeable(context);
  const options = context.brand.checkoutOptions;
  if (choice.newsletter && !options.newsletter) {
    throw new RequestValidationError([{ field: 'newsletter', message: 'is not offered by this brand' }]);
  }
  if (choice.travelInsurance && !options.insurance) {
    throw new RequestValidationError([{ field: 'travelInsurance', message: 'is not offered by this brand' }]);
  }
  const insured = hasTravelInsurance(context);
  if (choice.travelInsurance === insured) {
    await deps.carts.update(context.cart.id, { newsletter: choice.newsletter });
  } else {
    const current = context.products.filter((product) => product.code === 'TRAVEL_INSURANCE').map((p) => p.id);
    const add = choice.travelInsurance
      ? [
          {
            id: newId('prod'),
            cartId: context.cart.id,
            type: 'ANCILLARY',
            code: 'TRAVEL_INSURANCE',
            title: extraTexts('TRAVEL_INSURANCE', context.language).name,
            priceCents: insuranceCents(context),
            removable: true,
            data: { quantity: 1, travellerIds: [] },
          },
        ]
      : [];
    await deps.carts.changeProducts(context.cart.id, {
      removeIds: current,
      add,
      patch: { ...reopened, newsletter: choice.newsletter },
    });
  }
  return choice;
}

export async function setInvoice(deps: CartDeps, context: CartContext, input: InvoiceInput) {
  assertChangeable(context);
  if (!context.brand.checkoutOptions.invoice) throw forbidden('This brand does not issue company invoices');
  const invoice = { ...input, invoiceId: newId('inv'), createdAt: new Date(deps.now()).toISOString() };
  await deps.carts.update(context.cart.id, { invoice });
  return invoice;
}

export async function setSpecialRequest(deps: CartDeps, context: CartContext, text: string) {
  assertChangeable(context);
  if (!context.brand.checkoutOptions.specialRequests) throw forbidden('This brand does not take special requests');
  const specialRequest = { text, createdAt: new Date(deps.now()).toISOString() };
  await deps.carts.update(context.cart.id, { specialRequest });
  return specialRequest;
}

export async function deleteSpecialRequest(deps: CartDeps, context: CartContext) {
  assertChangeable(context);
  await deps.carts.update(context.cart.id, { specialRequest: null });
  return { deleted: context.cart.specialRequest !== null };
}

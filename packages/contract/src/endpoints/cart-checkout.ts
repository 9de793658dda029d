import { z } from 'zod';
import { languageSchema } from '../brand-config';
import { cartEndpoint } from './cart-endpoint';
import {
  addTravellersBodySchema,
  cartFinalizeBodySchema,
  contactSchema,
  countrySchema,
  finalizeResultSchema,
  invoiceInputSchema,
  invoiceSchema,
  orderSchema,
  specialRequestBodySchema,
  specialRequestSchema,
  subscriptionsSchema,
  travellerSchema,
} from './cart-checkout-schemas';
import { cartQuerySchema } from './cart-schemas';

/** Checkout steps of the cart service: who travels, how to reach them, extras, payment, orders (spec §7). */
export const cartCheckoutApi = {
  AddContactToCart: cartEndpoint('AddContactToCart', 'POST', 'Sets the contact person of the booking.', {
    body: contactSchema,
    result: contactSchema,
  }),
  RetrieveContact: cartEndpoint('RetrieveContact', 'POST', 'Contact person of the booking, or null.', {
    result: contactSchema.nullable(),
  }),
  AddTravellerToCart: cartEndpoint('AddTravellerToCart', 'POST', 'Sets the travellers (the whole party).', {
    body: addTravellersBodySchema,
    result: z.array(travellerSchema),
  }),
  RetrieveTravellersByCartId: cartEndpoint('RetrieveTravellersByCartId', 'POST', 'Travellers of the cart.', {
    result: z.array(travellerSchema),
  }),
  RetrieveCountries: cartEndpoint('RetrieveCountries', 'POST', 'Countries for nationality and documents.', {
    query: cartQuerySchema.extend({ lang: languageSchema }),
    result: z.array(countrySchema),
  }),
  AddSubscriptions: cartEndpoint('AddSubscriptions', 'POST', 'Newsletter and travel insurance choices.', {
    body: subscriptionsSchema,
    result: subscriptionsSchema,
  }),
  GetSubscriptions: cartEndpoint('GetSubscriptions', 'GET', 'Newsletter and travel insurance choices.', {
    result: subscriptionsSchema,
  }),
  CartFinalize: cartEndpoint(
    'CartFinalize',
    'POST',
    'Freezes the cart with a payment choice; prices are recomputed. Idempotent per requestUuid.',
    { body: cartFinalizeBodySchema, result: finalizeResultSchema },
  ),
  ConfirmCart: cartEndpoint(
    'ConfirmCart',
    'POST',
    'Places the order of a finalized cart; a repeat returns the same order, never a second one.',
    { result: orderSchema },
  ),
  AddInvoice: cartEndpoint('AddInvoice', 'POST', 'Company invoice details for the booking.', {
    body: invoiceInputSchema,
    result: invoiceSchema,
  }),
  GetInvoices: cartEndpoint('GetInvoices', 'GET', 'Invoice details of the cart.', { result: z.array(invoiceSchema) }),
  GetOrders: cartEndpoint('GetOrders', 'GET', 'Orders placed from the cart.', { result: z.array(orderSchema) }),
  AddSpecialRequestToCart: cartEndpoint('AddSpecialRequestToCart', 'POST', 'Sets the special request text.', {
    body: specialRequestBodySchema,
    result: specialRequestSchema,
  }),
  RetrieveSpecialRequestByCartId: cartEndpoint('RetrieveSpecialRequestByCartId', 'POST', 'Special request, or null.', {
    result: specialRequestSchema.nullable(),
  }),
  DeleteSpecialRequestByCartId: cartEndpoint('DeleteSpecialRequestByCartId', 'DELETE', 'Removes the special request.', {
    result: z.object({ deleted: z.boolean() }),
  }),
};

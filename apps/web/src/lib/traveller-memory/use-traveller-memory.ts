import type { ProductType } from '@wayfare/contract';
import { useEffect } from 'react';
import type { CartRef } from '../cart/cart-ref';
import { rememberOpenCart } from './open-cart';
import { rememberSearch, searchQueryOf } from './recent-searches';

/** A results screen remembers its search (issue 19 item 6) each time the search part of its URL changes. */
export function useRememberSearch(domain: string, product: ProductType, search: string): void {
  const query = searchQueryOf(new URLSearchParams(search));
  useEffect(() => {
    if (query) rememberSearch(domain, product, query);
  }, [domain, product, query]);
}

/** The checkout remembers its cart and step, so the landing can offer to continue (once it knows the product). */
export function useRememberOpenCart(domain: string, ref: CartRef, productType: ProductType | undefined, step: number) {
  const type = ref.productType ?? productType;
  useEffect(() => {
    if (type) rememberOpenCart(domain, { cartId: ref.cartId, requestUuid: ref.requestUuid, productType: type, step });
  }, [domain, ref.cartId, ref.requestUuid, type, step]);
}

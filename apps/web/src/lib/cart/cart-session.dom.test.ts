import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import {
  cleanCheckout,
  getCartSession,
  markCartExpired,
  reportCartError,
  resetCartSession,
  setCartFetching,
  useCartSession,
} from './cart-session';
import { readDraft, writeDraft } from './checkout-draft';

afterEach(() => {
  resetCartSession();
  sessionStorage.clear();
});

describe('cart session', () => {
  it('sets the expired and fetching flags and re-renders subscribers', () => {
    const { result } = renderHook(() => useCartSession());
    expect(result.current).toEqual({ cartExpired: false, fetching: false });
    act(() => setCartFetching(true));
    expect(result.current.fetching).toBe(true);
    act(() => markCartExpired());
    expect(result.current).toEqual({ cartExpired: true, fetching: true });
  });

  it('keeps the same snapshot when nothing changes', () => {
    const before = getCartSession();
    setCartFetching(false);
    expect(getCartSession()).toBe(before);
  });

  it('marks the cart expired only for CART_EXPIRED (spec §4)', () => {
    expect(reportCartError(new ApiError({ message: 'GENERIC_ERROR', status: 500 }))).toBe(false);
    expect(getCartSession().cartExpired).toBe(false);
    expect(reportCartError(new Error('CART_EXPIRED'))).toBe(false);
    expect(reportCartError(new ApiError({ message: 'CART_EXPIRED', status: 410 }))).toBe(true);
    expect(getCartSession().cartExpired).toBe(true);
  });

  it('cleaning checkout resets cart queries, the flags and the drafts but nothing else (spec §4)', () => {
    const client = new QueryClient();
    client.setQueryData(['cart', 'C1', 'u', 'full'], { cartId: 'C1' });
    client.setQueryData(['cart', 'C1', 'u', 'config'], {});
    client.setQueryData(['brand'], { domain: 'x' });
    writeDraft('C1', 'contact', { email: 'a@b.co' });
    markCartExpired();
    setCartFetching(true);
    cleanCheckout(client);
    expect(client.getQueryData(['cart', 'C1', 'u', 'full'])).toBeUndefined();
    expect(client.getQueryData(['cart', 'C1', 'u', 'config'])).toBeUndefined();
    expect(client.getQueryData(['brand'])).toEqual({ domain: 'x' });
    expect(readDraft('C1', 'contact', null)).toBeNull();
    expect(getCartSession()).toEqual({ cartExpired: false, fetching: false });
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCartSession, resetCartSession, setCartFetching } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSelectFlight } from './use-select-flight';

vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const cart = { cartId: 'C1', requestUuid: 'U1' };
const options = { product: 'F' as const, language: 'en' as const, domainName: 'localhost', businessProfileId: 'BP-F' };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** CreateCart answers once `release` resolves (or fails when `fail`). */
function answerAfter(release: Promise<void>, fail = false) {
  call.mockImplementation((async () => {
    await release;
    if (fail) throw new Error('GENERIC_ERROR');
    return cart;
  }) as unknown as typeof callEndpoint);
}

function deferred() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('useSelectFlight: the cart-creation fetching flag (spec §4)', () => {
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => resetCartSession());

  it('is true while CreateCart runs and false once the cart exists', async () => {
    const gate = deferred();
    answerAfter(gate.promise);
    const onCartCreated = vi.fn();
    const { result } = renderHook(
      () => useSelectFlight({ ...options, onCartCreated, onCartCreating: setCartFetching }),
      { wrapper },
    );
    expect(getCartSession().fetching).toBe(false);
    act(() => result.current.start('P1'));
    await waitFor(() => expect(getCartSession().fetching).toBe(true));
    gate.open();
    await waitFor(() => expect(getCartSession().fetching).toBe(false));
    expect(onCartCreated).toHaveBeenCalledWith(cart);
  });

  it('is false again after a failure', async () => {
    const gate = deferred();
    answerAfter(gate.promise, true);
    const onCartCreating = vi.fn();
    const { result } = renderHook(() => useSelectFlight({ ...options, onCartCreating }), { wrapper });
    act(() => result.current.start('P1'));
    await waitFor(() => expect(onCartCreating).toHaveBeenLastCalledWith(true));
    gate.open();
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(onCartCreating.mock.calls).toEqual([[true], [false]]);
  });

  it('is cleared when the screen unmounts mid-creation (the app navigated away)', async () => {
    answerAfter(new Promise<void>(() => undefined));
    const onCartCreating = vi.fn();
    const { result, unmount } = renderHook(() => useSelectFlight({ ...options, onCartCreating }), { wrapper });
    act(() => result.current.start('P1'));
    await waitFor(() => expect(onCartCreating).toHaveBeenLastCalledWith(true));
    unmount();
    expect(onCartCreating).toHaveBeenLastCalledWith(false);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCartSession, resetCartSession, setCartFetching } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useReserve } from './use-reserve';

vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const input = {
  pricingId: 'P1',
  roomId: 'R1',
  rateId: 'RATE1',
  cart: { domainName: 'localhost', productType: 'H' as const, businessProfileId: 'BP-H', language: 'en' as const },
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** CreateSelection and CreateCart answer once `release` resolves; CreateCart fails when `fail`. */
function answerAfter(release: Promise<void>, fail = false) {
  call.mockImplementation((async (endpoint: { id: string }) => {
    if (endpoint.id.endsWith('CreateSelection')) return { selectionId: 'S1' };
    await release;
    if (fail) throw new Error('GENERIC_ERROR');
    return { cartId: 'C1', requestUuid: 'U1' };
  }) as unknown as typeof callEndpoint);
}

describe('useReserve: the cart-creation fetching flag (spec §4)', () => {
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => resetCartSession());

  it('is true while the cart is being created and false once it exists', async () => {
    let open!: () => void;
    answerAfter(new Promise<void>((resolve) => (open = resolve)));
    const onCartCreated = vi.fn();
    const { result } = renderHook(() => useReserve(onCartCreated, setCartFetching), { wrapper });
    expect(getCartSession().fetching).toBe(false);
    act(() => result.current.reserve(input));
    await waitFor(() => expect(getCartSession().fetching).toBe(true));
    open();
    await waitFor(() => expect(result.current.status).toBe('opening'));
    expect(getCartSession().fetching).toBe(false);
    expect(onCartCreated).toHaveBeenCalledTimes(1);
  });

  it('is false again after a failure and on unmount mid-creation', async () => {
    let fail!: () => void;
    answerAfter(new Promise<void>((resolve) => (fail = resolve)), true);
    const onCartCreating = vi.fn();
    const failing = renderHook(() => useReserve(undefined, onCartCreating), { wrapper });
    act(() => failing.result.current.reserve(input));
    await waitFor(() => expect(onCartCreating).toHaveBeenLastCalledWith(true));
    fail();
    await waitFor(() => expect(failing.result.current.status).toBe('failed'));
    expect(onCartCreating.mock.calls).toEqual([[true], [false]]);

    onCartCreating.mockClear();
    answerAfter(new Promise<void>(() => undefined));
    const pending = renderHook(() => useReserve(undefined, onCartCreating), { wrapper });
    act(() => pending.result.current.reserve(input));
    await waitFor(() => expect(onCartCreating).toHaveBeenLastCalledWith(true));
    pending.unmount();
    expect(onCartCreating).toHaveBeenLastCalledWith(false);
  });
});

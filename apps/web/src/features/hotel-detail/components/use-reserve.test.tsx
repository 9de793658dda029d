import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
const cart = { cartId: 'C1', requestUuid: 'U1' };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** CreateSelection answers a selection id, CreateCart the cart (after `release` when given). */
function answer(release?: Promise<void>) {
  call.mockImplementation((async (endpoint: { id: string }) => {
    if (endpoint.id.endsWith('CreateSelection')) return { selectionId: 'S1' };
    await release;
    return cart;
  }) as unknown as typeof callEndpoint);
}

describe('useReserve', () => {
  // A block body: a function returned from beforeEach would run as its cleanup.
  beforeEach(() => {
    call.mockReset();
  });

  it('creates one cart for repeated clicks and hands it over once, pending meanwhile', async () => {
    let open!: () => void;
    answer(new Promise<void>((resolve) => (open = resolve)));
    const onCartCreated = vi.fn();
    const { result } = renderHook(() => useReserve(onCartCreated), { wrapper });
    act(() => {
      result.current.reserve(input);
      result.current.reserve(input);
    });
    await waitFor(() => expect(result.current.status).toBe('reserving'));
    act(() => result.current.reserve(input));
    open();
    await waitFor(() => expect(result.current.status).toBe('opening'));
    act(() => result.current.reserve(input));
    expect(onCartCreated).toHaveBeenCalledTimes(1);
    expect(onCartCreated).toHaveBeenCalledWith(cart);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('is done (not opening) when nothing continues to checkout', async () => {
    answer();
    const { result } = renderHook(() => useReserve(), { wrapper });
    act(() => result.current.reserve(input));
    await waitFor(() => expect(result.current.status).toBe('done'));
  });

  it('allows a retry after a failure', async () => {
    call.mockRejectedValueOnce(new Error('GENERIC_ERROR'));
    const onCartCreated = vi.fn();
    const { result } = renderHook(() => useReserve(onCartCreated), { wrapper });
    act(() => result.current.reserve(input));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    answer();
    act(() => result.current.reserve(input));
    await waitFor(() => expect(result.current.status).toBe('opening'));
    expect(onCartCreated).toHaveBeenCalledTimes(1);
  });
});

import { useEffect, useRef } from 'react';
import { useSelectRate } from '../api/create-selection';
import type { SelectRateInput } from '../api/create-selection';

export type Cart = { cartId: string; requestUuid: string };

/**
 * `reserving` while CreateSelection and CreateCart run; then `opening` while the app takes the traveller to
 * checkout (it has `onCartCreated`), or `done` where nothing continues from here; `failed` lets them retry.
 */
export type ReserveStatus = 'idle' | 'reserving' | 'opening' | 'done' | 'failed';

/**
 * The reserve action: one cart per choice, whatever the clicks (a repeat while one is in flight or after
 * success is ignored), and `onCartCreated` called once with it. Navigating is the caller's job.
 * `onCartCreating` hears `true` while the cart is being created and `false` once that ended.
 */
export function useReserve(onCartCreated?: (cart: Cart) => void, onCartCreating?: (pending: boolean) => void) {
  const select = useSelectRate();
  // spec §4: cart creation toggles a fetching flag; the cleanup clears it when done or when the screen unmounts.
  const pending = select.isPending;
  useEffect(() => {
    if (!pending || !onCartCreating) return;
    onCartCreating(true);
    return () => onCartCreating(false);
  }, [pending, onCartCreating]);
  const sent = useRef(false);
  const reserve = (input: SelectRateInput) => {
    if (sent.current) return;
    sent.current = true;
    select.mutate(input, {
      onSuccess: (cart) => onCartCreated?.(cart),
      onError: () => {
        sent.current = false;
      },
    });
  };
  const status: ReserveStatus = select.isPending
    ? 'reserving'
    : select.isError
      ? 'failed'
      : select.isSuccess
        ? onCartCreated
          ? 'opening'
          : 'done'
        : 'idle';
  return { reserve, status };
}

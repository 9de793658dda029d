import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { PickerHandle } from './date-picker-impl';
import { loadDatePicker, loadedDatePicker } from './date-picker-loader';
import type { PickerModule } from './date-picker-loader';

/** What the user did to the stand-in: which input they aimed at (1 = a range's end) and whether to open. */
export interface Activation {
  index: number;
  open: boolean;
}

export interface ActivationOptions {
  /** The caller's own `open`: when set, the caller controls the popup. */
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => void) | undefined;
}

/**
 * Swaps a picker's stand-in for the real antd picker on the first interaction and keeps it mounted after that
 * (design.md performance: the date picker loads on demand). The real picker arrives opened (click, Enter) or
 * just focused (Tab), on the input the user aimed at, so one click or Tab+Enter behaves as if it was always there.
 */
export function useDeferredPicker({ open: controlledOpen, onOpenChange, onKeyDown }: ActivationOptions) {
  const [impl, setImpl] = useState<PickerModule | null>(null);
  const [open, setOpen] = useState(false);
  const standInRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<PickerHandle>(null);
  const pending = useRef<Activation | null>(null);
  const focusIndex = useRef<number | null>(null);
  const swapped = useRef(false);

  function swap(module: PickerModule) {
    const target = pending.current;
    if (!target || swapped.current) return;
    swapped.current = true;
    // Keep the focus where the user is: a Tab that has already moved on must not be pulled back.
    const holdsFocus = standInRef.current?.contains(document.activeElement) ?? false;
    focusIndex.current = target.open || holdsFocus ? target.index : null;
    setOpen(target.open);
    setImpl(module);
  }

  function activate(next: Activation) {
    pending.current = { index: next.index, open: next.open || (pending.current?.open ?? false) };
    const module = loadedDatePicker();
    if (module) swap(module);
    // On failure the stand-in stays; its next interaction loads again (date-picker-loader).
    else loadDatePicker().then(swap, () => (pending.current = null));
  }

  useLayoutEffect(() => {
    const index = focusIndex.current;
    if (!impl || index === null) return;
    focusIndex.current = null;
    pickerRef.current?.focus(index > 0 ? { index } : undefined);
  }, [impl]);

  const realProps = {
    ref: pickerRef,
    open: controlledOpen ?? open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      onOpenChange?.(next);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => {
      onKeyDown?.(event, preventDefault);
      // Enter on a closed picker opens its calendar instead of submitting the surrounding form.
      if (event.key === 'Enter' && !(controlledOpen ?? open) && !event.defaultPrevented) {
        event.preventDefault();
        setOpen(true);
        onOpenChange?.(true);
      }
    },
  };
  return { impl, activate, standInRef, realProps };
}

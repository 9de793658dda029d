// The antd picker chunk, fetched once: on hover/focus of a search form (preload) or when a stand-in is used.
import type * as PickerImpl from './date-picker-impl';

type PickerModule = typeof PickerImpl;

let loaded: PickerModule | null = null;
let loading: Promise<PickerModule> | null = null;

export function loadDatePicker(): Promise<PickerModule> {
  loading ??= import('./date-picker-impl').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk (flaky network, new deploy) must not stick: the next interaction tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The module when it has already arrived, so an interaction can swap in the real picker in the same event. */
export function loadedDatePicker(): PickerModule | null {
  return loaded;
}

/** Starts loading the picker early, e.g. when the search form is hovered or focused; never call it at mount. */
export function preloadDatePicker(): void {
  loadDatePicker().catch(() => undefined);
}

export type { PickerModule };

import { useEffect, useState } from 'react';
import { reportError } from '../../../lib/error-reporting';

/**
 * A module the first screen does not need before a tap (a picker's panel, the overlays React Aria draws it in):
 * imported once on first use, kept for every later render. `preload` is for the gestures that announce a press
 * (hover, focus, pointer down), so the press itself rarely waits (issue 16 item 5: landing first-load JS).
 */
export interface OnDemand<M> {
  /** The module once loaded, else null. */
  current(): M | null;
  /** Starts the import (once); a failed import is asked again next time. */
  load(): Promise<M>;
  /** `load` for event handlers: never rejects. */
  preload(): void;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    current: () => loaded,
    load,
    preload: () => void load().catch(() => undefined),
  };
}

/**
 * The module while `wanted` (loading it if needed, re-rendering once it is in), else null. A module already loaded
 * is there on the first render, so a second picker or a revisited screen never waits. `onFailed` hears a failed
 * import (a lost connection, a deploy that removed the chunk): the caller goes back to its state before the ask.
 */
export function useOnDemand<M>(module: OnDemand<M>, wanted: boolean, onFailed?: () => void): M | null {
  const [, setLoaded] = useState<M | null>(null);
  const current = module.current();
  useEffect(() => {
    if (!wanted || current) return;
    let live = true;
    module.load().then(
      (loaded) => live && setLoaded(() => loaded),
      (error: unknown) => {
        reportError(error, { source: 'on-demand module' });
        if (live) onFailed?.();
      },
    );
    return () => {
      live = false;
    };
    // onFailed is read when the import settles; a new function each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module, wanted, current]);
  return wanted ? current : null;
}

/**
 * A picker whose full component (React Aria's DialogTrigger, overlays and the panel: one chunk) loads on first use.
 * Until then the screen shows its light field, the same button (server-rendered, keyboard operable, native:
 * kit/light-trigger.tsx, which starts the import on a hover, focus or pointer down) without any overlay code:
 * React Aria's DialogTrigger module alone brings its popover, modal and menu modules. A press loads the chunk
 * (the button shows the kit's busy spinner meanwhile, ignoring presses), then the full component takes the field's
 * place already open and its panel takes the focus; it stays for later opens. On closing, the focus goes back to
 * the field's button when it was left nowhere (the one first pressed is gone). A failed load leaves the light
 * field as it was (the next press asks again).
 */
export function useOnDemandPicker<M>(module: OnDemand<M>, id: string, onOpenChange?: (isOpen: boolean) => void) {
  const [active, setActive] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  function open() {
    if (!module.current()) setPending(true);
    module.load().then(
      () => {
        setPending(false);
        setActive(true);
        setOpen(true);
        onOpenChange?.(true);
      },
      (error: unknown) => {
        reportError(error, { source: 'on-demand picker' });
        setPending(false);
      },
    );
  }
  function openChange(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
    if (!next) requestAnimationFrame(() => refocus(id));
  }
  return {
    /** The loaded module once the picker was first opened, else null (render the light field). */
    full: active ? module.current() : null,
    isOpen,
    isPending,
    open,
    onOpenChange: openChange,
  };
}

/** Focus back on the field after its panel closed, unless the visitor already moved it on (a click elsewhere). */
function refocus(id: string) {
  const active = document.activeElement;
  const movedOn = active && active !== document.body && !active.closest('[role="dialog"]');
  if (!movedOn) document.getElementById(id)?.focus();
}

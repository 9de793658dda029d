import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps a resting mouse from taking over a range being picked by keyboard. Once the first day is chosen, React
 * Aria moves the calendar's focus to any day the pointer "enters", and Chromium sends those enter events without
 * any movement when the layout shifts under a still cursor: the phone sheet scrolling to the focused day, the
 * range's highlight re-rendering. A keyboard pick then jumped to the day under the mouse (a range a day early and
 * a week short). After a key press, pointer over/out events stop at the calendar (React derives onPointerEnter and
 * onPointerLeave from them) until the mouse really moves again.
 */
export function useHoverOnlyAfterPointerMoves(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let usingKeys = false;
    const onKeyDown = () => {
      usingKeys = true;
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.movementX !== 0 || event.movementY !== 0) usingKeys = false;
    };
    const onBoundary = (event: PointerEvent) => {
      if (usingKeys && event.pointerType === 'mouse') event.stopPropagation();
    };
    element.addEventListener('keydown', onKeyDown, true);
    element.addEventListener('pointermove', onPointerMove, true);
    element.addEventListener('pointerover', onBoundary);
    element.addEventListener('pointerout', onBoundary);
    return () => {
      element.removeEventListener('keydown', onKeyDown, true);
      element.removeEventListener('pointermove', onPointerMove, true);
      element.removeEventListener('pointerover', onBoundary);
      element.removeEventListener('pointerout', onBoundary);
    };
  }, [ref]);
}

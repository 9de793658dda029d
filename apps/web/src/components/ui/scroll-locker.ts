import { getTargetScrollBarSize, removeCSS, updateCSS, useLayoutEffect } from '@rc-component/util';
import { useState } from 'react';

/**
 * Replaces `@rc-component/portal`'s scroll locker (wired in vite.config.ts). The original injects a <style> that
 * locks page scrolling behind an open Drawer or Modal without a nonce, so our strict CSP (design.md, security)
 * blocks it and the page behind a dialog keeps scrolling. Same behaviour, plus the per-response style nonce.
 */
let styleNonce: string | undefined;

/** Called once by UiProvider with the runtime config's style nonce. */
export function setScrollLockNonce(nonce: string | undefined): void {
  styleNonce = nonce;
}

const UNIQUE_ID = `wayfare-scroll-locker-${Date.now()}`;
let uuid = 0;

function isBodyOverflowing(): boolean {
  return (
    document.body.scrollHeight > (window.innerHeight || document.documentElement.clientHeight) &&
    window.innerWidth > document.body.offsetWidth
  );
}

export default function useScrollLocker(lock?: boolean): void {
  const locked = !!lock;
  const [id] = useState(() => `${UNIQUE_ID}_${++uuid}`);
  useLayoutEffect(() => {
    if (locked) {
      const scrollbarSize = getTargetScrollBarSize(document.body).width;
      const width = isBodyOverflowing() ? `width: calc(100% - ${scrollbarSize}px);` : '';
      updateCSS(`html body { overflow-y: hidden; ${width} }`, id, styleNonce ? { csp: { nonce: styleNonce } } : {});
    } else {
      removeCSS(id);
    }
    return () => removeCSS(id);
  }, [locked, id]);
}

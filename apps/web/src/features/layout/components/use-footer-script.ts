import { useEffect } from 'react';
import { isSafeBrandUrl } from '../model/links';

const SCRIPT_MARKER = 'data-brand-footer-script';

/** Runs `load` once the page has finished loading and the main thread is idle (the script never delays it). */
function whenInteractive(load: () => void): () => void {
  let idleId: number | undefined;
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(load, { timeout: 2000 });
    else timeoutId = setTimeout(load, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timeoutId !== undefined) clearTimeout(timeoutId);
  };
}

/**
 * Adds the brand's footer script (spec §3 footer.footerScriptUrl) as `<script src async>`, once per page, after
 * the page is interactive and only when `allowed`: src/app/ allows it once the external sign-in step has removed
 * `a` from the address bar (design.md security: no third-party script before that). Unsafe URLs are ignored.
 */
export function useFooterScript(url: string | undefined, allowed: boolean): void {
  useEffect(() => {
    if (!allowed || !isSafeBrandUrl(url)) return;
    return whenInteractive(() => {
      const absolute = new URL(url, location.origin).href;
      const existing = [...document.querySelectorAll<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`)];
      if (existing.some((script) => script.src === absolute)) return;
      const script = document.createElement('script');
      script.src = absolute;
      script.async = true;
      script.setAttribute(SCRIPT_MARKER, '');
      document.body.append(script);
    });
  }, [url, allowed]);
}

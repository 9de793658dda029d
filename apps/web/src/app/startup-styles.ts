import { ANTD_STYLES_ATTRIBUTE } from '@wayfare/contract';

/** Longest wait for the static CSS: a slow or failed file only means antd generates its styles at runtime. */
const STYLES_WAIT_MS = 3000;

/**
 * design.md quality bars (TBT): the build ships antd's first-screen component CSS as a file, preloaded by
 * index.html (apps/web build/antd-static-styles.ts). It becomes a stylesheet here, first in <head> so the app's
 * own CSS still overrides antd by source order, and the app renders once it is in: antd reads which component
 * styles the file holds once, at its first style, and skips generating and injecting those. Resolves at once
 * without the preload (dev server, tests, a partner's own index.html).
 */
export function applyAntdStaticStyles(doc: Document = document): Promise<void> {
  const hint = doc.querySelector<HTMLLinkElement>(`link[${ANTD_STYLES_ATTRIBUTE}]`);
  if (!hint) return Promise.resolve();
  const sheet = doc.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = hint.href;
  return new Promise((resolve) => {
    const done = () => resolve();
    sheet.addEventListener('load', done, { once: true });
    sheet.addEventListener('error', done, { once: true });
    doc.defaultView?.setTimeout(done, STYLES_WAIT_MS);
    doc.head.prepend(sheet);
  });
}

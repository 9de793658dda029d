/** The landing's brand shell the API paints into index.html (apps/api src/plugins/app/web-app-shell.ts). */
export const SHELL_ELEMENT_ID = 'wf-shell';
/** The <template> of hints the API holds back while the shell paints (apps/api src/lib/page-hints.ts). */
export const DEFERRED_HINTS_ID = 'wf-deferred-hints';

/**
 * How long the loading screen stays hidden behind the shell: startup that finishes sooner goes straight from
 * the shell to the screen (no flash of the loading screen in between); slower startup shows the loading screen
 * of spec §2 with its progress bar, as without a shell. The shell already shows the brand's header and the
 * screen's layout, so swapping it for a logo and back only flashes: on a phone a normal startup takes a couple
 * of seconds (measured under Lighthouse's mobile throttling), and only a startup slower than that needs the bar.
 */
export const SHELL_GRACE_MS = 3000;

export function hasServerShell(doc: Document = document): boolean {
  return doc.getElementById(SHELL_ELEMENT_ID) !== null;
}

export function removeServerShell(doc: Document = document): void {
  doc.getElementById(SHELL_ELEMENT_ID)?.remove();
}

/**
 * The shell goes as soon as the app puts anything into its container (the first screen, the loading screen or
 * an error page): a MutationObserver callback runs before the next paint, so both never show together.
 */
export function removeShellOnFirstContent(container: HTMLElement, doc: Document = document): () => void {
  if (!hasServerShell(doc)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (!container.hasChildNodes()) return;
    removeServerShell(doc);
    observer.disconnect();
  });
  observer.observe(container, { childList: true });
  return () => observer.disconnect();
}

/** A hidden tab runs no animation frames: the app must start anyway. */
const PAINT_WAIT_MS = 100;

function nextPaint(win: Window): Promise<void> {
  // The rAF callback runs before the frame's paint; the task queued from it runs after that paint.
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    win.setTimeout(resolve, PAINT_WAIT_MS);
  });
}

/**
 * Resolves once the shell has been painted (one frame), so parsing and running the app's JS does not hold the
 * first paint; at once when the page has no shell. It does not wait for images: the hero loads at high
 * priority by itself, and the app starting later would only delay the page becoming usable.
 */
export async function afterShellPainted(doc: Document = document): Promise<void> {
  const win = doc.defaultView;
  if (!hasServerShell(doc) || !win) return;
  await nextPaint(win);
}

/** Starts the held-back hints: the template's links go into <head>, where the browser fetches them. */
export function releaseDeferredHints(doc: Document = document): void {
  const template = doc.getElementById(DEFERRED_HINTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
}

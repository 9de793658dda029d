/**
 * Resolves in a later task of the browser's event loop (a zero-delay timer), so the work before and after it are
 * two tasks: the browser can paint and answer input in between. Lighthouse counts every task over 50 ms as
 * blocking, beyond those 50 ms; the start-up of a server-rendered page is several pieces of 10-25 ms (unthrottled)
 * that ran as one or two long tasks (hydrate-client.tsx).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

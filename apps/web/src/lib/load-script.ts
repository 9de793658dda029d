const loaded = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` once per URL (a classic async script, as third-party tags expect) and resolves when it ran.
 * The page's CSP decides whether it may load (same origin or the brand's https script origins).
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loaded.delete(src);
        reject(new Error(`Script failed to load: ${src}`));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
}

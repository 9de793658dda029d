/**
 * Sets the test window's width the way a browser resize does (happy-dom's viewport): `matchMedia` answers from
 * it (lib/breakpoints.ts reads the device class through media queries) and `resize` fires. Assigning
 * `window.innerWidth` changes neither.
 */
export function setViewportWidth(width: number): void {
  const { happyDOM } = window as unknown as { happyDOM?: { setViewport(viewport: { width: number }): void } };
  if (!happyDOM) throw new Error('setViewportWidth needs the happy-dom test environment');
  happyDOM.setViewport({ width });
}

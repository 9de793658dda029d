import { describe, expect, it } from 'vitest';
import { imagePreloads } from './ssr-page';

describe('imagePreloads', () => {
  it('takes the first image preloads of the app HTML, each once, at most two', () => {
    const hero = '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>';
    const first = '<link rel="preload" as="image" href="/a.svg"/>';
    const second = '<link rel="preload" as="image" href="/b.svg"/>';
    const html = `${hero}${hero}<link rel="preload" as="font" href="/f.woff2"/>${first}${second}<main></main>`;
    expect(imagePreloads(html)).toBe(`${hero}\n    ${first}`);
  });

  it('is empty for a page without images', () => {
    expect(imagePreloads('<main><h1>Checkout</h1></main>')).toBe('');
  });
});

// @vitest-environment jsdom
// happy-dom fires <link>/<script> load or error events itself on insertion; these tests dispatch them by hand.
import { describe, expect, it } from 'vitest';
import { loadScript } from './load-script';

describe('loadScript', () => {
  it('adds one async script per URL and resolves on load', async () => {
    const first = loadScript('/brand-assets/x/a.js', { 'data-owner': 'test' });
    const second = loadScript('/brand-assets/x/a.js');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="/brand-assets/x/a.js"]');
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.async).toBe(true);
    expect(script.getAttribute('data-owner')).toBe('test');
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on error and allows a retry', async () => {
    const attempt = loadScript('/missing.js');
    document.head.querySelector<HTMLScriptElement>('script[src="/missing.js"]')!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('/missing.js');
    expect(loadScript('/missing.js')).not.toBe(attempt);
  });
});

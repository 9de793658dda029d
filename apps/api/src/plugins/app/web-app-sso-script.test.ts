import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { injectSsoTokenScript, SSO_TOKEN_SCRIPT } from './web-app-sso-script';

/** Runs the script against a fake window at `href`; returns the stored token and the replaced URL. */
function run(href: string) {
  const location = { href };
  const replaced: string[] = [];
  const window: Record<string, unknown> = {};
  const history = { state: null, replaceState: (_state: unknown, _title: string, next: string) => replaced.push(next) };
  runInNewContext(SSO_TOKEN_SCRIPT, { window, location, history, URL, URLSearchParams });
  return { token: window.__wayfareSsoToken, replaced };
}

describe('the sign-in token script (issue 15 item 10)', () => {
  it('keeps the token in memory and removes only `a` from the address bar', () => {
    expect(run('https://shop.example/search?x=1&a=tok+en%2B&b=%20c#top')).toEqual({
      token: 'tok en+',
      replaced: ['https://shop.example/search?x=1&b=%20c#top'],
    });
    expect(run('https://shop.example/?a=tok')).toEqual({ token: 'tok', replaced: ['https://shop.example/'] });
    expect(run('https://shop.example/?%61=tok&a=second').replaced).toEqual(['https://shop.example/']);
  });

  it('does nothing without `a`', () => {
    expect(run('https://shop.example/?b=1')).toEqual({ token: undefined, replaced: [] });
  });

  it('goes first in <head> with the response nonce', () => {
    const html = injectSsoTokenScript('<html><head lang="en"><link rel="preload" href="/x.js"></head></html>', 'N1');
    expect(html.indexOf('<script nonce="N1">')).toBeGreaterThan(html.indexOf('<head'));
    expect(html.indexOf('<script nonce="N1">')).toBeLessThan(html.indexOf('<link'));
    // React Aria's own <style> elements take their nonce from this meta element.
    expect(html).toContain('<meta name="csp-nonce" nonce="N1" />');
  });
});

import { describe, expect, it } from 'vitest';
import { EARLY_TOKEN_KEY, hasPendingSignIn, hrefWithToken, takeEarlyToken } from './early-token';
import { readSsoToken } from './sso-token';

describe('the token kept in memory by the first script (issue 15 item 10)', () => {
  it('is taken once', () => {
    const target: Record<string, unknown> = { [EARLY_TOKEN_KEY]: 'tok' };
    expect(takeEarlyToken(target)).toBe('tok');
    expect(takeEarlyToken(target)).toBeNull();
    expect(takeEarlyToken({})).toBeNull();
  });

  it('reads back exactly as it would have from the address bar (spaces become plus signs)', () => {
    const href = hrefWithToken('https://shop.example/search?x=1#top', 'abc def+g');
    expect(readSsoToken(href)).toBe('abc+def+g');
    expect(hrefWithToken('https://shop.example/', null)).toBe('https://shop.example/');
  });
});

describe('a sign-in under way (the server rendered the page without knowing the visitor)', () => {
  it('is a token kept by the first script, even empty, or `a` still in the address bar', () => {
    expect(hasPendingSignIn('https://shop.example/', { [EARLY_TOKEN_KEY]: 'tok' })).toBe(true);
    expect(hasPendingSignIn('https://shop.example/', { [EARLY_TOKEN_KEY]: '' })).toBe(true);
    expect(hasPendingSignIn('https://shop.example/?x=1&a=tok', {})).toBe(true);
    expect(hasPendingSignIn('https://shop.example/?x=1', {})).toBe(false);
    expect(hasPendingSignIn('not a url', { [EARLY_TOKEN_KEY]: 42 })).toBe(false);
  });
});

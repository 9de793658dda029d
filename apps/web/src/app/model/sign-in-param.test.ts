import { describe, expect, it } from 'vitest';
import { hasSignInParam } from './sign-in-param';

describe('hasSignInParam', () => {
  it('sees `a` anywhere in the query, even empty', () => {
    expect(hasSignInParam('https://x.example/?a=tok')).toBe(true);
    expect(hasSignInParam('https://x.example/H?destination=rome&a=tok%20x')).toBe(true);
    expect(hasSignInParam('https://x.example/?a=')).toBe(true);
  });

  it('ignores other parameters, fragments and look-alikes', () => {
    expect(hasSignInParam('https://x.example/')).toBe(false);
    expect(hasSignInParam('https://x.example/?ab=1&ba=2')).toBe(false);
    expect(hasSignInParam('https://x.example/#a=1')).toBe(false);
  });

  it('treats an unreadable address as carrying it', () => {
    expect(hasSignInParam('not a url')).toBe(true);
  });
});

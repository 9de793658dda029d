import { describe, expect, it } from 'vitest';
import { signInHref } from './member-format';

describe('signInHref', () => {
  it("adds the page to come back to, on the partner's page or a same-origin path", () => {
    expect(signInHref('https://club.example/connexion', 'https://club.localhost/memSearch?x=1')).toBe(
      'https://club.example/connexion?returnUrl=https%3A%2F%2Fclub.localhost%2FmemSearch%3Fx%3D1',
    );
    expect(signInHref('/sign-in?lang=fr', 'https://club.localhost/hdpMemSearch')).toBe(
      '/sign-in?lang=fr&returnUrl=https%3A%2F%2Fclub.localhost%2FhdpMemSearch',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatAmount, formatPoints, signInHref } from './member-format';

describe('member formats', () => {
  it('formats points and amounts in the brand language', () => {
    expect(formatPoints(12000, 'en')).toBe('12,000');
    expect(formatPoints(12000, 'fr')).toMatch(/^12\s000$/);
    expect(formatAmount(240, 'CHF', 'en')).toMatch(/^CHF\s240$/);
    expect(formatAmount(240.5, 'EUR', 'en')).toBe('€240.50');
  });
});

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

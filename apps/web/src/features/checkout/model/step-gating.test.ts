import { describe, expect, it } from 'vitest';
import { cartFullFixture } from '../../../lib/cart/cart-fixtures';
import { allowedStep, firstIncompleteStep } from './step-gating';

const traveller = cartFullFixture().travellers;
const contact = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: { countryCode: '+39', number: '123456' } };
const saved = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    travellerId: `t${index}`,
    type: 'ADULT' as const,
    firstName: 'A',
    lastName: 'B',
    gender: 'MALE' as const,
    birthDate: '1990-01-01',
  }));

describe('step gating', () => {
  it('starts at travellers until the whole party is saved', () => {
    expect(traveller).toEqual([]);
    expect(firstIncompleteStep({ travellers: [], contact: null, expectedTravellers: 2 })).toBe(1);
    expect(firstIncompleteStep({ travellers: saved(1), contact, expectedTravellers: 2 })).toBe(1);
  });

  it('then needs the contact, then opens every step', () => {
    expect(firstIncompleteStep({ travellers: saved(2), contact: null, expectedTravellers: 2 })).toBe(2);
    expect(firstIncompleteStep({ travellers: saved(2), contact, expectedTravellers: 2 })).toBe(5);
  });

  it('sends a step beyond the saved data back to the first incomplete one', () => {
    const cart = { travellers: saved(2), contact: null, expectedTravellers: 2 };
    expect(allowedStep(4, cart)).toBe(2);
    expect(allowedStep(1, cart)).toBe(1);
    expect(allowedStep(5, { ...cart, contact })).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { brandDetailsSchema, membershipSchema } from '../brand-config';
import { endpoints } from '../index';
import { dealItemSchema } from './deals';
import { membershipApi } from './membership';

const profile = {
  userId: 'test-club-member',
  programme: 'club',
  displayName: 'Camille Dubois',
  email: null,
  phone: null,
  pointsBalance: 12000,
  pointsLabel: 'Points Club',
  pointsValue: { amount: 240, currency: 'CHF' },
  tier: 'SILVER',
  memberDiscountPercent: 12,
};

describe('GetMemberProfile', () => {
  const { GetMemberProfile } = membershipApi;

  it('is a welfare GET listed with every endpoint', () => {
    expect(GetMemberProfile).toMatchObject({ method: 'GET', service: 'welfare' });
    expect(GetMemberProfile.path).toBe('/api/services/app/Membership/GetMemberProfile');
    expect(endpoints).toContain(GetMemberProfile);
  });

  it('accepts a profile with or without a points rate and a discount', () => {
    expect(GetMemberProfile.result.safeParse(profile).success).toBe(true);
    const plain = { ...profile, pointsLabel: null, pointsValue: null, memberDiscountPercent: null };
    expect(GetMemberProfile.result.safeParse(plain).success).toBe(true);
  });

  it('rejects negative balances and unknown tiers', () => {
    expect(GetMemberProfile.result.safeParse({ ...profile, pointsBalance: -1 }).success).toBe(false);
    expect(GetMemberProfile.result.safeParse({ ...profile, tier: 'PLATINUM' }).success).toBe(false);
  });
});

describe('brand membership', () => {
  it('needs a safe sign-in URL and a discount of at most 50%', () => {
    expect(
      membershipSchema.safeParse({ memberSignInUrl: 'https://club.example/login', memberDiscountPercent: 12 }),
    ).toMatchObject({ success: true });
    expect(
      membershipSchema.safeParse({ memberSignInUrl: 'javascript:alert(1)', memberDiscountPercent: 12 }).success,
    ).toBe(false);
    expect(membershipSchema.safeParse({ memberSignInUrl: '/login', memberDiscountPercent: 60 }).success).toBe(false);
  });

  it('stays optional for brands without a programme', () => {
    const shape = brandDetailsSchema.shape.membership;
    expect(shape.safeParse(undefined).success).toBe(true);
    expect(shape.safeParse(null).success).toBe(true);
  });
});

describe('deal departure', () => {
  it('is an optional IATA code', () => {
    const shape = dealItemSchema.shape.departure;
    expect(shape.safeParse(undefined).success).toBe(true);
    expect(shape.safeParse('GVA').success).toBe(true);
    expect(shape.safeParse('geneva').success).toBe(false);
  });
});

import type { Pricing } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { parseDetailState, resultsHref, withDetailParam } from './detail-url';
import { chosenRate, priceBreakdown, ratesByMealPlan } from './pricing-view';

// Minor units (cents), as the contract counts money.
const money = (amount: number) => ({ amount: amount * 100, currency: 'EUR' });
const rate = (rateId: string, mealPlan: 'ROOM_ONLY' | 'BREAKFAST', total: number, free = false) => ({
  rateId,
  mealPlan,
  freeCancellation: free,
  cancellationPolicy: { refundable: free, freeCancellationUntil: null, penalties: [] },
  price: { total: money(total), perNight: money(total / 3) },
  pointsEquivalent: null,
});
const pricing = {
  rooms: [
    {
      roomId: 'DBL',
      name: 'Double',
      description: '',
      maxOccupancy: 2,
      rates: [rate('A', 'BREAKFAST', 400), rate('B', 'ROOM_ONLY', 300), rate('C', 'ROOM_ONLY', 350, true)],
    },
    { roomId: 'SUI', name: 'Suite', description: '', maxOccupancy: 2, rates: [rate('D', 'ROOM_ONLY', 700)] },
  ],
  transport: { id: 'F1' },
  total: money(420),
  selectedRateId: 'B',
  pointsEquivalent: 42_000,
} as unknown as Pricing;

describe('hotel detail model', () => {
  it('reads the stay, rate and DP flight from the URL, never throwing', () => {
    const state = parseDetailState(
      new URLSearchParams('stay=ROM-H0001&rate=A&transport=x~1&destination=rom'),
      'DP',
      '20270101',
    );
    expect(state).toMatchObject({ stayId: 'ROM-H0001', rateId: 'A', transportId: 'x~1', invalid: [] });
    const bad = parseDetailState(new URLSearchParams('stay=<x>&rate=%20&transport=a'), 'H', '20270101');
    expect(bad).toMatchObject({ stayId: null, rateId: null, transportId: null, invalid: ['stay'] });
  });

  it('links back to the results without the detail values', () => {
    const params = new URLSearchParams('destination=rom&stay=S&rate=A');
    expect(resultsHref(params, 'H')).toBe('/H?destination=rom');
    expect(withDetailParam(params, 'rate', null).toString()).toBe('destination=rom&stay=S');
  });

  it("opens on the server's selected rate (the card's), and honours a chosen one", () => {
    expect(chosenRate({ ...pricing, selectedRateId: 'C' }).rate.rateId).toBe('C');
    expect(chosenRate(pricing, null).rate.rateId).toBe('B');
    expect(chosenRate({ ...pricing, selectedRateId: 'gone' }, 'nope').rate.rateId).toBe('B');
    expect(chosenRate(pricing, 'D')).toMatchObject({ room: { roomId: 'SUI' }, rate: { rateId: 'D' } });
  });

  it("breaks the server's total down into stay and flight, with the member price when there is one", () => {
    expect(priceBreakdown(pricing, chosenRate(pricing))).toEqual({
      stay: money(300),
      transport: money(120),
      total: money(420),
      member: null,
      points: 42_000,
    });
    const member = { ...pricing, memberPrice: money(399) };
    expect(priceBreakdown(member, chosenRate(member)).member).toEqual(money(399));
    expect(priceBreakdown({ ...pricing, transport: null }, chosenRate(pricing)).transport).toEqual(money(0));
  });

  it('groups rates by meal plan, cheapest first', () => {
    const groups = ratesByMealPlan(pricing.rooms[0]!);
    expect(groups.map((group) => group.mealPlan)).toEqual(['ROOM_ONLY', 'BREAKFAST']);
    expect(groups[0]!.rates.map((item) => item.rateId)).toEqual(['B', 'C']);
  });
});

describe('alternative flights body (spec §5 flight facets)', () => {
  it('direct-only sets both stops to 0 and keeps ONLY_FLIGHT', async () => {
    const { alternativesBody } = await import('./alternatives');
    expect(alternativesBody({ directOnly: true }).facets).toEqual({
      transportType: 'ONLY_FLIGHT',
      outboundStops: [0],
      inboundStops: [0],
    });
    expect(alternativesBody({ directOnly: false })).toEqual({
      facets: { transportType: 'ONLY_FLIGHT' },
      sort: { value: 'PRICE', ascending: true },
      page: { pageNumber: 1, pageSize: 20 },
    });
  });
});

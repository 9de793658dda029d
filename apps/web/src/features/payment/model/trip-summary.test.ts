import type { CartProduct } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { cartFullFixture, stayItemFixture } from '../../../lib/cart/cart-fixtures';
import { tripSummary } from './trip-summary';

const flightProduct = cartFullFixture().products[0] as Extract<CartProduct, { type: 'FLIGHT' }>;

const stay = stayItemFixture();

describe('tripSummary', () => {
  it('lists each flight leg with local dates, times, airports and flight numbers', () => {
    const { flights, stays } = tripSummary([flightProduct]);
    expect(stays).toEqual([]);
    expect(flights).toHaveLength(1);
    const [outbound, inbound] = flights[0]!.legs;
    expect(outbound!.direction).toBe('outbound');
    expect(inbound!.direction).toBe('inbound');
    expect(inbound!.segments[0]).toMatchObject({
      flightNumber: 'FR4631',
      carrier: 'Ryanair',
      operatedBy: null,
      departure: { airport: 'FCO', date: '2026-12-29', time: '14:20' },
      arrival: { airport: 'MAD', date: '2026-12-29', time: '16:30' },
    });
    expect(flights[0]).toMatchObject({ fareName: 'Basic', baggage: { included: 'CABIN', cabinBags: 1 } });
  });

  it('reads the fare conditions, and says nothing for an order stored without them', () => {
    expect(tripSummary([flightProduct]).flights[0]!.conditions).toEqual({
      refundable: false,
      changeable: true,
      changeFee: { amount: 5000, currency: 'EUR' },
    });
    const { fareRules: _dropped, ...withoutRules } = flightProduct.flight;
    const old = { ...flightProduct, flight: withoutRules } as unknown as CartProduct;
    expect(tripSummary([old]).flights[0]!.conditions).toBeNull();
  });

  it('describes a stay: address, dates, nights, room, board, free cancellation deadline and notes', () => {
    const product = { productId: 's1', type: 'STAY', title: 'x', price: flightProduct.price, removable: false, stay };
    const [view] = tripSummary([product as CartProduct]).stays;
    expect(view).toEqual({
      productId: 's1',
      name: 'Albergo Minerva',
      stars: 4,
      address: 'Piazza della Minerva 69, 00186 Rome, IT',
      checkInTime: '14:00',
      checkOutTime: '11:00',
      checkIn: '2026-12-22',
      checkOut: '2026-12-29',
      nights: 7,
      adults: 2,
      children: 1,
      rooms: null,
      room: 'Double room',
      mealPlan: 'BREAKFAST',
      refundable: true,
      freeCancellationUntil: '2026-12-20T23:59:00+01:00',
      notes: ['City tax paid at the hotel'],
    });
  });

  it('gives a package both its flight and its stay, and skips extras', () => {
    const pkg = { ...flightProduct, type: 'PACKAGE', stay } as unknown as CartProduct;
    const seat = {
      productId: 'x',
      type: 'SEAT_SELECTION',
      title: 'Seats',
      price: flightProduct.price,
      removable: true,
    };
    const summary = tripSummary([pkg, { ...seat, seats: [] } as unknown as CartProduct]);
    expect(summary.flights).toHaveLength(1);
    expect(summary.stays).toHaveLength(1);
  });

  it('has no free-cancellation deadline on a non-refundable rate', () => {
    const strict = { ...stay, rate: { ...stay.rate, freeCancellation: false } };
    const product = { productId: 's2', type: 'STAY', title: 'x', price: flightProduct.price, removable: false };
    expect(tripSummary([{ ...product, stay: strict } as CartProduct]).stays[0]!.freeCancellationUntil).toBeNull();
  });
});

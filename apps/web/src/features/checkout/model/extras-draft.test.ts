import type { CartProduct } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { requestSave, seatAssignments, seatSave, seatsInCart } from './extras-draft';

const seatProduct = {
  productId: 'p-seat',
  type: 'SEAT_SELECTION',
  title: 'Seats',
  price: { amount: 1200, currency: 'EUR' },
  removable: true,
  seats: [{ segmentId: 'FR1', travellerId: 't1', seat: '12A' }],
} as CartProduct;

describe('seatSave', () => {
  it('saves a seat picked on screen but never saved with its own button', () => {
    expect(seatSave([], { 'FR1/t1': '14C' })).toEqual({
      kind: 'choose',
      seats: [{ segmentId: 'FR1', travellerId: 't1', seat: '14C' }],
    });
  });

  it('does nothing when the screen shows what the cart holds', () => {
    expect(seatSave([seatProduct], seatsInCart([seatProduct]))).toEqual({ kind: 'none' });
    expect(seatSave([], {})).toEqual({ kind: 'none' });
  });

  it('replaces a changed seat and clears the seats when every choice was cleared', () => {
    expect(seatSave([seatProduct], { 'FR1/t1': '3D' })).toMatchObject({ kind: 'choose' });
    expect(seatSave([seatProduct], { 'FR1/t1': '' })).toEqual({ kind: 'clear' });
  });

  it('ignores malformed keys', () => {
    expect(seatAssignments({ 'a/b/c': '1A', nokey: '2B', 'S/T': '3C' })).toEqual([
      { segmentId: 'S', travellerId: 'T', seat: '3C' },
    ]);
  });
});

describe('requestSave', () => {
  it('saves a new or edited request, deletes an emptied one, keeps an unchanged one', () => {
    expect(requestSave('  Late arrival ', null)).toEqual({ kind: 'save', text: 'Late arrival' });
    expect(requestSave('Late arrival', 'Late arrival')).toEqual({ kind: 'none' });
    expect(requestSave('', 'Late arrival')).toEqual({ kind: 'delete' });
    expect(requestSave('   ', undefined)).toEqual({ kind: 'none' });
  });
});

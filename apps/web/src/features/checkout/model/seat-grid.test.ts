import { describe, expect, it } from 'vitest';
import { holderOf, moveInGrid, nextTravellerWithoutSeat, pickSeat, seatParts } from './seat-grid';
import type { SeatSegment } from './seat-grid';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const seat = (code: string, available = true) => ({
  seat: code,
  available,
  position: 'AISLE' as const,
  price: eur(1_000),
});
const segment: SeatSegment = {
  segmentId: 'AZ1-2030-05-01',
  flightNumber: 'AZ1',
  departure: 'MAD',
  arrival: 'FCO',
  rows: Array.from({ length: 8 }, (_, index) => ({
    row: index + 1,
    seats: ['A', 'B', 'C', 'D'].map((letter) => seat(`${index + 1}${letter}`, letter !== 'B')),
  })),
};

describe('moveInGrid', () => {
  it('moves by arrows and stops at the edges', () => {
    expect(moveInGrid(segment, { row: 0, col: 0 }, 'ArrowRight')).toEqual({ row: 0, col: 1 });
    expect(moveInGrid(segment, { row: 0, col: 0 }, 'ArrowLeft')).toEqual({ row: 0, col: 0 });
    expect(moveInGrid(segment, { row: 0, col: 3 }, 'ArrowRight')).toEqual({ row: 0, col: 3 });
    expect(moveInGrid(segment, { row: 0, col: 2 }, 'ArrowDown')).toEqual({ row: 1, col: 2 });
    expect(moveInGrid(segment, { row: 7, col: 2 }, 'ArrowDown')).toEqual({ row: 7, col: 2 });
    expect(moveInGrid(segment, { row: 0, col: 2 }, 'ArrowUp')).toEqual({ row: 0, col: 2 });
  });

  it('goes to the row ends with Home/End, five rows with PageUp/PageDown, and ignores other keys', () => {
    expect(moveInGrid(segment, { row: 3, col: 2 }, 'Home')).toEqual({ row: 3, col: 0 });
    expect(moveInGrid(segment, { row: 3, col: 0 }, 'End')).toEqual({ row: 3, col: 3 });
    expect(moveInGrid(segment, { row: 1, col: 1 }, 'PageDown')).toEqual({ row: 6, col: 1 });
    expect(moveInGrid(segment, { row: 6, col: 1 }, 'PageDown')).toEqual({ row: 7, col: 1 });
    expect(moveInGrid(segment, { row: 2, col: 1 }, 'PageUp')).toEqual({ row: 0, col: 1 });
    expect(moveInGrid(segment, { row: 2, col: 1 }, 'a')).toBeNull();
  });
});

describe('pickSeat', () => {
  const id = segment.segmentId;
  it('gives a traveller one seat per flight, moving them when they pick another', () => {
    const first = pickSeat({}, id, 't1', seat('1A'));
    expect(first).toEqual({ kind: 'chosen', choices: { [`${id}/t1`]: '1A' } });
    const moved = pickSeat(first.kind === 'chosen' ? first.choices : {}, id, 't1', seat('2C'));
    expect(moved).toEqual({ kind: 'chosen', choices: { [`${id}/t1`]: '2C' } });
  });

  it('frees a seat picked again, refuses a taken seat and one another traveller holds', () => {
    const choices = { [`${id}/t1`]: '1A' };
    expect(pickSeat(choices, id, 't1', seat('1A'))).toEqual({ kind: 'cleared', choices: { [`${id}/t1`]: '' } });
    expect(pickSeat(choices, id, 't2', seat('1B', false))).toEqual({ kind: 'refused', reason: 'taken' });
    expect(pickSeat(choices, id, 't2', seat('1A'))).toEqual({ kind: 'refused', reason: 'other-traveller' });
    expect(holderOf(choices, id, '1A')).toBe('t1');
    expect(holderOf(choices, 'other', '1A')).toBeNull();
  });

  it('names the next traveller still without a seat', () => {
    const choices = { [`${id}/t1`]: '1A' };
    expect(nextTravellerWithoutSeat(choices, id, ['t1', 't2', 't3'], 't1')).toBe('t2');
    expect(nextTravellerWithoutSeat({ ...choices, [`${id}/t2`]: '1C' }, id, ['t1', 't2'], 't2')).toBe('t2');
    expect(seatParts('12C')).toEqual({ row: 12, letter: 'C' });
  });
});

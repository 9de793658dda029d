import { describe, expect, it } from 'vitest';
import { decide } from './event-gate';

describe('event gate', () => {
  it('holds everything until sign-in settled', () => {
    expect(decide('technical', { ready: false, acceptance: ['technical', 'measurement'] })).toBe('hold');
    expect(decide('measurement', { ready: false, acceptance: ['technical', 'measurement'] })).toBe('hold');
  });

  it('sends technical events once ready, with or without a choice', () => {
    expect(decide('technical', { ready: true, acceptance: null })).toBe('send');
    expect(decide('technical', { ready: true, acceptance: ['technical'] })).toBe('send');
  });

  it('holds measurement events until a choice, then sends or drops them', () => {
    expect(decide('measurement', { ready: true, acceptance: null })).toBe('hold');
    expect(decide('measurement', { ready: true, acceptance: ['technical', 'measurement'] })).toBe('send');
    expect(decide('measurement', { ready: true, acceptance: ['technical'] })).toBe('drop');
  });
});

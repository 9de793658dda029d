import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryOf, emitTrack, resetTrackBus, subscribeTrack } from './track-bus';

describe('track bus', () => {
  afterEach(() => resetTrackBus());

  it('keeps events emitted before tracking subscribed and hands them over in order', () => {
    emitTrack({ eventName: 'error.get-initial-state', logLevel: 'error' });
    emitTrack({ eventName: 'viewed.app-error-[brand-config]', logLevel: 'error' });
    const listener = vi.fn();
    subscribeTrack(listener);
    expect(listener.mock.calls.map(([request]) => request.eventName)).toEqual([
      'error.get-initial-state',
      'viewed.app-error-[brand-config]',
    ]);
  });

  it('delivers live events and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTrack(listener);
    emitTrack({ eventName: 'viewed.page' });
    unsubscribe();
    emitTrack({ eventName: 'viewed.page' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never throws when a listener does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    subscribeTrack(() => {
      throw new Error('boom');
    });
    expect(() => emitTrack({ eventName: 'x' })).not.toThrow();
  });

  it('keeps at most 100 pending events, dropping the oldest', () => {
    for (let i = 0; i < 105; i += 1) emitTrack({ eventName: `e${i}` });
    const listener = vi.fn();
    subscribeTrack(listener);
    expect(listener).toHaveBeenCalledTimes(100);
    expect(listener.mock.calls[0]?.[0].eventName).toBe('e5');
  });

  it('classifies errors and warnings as technical, the rest as measurement unless told', () => {
    expect(categoryOf({ eventName: 'a', logLevel: 'error' })).toBe('technical');
    expect(categoryOf({ eventName: 'a', logLevel: 'warn' })).toBe('technical');
    expect(categoryOf({ eventName: 'a', logLevel: 'info' })).toBe('measurement');
    expect(categoryOf({ eventName: 'a' })).toBe('measurement');
    expect(categoryOf({ eventName: 'a', logLevel: 'info', category: 'technical' })).toBe('technical');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createAppEventBus } from './app-events';
import type { AppEvent } from './app-events';

const event = (eventName: string): AppEvent => ({ eventName, logLevel: 'info' });

describe('createAppEventBus', () => {
  it('delivers events to every subscriber', () => {
    const bus = createAppEventBus();
    const first = vi.fn();
    const second = vi.fn();
    bus.subscribe(first);
    bus.subscribe(second);
    bus.emit(event('a'));
    expect(first).toHaveBeenCalledWith(event('a'));
    expect(second).toHaveBeenCalledWith(event('a'));
  });

  it('keeps events emitted before anyone subscribed and hands them to the first subscriber, in order', () => {
    const bus = createAppEventBus();
    bus.emit(event('early-1'));
    bus.emit(event('early-2'));
    const listener = vi.fn();
    bus.subscribe(listener);
    expect(listener.mock.calls.map(([e]) => (e as AppEvent).eventName)).toEqual(['early-1', 'early-2']);
    const late = vi.fn();
    bus.subscribe(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('bounds the queue when no tracker ever subscribes', () => {
    const bus = createAppEventBus();
    for (let i = 0; i < 200; i++) bus.emit(event(`e${i}`));
    const listener = vi.fn();
    bus.subscribe(listener);
    expect(listener).toHaveBeenCalledTimes(50);
  });

  it('stops delivering after unsubscribe and survives a throwing listener', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createAppEventBus();
    const broken = bus.subscribe(() => {
      throw new Error('tracker down');
    });
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(listener);
    expect(() => bus.emit(event('x'))).not.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    broken();
    bus.emit(event('y'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('reportAppError', () => {
  it('hands errors to the reporter, queued until it subscribes', async () => {
    const { reportAppError, subscribeAppErrors } = await import('./app-events');
    const error = new Error('brand config 500');
    reportAppError({ error, source: 'startup.brand-config' });
    const reporter = vi.fn();
    const unsubscribe = subscribeAppErrors(reporter);
    expect(reporter).toHaveBeenCalledWith({ error, source: 'startup.brand-config' });
    unsubscribe();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createTracker } from './tracker';

const pageView = { eventName: 'viewed.page', eventProperties: { path: '/' } };
const brandError = { eventName: 'viewed.app-error-[brand-config]', logLevel: 'error' as const };

describe('tracker', () => {
  it('holds everything until ready, then sends technical events and keeps measurement ones for a choice', () => {
    const send = vi.fn();
    const tracker = createTracker(send);
    tracker.push(pageView);
    tracker.push(brandError);
    expect(send).not.toHaveBeenCalled();
    tracker.update({ ready: true, acceptance: null });
    expect(send.mock.calls.map(([request]) => request.eventName)).toEqual(['viewed.app-error-[brand-config]']);
    expect(tracker.held()).toEqual([pageView]);
  });

  it('sends held page views in order once measurement is accepted', () => {
    const send = vi.fn();
    const tracker = createTracker(send);
    tracker.update({ ready: true, acceptance: null });
    tracker.push(pageView);
    tracker.push({ ...pageView, eventProperties: { path: '/H' } });
    tracker.update({ ready: true, acceptance: ['technical', 'measurement'] });
    expect(send.mock.calls.map(([request]) => request.eventProperties.path)).toEqual(['/', '/H']);
    tracker.push(pageView);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('drops measurement events once the visitor rejected', () => {
    const send = vi.fn();
    const tracker = createTracker(send);
    tracker.update({ ready: true, acceptance: null });
    tracker.push(pageView);
    tracker.update({ ready: true, acceptance: ['technical'] });
    tracker.push(pageView);
    expect(send).not.toHaveBeenCalled();
    expect(tracker.held()).toEqual([]);
  });

  it('keeps at most 50 held events', () => {
    const tracker = createTracker(vi.fn());
    for (let i = 0; i < 60; i += 1) tracker.push({ eventName: `e${i}` });
    expect(tracker.held()).toHaveLength(50);
    expect(tracker.held()[0]?.eventName).toBe('e10');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REACT_ARIA_GIVE_UP_MS,
  SERVER_HTML_CHANNEL,
  isHydratingServerHtml,
  setHydratingServerHtml,
} from './use-progressive-list-hydration';

interface Channel {
  hydrating: boolean;
  listeners: Set<() => void>;
}

const channel = () => (window as unknown as Record<string, Channel>)[SERVER_HTML_CHANNEL]!;

afterEach(() => {
  setHydratingServerHtml(false);
  vi.useRealTimers();
});

describe('the hydration flag and React Aria channel', () => {
  it('tells the channel while hydrating, and its subscribers in the next task once hydrated', () => {
    vi.useFakeTimers();
    setHydratingServerHtml(true);
    const listener = vi.fn(() => expect(channel().hydrating).toBe(false));
    channel().listeners.add(listener);
    expect(isHydratingServerHtml()).toBe(true);
    expect(channel().hydrating).toBe(true);

    setHydratingServerHtml(false);
    expect(isHydratingServerHtml()).toBe(false);
    expect(channel().hydrating).toBe(false);
    // Not in the task that cleared it (the hydration's passive effects): a task of its own.
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(listener).toHaveBeenCalledTimes(1);
    channel().listeners.delete(listener);
  });

  it("gives React Aria the browser's value when the page never reports hydrated, keeping the app's own flag", () => {
    vi.useFakeTimers();
    setHydratingServerHtml(true);
    const listener = vi.fn();
    channel().listeners.add(listener);
    vi.advanceTimersByTime(REACT_ARIA_GIVE_UP_MS - 1);
    expect(channel().hydrating).toBe(true);
    vi.advanceTimersByTime(1);
    expect(channel().hydrating).toBe(false);
    vi.runOnlyPendingTimers();
    expect(listener).toHaveBeenCalledTimes(1);
    // The progressive list's read-once flag is the start-up's to clear (it must match the server HTML).
    expect(isHydratingServerHtml()).toBe(true);
    // A later "hydrated" tells nobody again.
    setHydratingServerHtml(false);
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(1);
    channel().listeners.delete(listener);
  });
});

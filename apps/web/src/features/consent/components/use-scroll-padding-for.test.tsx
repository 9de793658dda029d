import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollPaddingFor } from './use-scroll-padding-for';

function Banner() {
  const ref = useRef<HTMLElement>(null);
  useScrollPaddingFor(ref);
  return <section ref={ref}>Cookies</section>;
}

/** Counts layout reads of `offsetHeight` (each one a forced layout while the page hydrates). */
function spyOffsetHeight(height: number) {
  const read = vi.fn(() => height);
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: read });
  return read;
}

const padding = () => document.documentElement.style.getPropertyValue('scroll-padding-bottom');

describe('useScrollPaddingFor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
  });

  it('takes the banner height from a ResizeObserver, without a layout read while the page starts', () => {
    let report: ResizeObserverCallback = () => undefined;
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const read = spyOffsetHeight(999);
    const { container, unmount } = render(<Banner />);
    expect(read).not.toHaveBeenCalled();
    expect(observe).toHaveBeenCalledWith(container.querySelector('section'));

    const entry = { target: container.querySelector('section'), borderBoxSize: [{ blockSize: 132 }] };
    act(() => report([entry as unknown as ResizeObserverEntry], {} as ResizeObserver));
    expect(padding()).toBe('132px');
    expect(read).not.toHaveBeenCalled();

    unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(padding()).toBe('');
  });

  it('reads the height once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    spyOffsetHeight(88);
    const { unmount } = render(<Banner />);
    expect(padding()).toBe('88px');
    unmount();
    expect(padding()).toBe('');
  });
});

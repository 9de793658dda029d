import { act, render, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PASS_COUNT, useDeferredMount, useProgressiveList } from './use-progressive-list';
import { setHydratingServerHtml } from './use-progressive-list-hydration';

const page = (from: number) => Array.from({ length: 20 }, (_, index) => `item-${from + index}`);

/** Records every list a render produced, so the passes can be checked, not only the end state. */
function Probe({ items, seen }: { items: readonly string[]; seen: (readonly string[])[] }) {
  const shown = useProgressiveList(items);
  seen.push(shown);
  return (
    <ol>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

describe('useProgressiveList', () => {
  it('renders the first cards first, then the whole page in the same order', async () => {
    const first = page(0);
    const seen: (readonly string[])[] = [];
    const view = render(<Probe items={first} seen={seen} />);
    await act(async () => undefined);
    expect(seen[0]).toEqual(first.slice(0, FIRST_PASS_COUNT));
    expect(seen.at(-1)).toBe(first);
    expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual(first);
  });

  it('splits a new page the same way, never mixing the old page in', async () => {
    const seen: (readonly string[])[] = [];
    const view = render(<Probe items={page(0)} seen={seen} />);
    await act(async () => undefined);
    const next = page(20);
    seen.length = 0;
    view.rerender(<Probe items={next} seen={seen} />);
    await act(async () => undefined);
    expect(seen[0]).toEqual(next.slice(0, FIRST_PASS_COUNT));
    expect(seen.at(-1)).toBe(next);
  });

  describe('over the server HTML', () => {
    afterEach(() => setHydratingServerHtml(false));

    it('hydrates the whole page in one render, without a synchronous re-render after it, and keeps it whole', async () => {
      const first = page(0);
      // The server has no window; here the flag stands for it (the hydration start-up sets it the same way).
      setHydratingServerHtml(true);
      const html = renderToString(<Probe items={first} seen={[]} />);
      expect(html.match(/<li>/g)).toHaveLength(first.length);

      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const seen: (readonly string[])[] = [];
      const errors: unknown[] = [];
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <Probe items={first} seen={seen} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      setHydratingServerHtml(false);
      await act(async () => undefined);
      expect(errors).toEqual([]);
      // The hydration render and useDeferredValue's low-priority pass; a store whose server snapshot differs from
      // the browser's added a synchronous third one right after the hydration commit (issue 16 TBT).
      expect(seen).toHaveLength(2);
      expect(seen.every((shown) => shown === first)).toBe(true);
      expect(container.querySelectorAll('li')).toHaveLength(first.length);

      // A page the browser then loads itself splits as usual.
      const next = page(20);
      seen.length = 0;
      await act(async () => root?.render(<Probe items={next} seen={seen} />));
      expect(seen[0]).toEqual(next.slice(0, FIRST_PASS_COUNT));
      expect(seen.at(-1)).toBe(next);
      act(() => root?.unmount());
      container.remove();
    });
  });

  it('keeps a short list whole', () => {
    const { result } = renderHook(() => useProgressiveList(['a', 'b']));
    expect(result.current).toEqual(['a', 'b']);
  });
});

describe('useDeferredMount', () => {
  it('is false in the first pass and true after it', async () => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useDeferredMount()));
    await act(async () => undefined);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});

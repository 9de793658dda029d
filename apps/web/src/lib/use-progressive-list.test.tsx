import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PASS_COUNT, useDeferredMount, useProgressiveList } from './use-progressive-list';

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

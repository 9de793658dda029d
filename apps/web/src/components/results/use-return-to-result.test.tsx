import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetResult, rememberResult, resultToReturnTo } from '../../lib/result-return';
import { RESULT_ID_ATTRIBUTE, useReturnToResult } from './use-return-to-result';

/** The re-centring frames (use-return-to-result.ts) have run. */
const framesSettled = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const IDS = Array.from({ length: 20 }, (_, index) => `H${index + 1}`);

/** A results page whose list renders its first `rendered` cards, each a link to its own page. */
function Results({ rendered = IDS.length }: { rendered?: number }) {
  const listRef = useRef<HTMLOListElement>(null);
  const onClick = useReturnToResult(IDS, rendered, listRef);
  return (
    <ol ref={listRef} onClickCapture={onClick}>
      {IDS.slice(0, rendered).map((id) => (
        <li key={id} {...{ [RESULT_ID_ATTRIBUTE]: id }}>
          <Link to={`/hotel/${id}`}>{`See ${id}`}</Link>
        </li>
      ))}
    </ol>
  );
}

/** The list's later pass: the first 4 cards, the rest once "more" is pressed. */
function ResultsInTwoPasses() {
  const [rendered, setRendered] = useState(4);
  return (
    <>
      <Results rendered={rendered} />
      <button type="button" onClick={() => setRendered(IDS.length)}>
        more
      </button>
    </>
  );
}

function renderResults(element = <Results />, initialEntries = ['/H']) {
  const router = createMemoryRouter(
    [
      { path: '/H', element },
      { path: '/hotel/:id', element: <Link to="/H">Search again</Link> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useReturnToResult', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    forgetResult();
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.getAttribute(RESULT_ID_ATTRIBUTE) ?? '');
    });
  });
  afterEach(() => vi.useRealTimers());

  it('brings the card the traveller opened back into view on Back, and forgets it', async () => {
    const router = renderResults();
    act(() => screen.getByRole('link', { name: 'See H12' }).click());
    expect(router.state.location.pathname).toBe('/hotel/H12');
    expect(resultToReturnTo('/H')).toBe('H12');
    await act(() => router.navigate(-1));
    await framesSettled();
    // Centred, then again over a few frames while the cards around it take their real height.
    expect(scrolled.length).toBeGreaterThan(1);
    expect(new Set(scrolled)).toEqual(new Set(['H12']));
    expect(resultToReturnTo('/H')).toBeNull();
  });

  it('waits for a card of the later pass to be rendered before bringing it back', async () => {
    rememberResult('/H', 'H12');
    const router = renderResults(<ResultsInTwoPasses />, ['/H', '/hotel/H12']);
    await act(() => router.navigate(-1));
    expect(scrolled).toEqual([]);
    expect(resultToReturnTo('/H')).toBe('H12');
    act(() => screen.getByRole('button', { name: 'more' }).click());
    await framesSettled();
    expect(new Set(scrolled)).toEqual(new Set(['H12']));
  });

  it('opens at the top when the results are reached any other way than Back', async () => {
    const router = renderResults();
    act(() => screen.getByRole('link', { name: 'See H12' }).click());
    act(() => screen.getByRole('link', { name: 'Search again' }).click());
    expect(router.state.location.pathname).toBe('/H');
    expect(scrolled).toEqual([]);
    expect(resultToReturnTo('/H')).toBeNull();
  });
});

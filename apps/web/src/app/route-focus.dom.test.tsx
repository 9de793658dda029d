import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import type { MemoryRouterProps } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteFocus } from './route-focus';

function Screen({ title, to }: { title: string; to: string }) {
  useRouteFocus('Brand');
  const navigate = useNavigate();
  return (
    <main id="main-content">
      <h1>{title}</h1>
      <button type="button" onClick={() => void navigate(to)}>
        go
      </button>
    </main>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** A screen's path and heading. */
type ScreenAt = [path: string, title: string];

/**
 * Two screens, each a link ("go") to the other, routed in declarative mode as the app routes (router-provider.tsx),
 * with `before` above the routes; resolves after the first frame, when the hook has run.
 */
function renderScreens(
  [[from, fromTitle], [to, toTitle]]: [ScreenAt, ScreenAt],
  router: Omit<MemoryRouterProps, 'children'> = {},
  before: ReactNode = null,
) {
  render(
    <MemoryRouter {...router}>
      {before}
      <Routes>
        <Route path={from} element={<Screen title={fromTitle} to={to} />} />
        <Route path={to} element={<Screen title={toTitle} to={from} />} />
      </Routes>
    </MemoryRouter>,
  );
  return nextFrame();
}

/** Presses a button, then waits a frame (the hook looks for the new screen's heading in the next one). */
async function press(name: string) {
  act(() => screen.getByRole('button', { name }).click());
  await nextFrame();
}

describe('useRouteFocus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('titles the screen and moves focus to its heading after a route change, not on the first load', async () => {
    await renderScreens([
      ['/', 'Find a stay'],
      ['/H', 'Stays in Lisbon'],
    ]);
    expect(document.title).toBe('Find a stay – Brand');
    expect(document.activeElement).toBe(document.body);
    await press('go');
    const heading = screen.getByRole('heading', { name: 'Stays in Lisbon' });
    expect(document.title).toBe('Stays in Lisbon – Brand');
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('opens a new page at its top, then focuses its heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderScreens([
      ['/', 'Results'],
      ['/hotel', 'A hotel'],
    ]);
    expect(scrollTo).not.toHaveBeenCalled();
    await press('go');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'A hotel' }));
  });

  it('leaves the scroll to the browser (and the results) on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          back
        </button>
      );
    }
    await renderScreens(
      [
        ['/', 'Results'],
        ['/hotel', 'A hotel'],
      ],
      { initialEntries: ['/', '/hotel'], initialIndex: 1 },
      <Back />,
    );
    await press('back');
    expect(screen.getByRole('heading', { name: 'Results' })).toBe(document.activeElement);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

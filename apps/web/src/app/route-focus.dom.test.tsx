import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
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

describe('useRouteFocus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('titles the screen and moves focus to its heading after a route change, not on the first load', async () => {
    // Declarative mode, as the app routes (router-provider.tsx).
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Screen title="Find a stay" to="/H" />} />
          <Route path="/H" element={<Screen title="Stays in Lisbon" to="/" />} />
        </Routes>
      </MemoryRouter>,
    );
    await nextFrame();
    expect(document.title).toBe('Find a stay – Brand');
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    await nextFrame();
    const heading = screen.getByRole('heading', { name: 'Stays in Lisbon' });
    expect(document.title).toBe('Stays in Lisbon – Brand');
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('opens a new page at its top, then focuses its heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Screen title="Results" to="/hotel" />} />
          <Route path="/hotel" element={<Screen title="A hotel" to="/" />} />
        </Routes>
      </MemoryRouter>,
    );
    await nextFrame();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'go' }).click());
    await nextFrame();
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
    render(
      <MemoryRouter initialEntries={['/', '/hotel']} initialIndex={1}>
        <Back />
        <Routes>
          <Route path="/" element={<Screen title="Results" to="/hotel" />} />
          <Route path="/hotel" element={<Screen title="A hotel" to="/" />} />
        </Routes>
      </MemoryRouter>,
    );
    await nextFrame();
    act(() => screen.getByRole('button', { name: 'back' }).click());
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Results' })).toBe(document.activeElement);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

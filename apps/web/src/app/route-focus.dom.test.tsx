import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
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
});

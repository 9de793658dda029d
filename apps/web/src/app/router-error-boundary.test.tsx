import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './router-error-boundary';

vi.mock('./routes/themed-exception', () => ({ ThemedException: () => <h1>Something went wrong</h1> }));
const reported = vi.hoisted(() => vi.fn());
vi.mock('./track', () => ({ reportRenderError: reported }));

function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('render failure');
  return <h1>Screen {pathname}</h1>;
}

function Screens() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/')}>
        home
      </button>
      <RouteErrorBoundary location={location}>
        <Screen />
      </RouteErrorBoundary>
    </>
  );
}

describe('the screens’ error boundary', () => {
  it('shows the exception page for a screen that throws, reports it, and leaves it on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failure' }));
    await act(async () => screen.getByRole('button', { name: 'home' }).click());
    expect(screen.getByRole('heading', { name: 'Screen /' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

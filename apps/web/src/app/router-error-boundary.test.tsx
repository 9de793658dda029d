import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '../lib/brand-context';
import { brandConfigFixture } from '../test/brand-fixtures';
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
      <button type="button" onClick={() => void navigate('/broken')}>
        broken
      </button>
      <RouteErrorBoundary location={location}>
        <Screen />
      </RouteErrorBoundary>
    </>
  );
}

const brand = brandConfigFixture();
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function renderAt(url: string) {
  return render(
    <BrandProvider brand={brand}>
      <MemoryRouter initialEntries={[url]}>
        <Screens />
      </MemoryRouter>
    </BrandProvider>,
  );
}

describe('the screens’ error boundary', () => {
  it('shows the exception page for a screen that throws, reports it, and leaves it on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failure' }));
    await act(async () => screen.getByRole('button', { name: 'home' }).click());
    expect(screen.getByRole('heading', { name: 'Screen /' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('names the exception page in the title and moves focus to it after a navigation, as a screen does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.title = 'Screen / – Wayfare';
    renderAt('/');
    await act(async () => screen.getByRole('button', { name: 'broken' }).click());
    const heading = await screen.findByRole('heading', { name: 'Something went wrong' });
    await nextFrame();
    expect(document.title).toBe(`Something went wrong – ${brand.brand.pageTitle}`);
    expect(document.activeElement).toBe(heading);
  });

  it('keeps focus at the top when the page’s first screen fails (the skip link first)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await nextFrame();
    expect(document.title).toBe(`Something went wrong – ${brand.brand.pageTitle}`);
    expect(document.activeElement).toBe(document.body);
  });
});

import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './after-hydration';
import { setHydratingServerHtml } from './use-progressive-list-hydration';

function Page() {
  return (
    <main>
      <h1>Landing</h1>
      <AfterHydration>
        <p>services</p>
      </AfterHydration>
    </main>
  );
}

describe('AfterHydration', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<Page />)).toBe('<main><h1>Landing</h1></main>');
  });

  it('hydrates the server HTML without a mismatch, then renders its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Landingservices');
    container.remove();
  });

  it('renders its children after the first commit in the browser', async () => {
    render(<Page />);
    expect(await screen.findByText('services')).toBeTruthy();
  });

  it('waits while the server page is still hydrating (its screen hydrates after the shell)', async () => {
    setHydratingServerHtml(true);
    render(<Page />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('services')).toBeNull();
    act(() => setHydratingServerHtml(false));
    expect(await screen.findByText('services')).toBeTruthy();
  });
});

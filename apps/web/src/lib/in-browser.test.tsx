import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InBrowser } from './in-browser';
import { setHydratingServerHtml } from './use-progressive-list-hydration';

function Screen({ onRender }: { onRender: () => void }) {
  onRender();
  return (
    <main>
      <h1>Screen</h1>
      <InBrowser>
        <p>From storage</p>
      </InBrowser>
    </main>
  );
}

describe('InBrowser', () => {
  it('is absent from the server HTML, appears after hydration, and the screen around it renders once', async () => {
    // The flag stands in for the server here (this test has a window); hydrate-client.tsx sets it around hydrateRoot.
    setHydratingServerHtml(true);
    const html = renderToString(<Screen onRender={() => undefined} />);
    expect(html).not.toContain('From storage');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let renders = 0;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Screen onRender={() => (renders += 1)} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    setHydratingServerHtml(false);
    expect(container.textContent).toContain('From storage');
    expect(renders).toBe(1);
    expect(recoverable).toEqual([]);
    container.remove();
  });

  it('shows its children in the first render of a page the browser renders itself', () => {
    let renders = 0;
    const { container } = render(<Screen onRender={() => (renders += 1)} />);
    expect(container.textContent).toContain('From storage');
    expect(renders).toBe(1);
  });
});

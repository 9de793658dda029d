import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InBrowser } from './in-browser';

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
    const html = renderToString(<Screen onRender={() => undefined} />);
    expect(html).not.toContain('From storage');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let renders = 0;
    await act(async () => {
      hydrateRoot(container, <Screen onRender={() => (renders += 1)} />);
    });
    expect(container.textContent).toContain('From storage');
    expect(renders).toBe(1);
    container.remove();
  });
});

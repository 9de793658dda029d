import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

describe('lazyWithPreload', () => {
  it('renders a preloaded component at once, without a Suspense fallback', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    // renderToString cannot wait for a suspended component: it would print nothing but the fallback.
    expect(renderToString(<Lazy name="Ada" />)).toBe('<p>Hello <!-- -->Ada</p>');
  });
});

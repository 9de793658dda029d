// @vitest-environment jsdom
// happy-dom fires <link>/<script> load or error events itself on insertion; these tests dispatch them by hand.
import { afterEach, describe, expect, it } from 'vitest';
import { applyAntdStaticStyles } from './startup-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyAntdStaticStyles', () => {
  it('resolves at once when the page has no static antd CSS (dev server, tests)', async () => {
    await expect(applyAntdStaticStyles()).resolves.toBeUndefined();
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("turns the preload into a stylesheet before the app's own CSS and waits for it", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/index.css">' +
      '<link rel="preload" as="style" href="/assets/antd-abc.css" data-antd-styles="">';
    let settled = false;
    const applied = applyAntdStaticStyles().then(() => {
      settled = true;
    });
    const sheet = document.head.firstElementChild as HTMLLinkElement;
    expect(sheet.rel).toBe('stylesheet');
    expect(new URL(sheet.href).pathname).toBe('/assets/antd-abc.css');
    await Promise.resolve();
    expect(settled).toBe(false);
    sheet.dispatchEvent(new Event('load'));
    await applied;
    expect(settled).toBe(true);
  });

  it('lets the app start when the file fails: antd then styles at runtime', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/antd-abc.css" data-antd-styles="">';
    const applied = applyAntdStaticStyles();
    document.head.firstElementChild!.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });
});

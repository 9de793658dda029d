import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';

/**
 * design.md quality bars (TBT): antd's first-screen component CSS comes from the static file the build renders
 * (apps/web build/antd-static-styles.ts), so the page does not generate and inject it at runtime; the brand's
 * own values still arrive as CSS variables.
 */
for (const host of ['localhost', 'club.localhost']) {
  test(`${host}: antd's first-screen styles come from the static file, themed by the brand @viewport-independent`, async ({
    page,
  }) => {
    await page.goto(brandUrl(host, '/'));
    const search = page.locator('form .ant-btn-primary').first();
    await expect(search).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/antd-"]')).toHaveCount(1);
    const injected = await page.$$eval('style', (styles) => styles.map((style) => style.textContent ?? ''));
    // Runtime <style>s left: the brand's variables (`.css-var-….ant-btn{--ant-…}`), not the components' rules.
    const componentRules = injected.filter(
      (css) => css.startsWith('.ant-btn{') || css.startsWith('.ant-select-css-var{'),
    );
    expect(componentRules).toEqual([]);
    expect(injected.some((css) => /^\.css-var-[^{]*\.ant-btn\{--ant-button-/.test(css))).toBe(true);
    // The button still looks like antd's, in the brand's colour (a CSS variable the runtime set).
    const look = await search.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        cursor: style.cursor,
        radius: style.borderTopLeftRadius,
        primary: style.getPropertyValue('--ant-color-primary'),
      };
    });
    expect(look.cursor).toBe('pointer');
    expect(look.radius).not.toBe('0px');
    expect(look.primary.trim()).not.toBe('');
  });
}

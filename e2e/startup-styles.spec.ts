import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { searchTexts } from './support/search-box';

/**
 * Issue 16: the landing is built on our UI kit alone (CSS modules over the brand's variables): no antd element,
 * no antd style generated at runtime, the spec §9 sizes on its fields and the brand's colour on its button.
 */
for (const [host, language] of [
  ['localhost', 'en'],
  ['club.localhost', 'fr'],
] as const) {
  test(`${host}: the landing has no antd, and its kit fields have the spec §9 sizes @viewport-independent`, async ({
    page,
  }) => {
    const texts = searchTexts(language);
    await page.goto(brandUrl(host, '/'));
    const destination = page.getByRole('combobox', { name: texts.destination, exact: true });
    await expect(destination).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
    const injected = await page.$$eval('style', (styles) => styles.map((style) => style.textContent ?? ''));
    expect(injected.filter((css) => css.includes('.ant-'))).toEqual([]);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    // No antd code: its providers and its locale files (it_IT, en_GB…) stay with the screens that use them.
    expect(
      scripts.filter((name) => /\/(config-provider|ui-providers|[a-z]{2}_[A-Z]{2})-[\w-]+\.js$/.test(name)),
    ).toEqual([]);
    // spec §9: input 52 px high with a 16 px font (no zoom on phones); the field's button in the brand's colour.
    const look = await destination.evaluate((input) => {
      const style = getComputedStyle(input);
      return { height: style.height, fontSize: style.fontSize };
    });
    expect(look).toEqual({ height: '52px', fontSize: '16px' });
    const submit = page.getByRole('button', { name: texts.submit, exact: true });
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--wf-primary').trim(),
    );
    expect(primary).not.toBe('');
    await expect(submit).toHaveCSS('border-radius', '8px');
  });
}

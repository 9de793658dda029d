import { expect, test } from '@playwright/test';
import type { Response } from '@playwright/test';
import { runtimeConfigSchema, RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_MARKER } from '@wayfare/contract';
import { API_ORIGIN, DEMO_BRANDS, brandUrl } from './support/brands';
import { ONCE } from './support/viewports';

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** design.md security: strict CSP without inline scripts, strict-origin-when-cross-origin, nosniff. */
function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'];
  expect(csp, 'Content-Security-Policy header').toBeTruthy();
  const directives = cspDirectives(csp!);
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSrc, 'script-src (or default-src) directive').toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
  expect(directives.get('object-src') ?? directives.get('default-src')).toEqual(["'none'"]);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

async function headersOf(response: Response | null) {
  expect(response, 'a response').not.toBeNull();
  return response!.allHeaders();
}

// Headers, the runtime config and CSP are the server's answer: the same at every width.
test.describe('the app shell on every demo brand host', ONCE, () => {
  for (const brand of DEMO_BRANDS) {
    test(`${brand.host}: serves the SPA with runtime config and strict headers`, async ({ page }) => {
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
      });

      const response = await page.goto(brandUrl(brand.host, '/'));
      expect(response?.status()).toBe(200);
      const headers = await headersOf(response);
      expect(headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(headers);
      expect(headers['cache-control']).toMatch(/no-cache|no-store/);

      const html = await response!.text();
      expect(html, 'the marker is replaced by the API').not.toContain(RUNTIME_CONFIG_MARKER);
      const element = page.locator(`script#${RUNTIME_CONFIG_ELEMENT_ID}`);
      await expect(element).toHaveAttribute('type', 'application/json');
      const runtimeConfig = runtimeConfigSchema.parse(JSON.parse((await element.textContent()) ?? ''));
      expect(runtimeConfig.environment).toBeTruthy();

      await page.waitForLoadState('networkidle');
      expect(cspViolations, 'no CSP violation while the page loads').toEqual([]);
    });
  }
});

test('/api/docs renders the API reference', ONCE, async ({ page, request }) => {
  const document = (await (await request.get(`${API_ORIGIN}/api/openapi.json`)).json()) as { info: { title: string } };
  const response = await page.goto(brandUrl('localhost', '/api/docs'));
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: new RegExp(document.info.title, 'i') }).first()).toBeVisible();
});

test('a deep link serves the SPA', ONCE, async ({ page }) => {
  const response = await page.goto(brandUrl('localhost', '/H?destination=rome'));
  expect(response?.status()).toBe(200);
  expect((await headersOf(response))['content-type']).toMatch(/^text\/html/);
  await expect(page.locator(`script#${RUNTIME_CONFIG_ELEMENT_ID}`)).toHaveAttribute('type', 'application/json');
  expect(new URL(page.url()).searchParams.get('destination')).toBe('rome');
});

// The API's own answers (each brand's configuration shape, the OpenAPI paths, asset caching, the JSON 404) are
// Fastify inject tests: apps/api/test/brand-config.test.ts, http.test.ts and web-app.test.ts (issue 14).

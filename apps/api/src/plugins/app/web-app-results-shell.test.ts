import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandConfigAttributesSchema } from '@wayfare/contract';
import type { BrandConfigAttributes } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { isResultsShellPath, resultsShell } from './web-app-results-shell';
import { SHELL_ELEMENT_ID } from './web-app-shell';

const SEED = join(import.meta.dirname, '../../../seed/brands');
const seedBrand = (name: string): BrandConfigAttributes =>
  brandConfigAttributesSchema.parse(JSON.parse(readFileSync(join(SEED, `${name}.json`), 'utf8')));

describe('resultsShell', () => {
  const brand = seedBrand('localhost');

  it('paints the brand header, the screen title and the form and result placeholders', () => {
    const html = resultsShell(brand, 'n0nce', 'Hotels');
    expect(html.startsWith(`<div id="${SHELL_ELEMENT_ID}" aria-hidden="true">`)).toBe(true);
    expect(html).toContain(`src="${brand.theme.logoPrimaryUrl}"`);
    expect(html).toContain('<h1 class="wf-shell-screen-title">Hotels</h1>');
    expect(html).toContain('class="wf-shell-form"');
    expect(html.match(/class="wf-shell-row"/g)).toHaveLength(3);
  });

  it('styles only through the nonce, carries no script and escapes the title', () => {
    const html = resultsShell(brand, 'n0nce', '<script>alert(1)</script>');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it('uses the soft brand colour for the search band, a neutral grey when it is missing or unsafe', () => {
    const soft = resultsShell({ ...brand, theme: { ...brand.theme, softPrimaryColor: '#eef4ff' } }, 'n', 'x');
    expect(soft).toContain('background:#eef4ff');
    const hostile = { ...brand, theme: { ...brand.theme, softPrimaryColor: 'red;}</style>' } };
    expect(resultsShell(hostile, 'n', 'x')).toContain('background:#f5f5f5');
  });

  it('leaves the title out when there is none', () => {
    expect(resultsShell(brand, 'n', '')).not.toContain('<h1');
  });
});

describe('isResultsShellPath', () => {
  it('covers the search screens with a results list only', () => {
    expect(['/DP', '/H', '/HGH', '/F', '/FF'].every(isResultsShellPath)).toBe(true);
    expect(['/', '/hotel-detail', '/checkout', '/h'].some(isResultsShellPath)).toBe(false);
  });
});

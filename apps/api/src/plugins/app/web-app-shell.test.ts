import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandConfigAttributesSchema } from '@wayfare/contract';
import type { BrandConfigAttributes } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { SHELL_ELEMENT_ID, SHELL_MARKER, injectShell, landingShell } from './web-app-shell';

const SEED = join(import.meta.dirname, '../../../seed/brands');
const seedBrand = (name: string): BrandConfigAttributes =>
  brandConfigAttributesSchema.parse(JSON.parse(readFileSync(join(SEED, `${name}.json`), 'utf8')));

describe('landingShell', () => {
  const club = seedBrand('club');

  it("paints the brand's header and hero: logos, phone, title, subtitle, hero image, primary colour", () => {
    const html = landingShell(club, 'n0nce');
    expect(html.startsWith(`<div id="${SHELL_ELEMENT_ID}" aria-hidden="true">`)).toBe(true);
    expect(html).toContain(`src="${club.theme.logoPrimaryUrl}"`);
    expect(html).toContain(`<source media="(max-width: 768px)" srcset="${club.theme.logoPrimaryMobileUrl}">`);
    expect(html).toContain(`src="${club.landingContent.heroBackgroundImage}"`);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('>Les voyages réservés aux membres du Club</h1>');
    expect(html).toContain(club.brandDetails.phoneNumber);
    expect(html).toContain(`background:${club.theme.primaryColor}`);
  });

  it('styles only through the nonce (strict CSP) and carries no script', () => {
    const html = landingShell(club, 'n0nce');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it('renders brand texts as text and drops unsafe URLs and colours', () => {
    const hostile: BrandConfigAttributes = {
      ...club,
      theme: { ...club.theme, primaryColor: 'red;}</style><script>', logoPrimaryUrl: 'javascript:alert(1)' },
      landingContent: {
        ...club.landingContent,
        heroTitle: '<img src=x onerror=alert(1)>',
        heroSubtitle: '"quoted" & <b>',
        heroBackgroundImage: '//evil.example/hero.svg',
      },
    };
    const html = landingShell(hostile, 'n');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<script');
    expect(html).toContain('background:#1f2937');
  });

  it('leaves the subtitle out when the brand has none', () => {
    const html = landingShell({ ...club, landingContent: { ...club.landingContent, heroSubtitle: '' } }, 'n');
    expect(html).not.toContain('wf-shell-subtitle"');
  });
});

describe('injectShell', () => {
  it('replaces the marker, and leaves a page without one as it is', () => {
    expect(injectShell(`<body>${SHELL_MARKER}<div id="root"></div></body>`, '<div>$&</div>')).toBe(
      '<body><div>$&</div><div id="root"></div></body>',
    );
    expect(injectShell('<body></body>', '<div></div>')).toBe('<body></body>');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandConfigAttributesSchema } from '@wayfare/contract';
import type { BrandConfigAttributes, TranslationTree } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { resultsShell } from './web-app-results-shell';
import { landingShell } from './web-app-shell';
import {
  consentBannerTexts,
  consentShell,
  consentShellFor,
  hasAcceptanceCookie,
  needsConsentShell,
} from './web-app-shell-consent';

const SEED = join(import.meta.dirname, '../../../seed');
const seedBrand = (name: string): BrandConfigAttributes =>
  brandConfigAttributesSchema.parse(JSON.parse(readFileSync(join(SEED, 'brands', `${name}.json`), 'utf8')));
const consentTree = (language: string): TranslationTree =>
  JSON.parse(readFileSync(join(SEED, 'translations', language, 'consent.json'), 'utf8')) as TranslationTree;

const TEXTS = { title: 'T', description: 'D', manage: 'M', reject: 'R', accept: 'A' };

describe('hasAcceptanceCookie / needsConsentShell', () => {
  it('finds the acceptance cookie by name among others, whatever its value', () => {
    expect(hasAcceptanceCookie('a=1; cookie-acceptance=technical; b=2')).toBe(true);
    expect(hasAcceptanceCookie('cookie-acceptance=')).toBe(true);
    expect(hasAcceptanceCookie('cookie-acceptance-legacy=1; xcookie-acceptance=technical')).toBe(false);
    expect(hasAcceptanceCookie(undefined)).toBe(false);
  });

  it('paints the banner only without a choice and never for the brand with the external consent script', () => {
    expect(needsConsentShell({ cookieHeader: undefined, brandOrigin: 'WAYFARE' })).toBe(true);
    expect(needsConsentShell({ cookieHeader: 'cookie-acceptance=technical', brandOrigin: 'WAYFARE' })).toBe(false);
    // spec §4: the club origin loads the partner's script instead of our banner.
    expect(needsConsentShell({ cookieHeader: undefined, brandOrigin: 'club' })).toBe(false);
  });
});

describe('consentBannerTexts', () => {
  it('reads the banner texts of the consent namespace in every language, null when one is missing', () => {
    for (const language of ['en', 'it', 'es', 'fr']) {
      const texts = consentBannerTexts(consentTree(language));
      expect(texts && Object.values(texts).every((text) => text.length > 0)).toBe(true);
    }
    expect(consentBannerTexts({ banner: { title: 'x' } })).toBeNull();
    expect(consentBannerTexts(undefined)).toBeNull();
  });
});

describe('consentShell', () => {
  const brand = seedBrand('localhost');

  it('paints title, description and the three buttons, disabled, with the brand colours', () => {
    const html = consentShell(brand, consentBannerTexts(consentTree('en'))!, 'n0nce');
    expect(html).toContain('<h2 class="wf-shell-consent-title">Your privacy, your choice</h2>');
    expect(html).toContain('<p class="wf-shell-consent-description">We use technical cookies');
    expect(html.match(/<button type="button"[^>]* disabled>/g)).toHaveLength(3);
    expect(html).toContain('>Manage cookies</button>');
    expect(html).toContain(`border-top:4px solid ${brand.theme.primaryColor}`);
    expect(html).toContain(`background:${brand.theme.primaryColor};color:${brand.theme.primaryTextColor}`);
  });

  it('styles only through the nonce, carries no script, escapes texts and drops unsafe colours', () => {
    const hostile = { ...brand, theme: { ...brand.theme, primaryColor: 'red;}</style><script>' } };
    const html = consentShell(hostile, { ...TEXTS, description: '<img src=x onerror=alert(1)>' }, 'n0nce');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('border-top:4px solid #1565c0');
  });
});

describe('consentShellFor', () => {
  const options = { consentTree: consentTree, nonce: 'n' };

  it('uses the brand language, and is empty with a stored choice, for the external-consent brand or without texts', () => {
    const tophotel = seedBrand('tophotel');
    const html = consentShellFor({ ...options, attributes: tophotel, cookieHeader: undefined });
    expect(html).toContain(`>${(consentTree('it')['banner'] as TranslationTree)['title']}</h2>`);
    const stored = consentShellFor({ ...options, attributes: tophotel, cookieHeader: 'cookie-acceptance=technical' });
    expect(stored).toBe('');
    expect(consentShellFor({ ...options, attributes: seedBrand('club'), cookieHeader: undefined })).toBe('');
    expect(consentShellFor({ ...options, consentTree: () => undefined, attributes: tophotel, cookieHeader: '' })).toBe(
      '',
    );
  });

  it('goes inside the landing and results shells, so the app removes it with them', () => {
    const brand = seedBrand('localhost');
    const banner = consentShell(brand, TEXTS, 'n');
    for (const html of [landingShell(brand, 'n', banner), resultsShell(brand, 'n', 'Hotels', banner)]) {
      expect(html.endsWith(`${banner}</div>`)).toBe(true);
    }
    expect(resultsShell(brand, 'n', 'Hotels')).not.toContain('wf-shell-consent');
  });
});

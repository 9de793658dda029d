import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandDocumentSchema, contrastRatio } from '@wayfare/contract';
import type { BrandDocument } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { checkBrandSafety } from './safety-checks';
import type { SafetyContext } from './safety-checks';

const seed = JSON.parse(readFileSync(join(import.meta.dirname, '../../seed/brands/localhost.json'), 'utf8')) as unknown;
const base = (): BrandDocument => brandDocumentSchema.parse({ attributes: structuredClone(seed), flags: [] });

const context: SafetyContext = {
  hasTranslation: (_language, key) => key.startsWith('promo.') || key.startsWith('legal.wayfare'),
  uploadOf: () => null,
};

describe('checkBrandSafety', () => {
  it('passes the seeded brand and reports both contrasts', () => {
    const report = checkBrandSafety(base(), context);
    expect(report.issues).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.contrast.primaryOnWhite).toBeGreaterThanOrEqual(4.5);
    expect(report.contrast.textOnPrimary).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a low-contrast primary with its ratio and a colour that passes', () => {
    const document = base();
    document.attributes.theme.primaryColor = '#ffe066';
    document.attributes.theme.primaryTextColor = '#000000';
    const [issue] = checkBrandSafety(document, context).issues;
    expect(issue).toMatchObject({ check: 'contrast', field: 'attributes.theme.primaryColor' });
    expect(issue!.ratio).toBeLessThan(4.5);
    expect(issue!.message).toMatch(/contrast 1\.\d\d:1; WCAG AA needs 4\.5:1 \(try #[0-9a-f]{6}\)/);
    expect(contrastRatio(issue!.suggestion!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses text on primary that cannot be read and suggests white or black', () => {
    const document = base();
    document.attributes.theme.primaryColor = '#1a4fa0';
    document.attributes.theme.primaryTextColor = '#2a5fb0';
    const issues = checkBrandSafety(document, context).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ field: 'attributes.theme.primaryTextColor', suggestion: '#ffffff' });
  });

  it('refuses script URLs and off-site paths wherever they are', () => {
    const document = base();
    document.attributes.brandDetails.policies.privacy = 'javascript:alert(1)';
    document.attributes.offers.deals[0]!.imageUrl = '//evil.example/x.png';
    const issues = checkBrandSafety(document, context).issues;
    expect(issues.map((issue) => [issue.check, issue.field])).toEqual([
      ['url', 'attributes.offers.deals.0.imageUrl'],
      ['url', 'attributes.brandDetails.policies.privacy'],
    ]);
  });

  it('refuses HTML or script in texts', () => {
    for (const text of ['<b>Sale</b>', 'Go <script>x()</script>', 'a &#60;img', 'x onerror=alert(1)']) {
      const document = base();
      document.attributes.landingContent.heroTitle = text;
      expect(checkBrandSafety(document, context).issues).toEqual([
        {
          check: 'text',
          field: 'attributes.landingContent.heroTitle',
          message: 'Texts may not contain HTML or script',
        },
      ]);
    }
    const fine = base();
    fine.attributes.landingContent.heroTitle = 'Fly 3 < 4 ways & save';
    expect(checkBrandSafety(fine, context).ok).toBe(true);
  });

  it('applies the upload limits to uploaded images', () => {
    const document = base();
    document.attributes.theme.logoPrimaryUrl = '/api/studio/assets/a.png';
    document.attributes.theme.favicon = '/api/studio/assets/b.ico';
    document.attributes.theme.logoPrimaryMobileUrl = '/api/studio/assets/c.png';
    const uploads: Record<string, ReturnType<SafetyContext['uploadOf']>> = {
      '/api/studio/assets/a.png': { contentType: 'image/png', size: 300 * 1024 },
      '/api/studio/assets/b.ico': { contentType: 'image/gif', size: 10 },
      '/api/studio/assets/c.png': 'missing',
    };
    const issues = checkBrandSafety(document, { ...context, uploadOf: (url) => uploads[url] ?? null }).issues;
    expect(issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['attributes.theme.favicon', 'Images must be PNG, JPEG, WebP, SVG or ICO, not image/gif'],
      ['attributes.theme.logoPrimaryUrl', 'Images must be at most 200 KB (this one is 300 KB)'],
      ['attributes.theme.logoPrimaryMobileUrl', 'The uploaded image no longer exists'],
    ]);
  });

  it('names every translation key missing in the brand language', () => {
    const document = base();
    document.attributes.footer.legalTextKey = 'legal.unknown';
    const issues = checkBrandSafety(document, context).issues;
    expect(issues).toEqual([
      {
        check: 'translation',
        field: 'attributes.footer.legalTextKey',
        message: 'Translation key "legal.unknown" is missing in language "en"',
      },
    ]);
  });
});

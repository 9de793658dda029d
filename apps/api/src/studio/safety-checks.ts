import {
  AA_CONTRAST,
  contrastRatio,
  formatRatio,
  isSafeBrandUrl,
  STUDIO_UPLOAD_LIMITS,
  suggestContrastFix,
} from '@wayfare/contract';
import type { BrandDocument, SafetyIssue, SafetyReport } from '@wayfare/contract';

/** What the checks need besides the document: the brand language's translation keys and the uploads' facts. */
export interface SafetyContext {
  /** True when `key` exists in the `common` namespace of `language`. */
  hasTranslation: (language: string, key: string) => boolean;
  /** An uploaded asset's type and size by its URL; null when the URL is no upload (or a missing one: `missing`). */
  uploadOf: (url: string) => { contentType: string; size: number } | 'missing' | null;
}

/** Fields holding URLs (spec §3); the contract's brand-url rule judges each. */
const URL_FIELDS = new Set([
  'favicon',
  'logoPrimaryUrl',
  'logoPrimaryMobileUrl',
  'logoSecondaryUrl',
  'heroBackgroundImage',
  'promoImageMobile',
  'promoImageDesktop',
  'imageUrl',
  'privacy',
  'cookies',
  'termsConditions',
  'memberSignInUrl',
  'phonePrivacyPolicyUrl',
  'mapTileUrl',
  'ctaUrl',
  'footerScriptUrl',
]);
/** The URL fields that show an image (upload limits apply). */
const IMAGE_FIELDS = new Set([
  'favicon',
  'logoPrimaryUrl',
  'logoPrimaryMobileUrl',
  'logoSecondaryUrl',
  'heroBackgroundImage',
  'promoImageMobile',
  'promoImageDesktop',
  'imageUrl',
]);
/** Translation keys the brand's screens look up in `common` (promo banners, footer legal text). */
const KEY_FIELDS = new Set(['ctaKey', 'titleKey', 'subtitleKey', 'legalTextKey']);

/** Markup or script in a text: a tag opener, an entity that could hide one, an event handler or a script URL. */
const MARKUP = /<\s*[a-z!/?]|&#|&lt;|\bon[a-z]+\s*=|javascript:|data:text\/html/i;

function* strings(value: unknown, path: string[]): Generator<{ path: string[]; value: string }> {
  if (typeof value === 'string') yield { path, value };
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* strings(item, [...path, `${index}`]);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
  }
}

function contrastIssues(theme: BrandDocument['attributes']['theme']): {
  issues: SafetyIssue[];
  primaryOnWhite: number | null;
  textOnPrimary: number | null;
} {
  const issues: SafetyIssue[] = [];
  const primaryOnWhite = contrastRatio(theme.primaryColor, '#ffffff');
  const textOnPrimary = contrastRatio(theme.primaryTextColor, theme.primaryColor);
  if (primaryOnWhite !== null && primaryOnWhite < AA_CONTRAST) {
    const suggestion = suggestContrastFix(theme.primaryColor, '#ffffff') ?? undefined;
    issues.push({
      check: 'contrast',
      field: 'attributes.theme.primaryColor',
      message: `Primary colour on white has contrast ${formatRatio(primaryOnWhite)}; WCAG AA needs 4.5:1${suggestion ? ` (try ${suggestion})` : ''}`,
      ratio: primaryOnWhite,
      ...(suggestion && { suggestion }),
    });
  }
  if (textOnPrimary !== null && textOnPrimary < AA_CONTRAST) {
    const suggestion =
      ['#ffffff', '#000000'].find((colour) => (contrastRatio(colour, theme.primaryColor) ?? 0) >= AA_CONTRAST) ??
      suggestContrastFix(theme.primaryTextColor, theme.primaryColor) ??
      undefined;
    issues.push({
      check: 'contrast',
      field: 'attributes.theme.primaryTextColor',
      message: `Text on the primary colour has contrast ${formatRatio(textOnPrimary)}; WCAG AA needs 4.5:1${suggestion ? ` (try ${suggestion})` : ''}`,
      ratio: textOnPrimary,
      ...(suggestion && { suggestion }),
    });
  }
  return { issues, primaryOnWhite, textOnPrimary };
}

function imageIssue(field: string, url: string, context: SafetyContext): SafetyIssue | null {
  const upload = context.uploadOf(url);
  if (upload === null) return null;
  if (upload === 'missing') return { check: 'image', field, message: 'The uploaded image no longer exists' };
  if (!(STUDIO_UPLOAD_LIMITS.contentTypes as readonly string[]).includes(upload.contentType)) {
    return { check: 'image', field, message: `Images must be PNG, JPEG, WebP, SVG or ICO, not ${upload.contentType}` };
  }
  if (upload.size > STUDIO_UPLOAD_LIMITS.maxBytes) {
    return {
      check: 'image',
      field,
      message: `Images must be at most 200 KB (this one is ${Math.ceil(upload.size / 1024)} KB)`,
    };
  }
  return null;
}

/**
 * The checks a draft passes before it is published (issue 20): WCAG AA contrast of the primary colour on white
 * and of the primary text on it (with the ratio and a colour that passes), https or same-origin URLs only, no
 * markup or script in texts, upload type and size limits, and every translation key in the brand's language.
 */
export function checkBrandSafety(document: BrandDocument, context: SafetyContext): SafetyReport {
  const { attributes } = document;
  const contrast = contrastIssues(attributes.theme);
  const issues = [...contrast.issues];
  for (const { path, value } of strings(attributes, ['attributes'])) {
    const name = path[path.length - 1]!;
    const field = path.join('.');
    if (URL_FIELDS.has(name)) {
      if (!isSafeBrandUrl(value)) {
        issues.push({
          check: 'url',
          field,
          message: 'Links must be https:// URLs or same-origin paths starting with /',
        });
        continue;
      }
      const image = IMAGE_FIELDS.has(name) ? imageIssue(field, value, context) : null;
      if (image) issues.push(image);
    } else if (MARKUP.test(value)) {
      issues.push({ check: 'text', field, message: 'Texts may not contain HTML or script' });
    } else if (KEY_FIELDS.has(name) && !context.hasTranslation(attributes.language, value)) {
      issues.push({
        check: 'translation',
        field,
        message: `Translation key "${value}" is missing in language "${attributes.language}"`,
      });
    }
  }
  return {
    ok: issues.length === 0,
    issues,
    contrast: { primaryOnWhite: contrast.primaryOnWhite, textOnPrimary: contrast.textOnPrimary },
  };
}

import type { BrandConfigAttributes, Language, TranslationTree } from '@wayfare/contract';
import { colour, escapeHtml } from './web-app-shell';

/** spec §4: the choice lives in this cookie (apps/web src/lib/consent-store.ts ACCEPTANCE_COOKIE). */
export const ACCEPTANCE_COOKIE = 'cookie-acceptance';
/** spec §4: this brand origin loads the partner's consent script instead of our banner (features/consent external-consent.ts). */
export const EXTERNAL_CONSENT_BRAND_ORIGIN = 'CLUB';

/** The banner's texts (`consent` namespace, `banner.*`) in the brand language. */
export interface ConsentBannerTexts {
  title: string;
  description: string;
  manage: string;
  reject: string;
  accept: string;
}

const BANNER_KEYS = ['title', 'description', 'manage', 'reject', 'accept'] as const;

/** The banner texts of a `consent` translation tree, or null when any is missing (then no static banner). */
export function consentBannerTexts(tree: TranslationTree | undefined): ConsentBannerTexts | null {
  const banner = tree?.['banner'];
  if (!banner || typeof banner !== 'object') return null;
  const texts: Partial<ConsentBannerTexts> = {};
  for (const key of BANNER_KEYS) {
    const value = banner[key];
    if (typeof value !== 'string') return null;
    texts[key] = value;
  }
  return texts as ConsentBannerTexts;
}

/** True when the Cookie header carries the acceptance cookie (any value: the app then shows no banner either). */
export function hasAcceptanceCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.split('=')[0]!.trim() === ACCEPTANCE_COOKIE);
}

/**
 * Whether the page should carry the static banner: the app would show ours (features/consent consent-gate.tsx),
 * i.e. no acceptance cookie yet and not the brand origin with the partner's consent script.
 */
export function needsConsentShell(options: { cookieHeader: string | undefined; brandOrigin: string }): boolean {
  if (options.brandOrigin.toUpperCase() === EXTERNAL_CONSENT_BRAND_ORIGIN) return false;
  return !hasAcceptanceCookie(options.cookieHeader);
}

/**
 * The React banner's boxes (features/consent consent-banner.module.css, antd Button as themed by lib/theme.ts:
 * 40px high, radius 8, 14px bold, primary in the brand colours) so the app's banner replaces it in place:
 * same position and size, no layout shift, and not larger, so the largest paint stays this early one.
 */
function consentCss(primary: string, primaryText: string): string {
  return `.wf-shell-consent{position:fixed;inset:auto 0 0 0;z-index:1000;background:#fff;color:#262626;border-top:4px solid ${primary};box-shadow:0 -8px 24px rgb(0 0 0/14%);max-height:70vh;overflow-y:auto}
.wf-shell-consent-inner{max-width:1200px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:12px}
.wf-shell-consent-title{margin:0;font-size:18px;line-height:1.3;font-weight:700}
.wf-shell-consent-description{margin:4px 0 0;font-size:14px;color:#434343}
.wf-shell-consent-actions{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.wf-shell-consent-button{display:inline-flex;align-items:center;justify-content:center;height:40px;margin:0;padding:0 15px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:#262626;font:inherit;font-size:14px;font-weight:700;line-height:normal;white-space:nowrap;cursor:default}
.wf-shell-consent-primary{border-color:transparent;background:${primary};color:${primaryText}}
.wf-shell-consent-manage{grid-column:1/-1}
@media (min-width:768px){.wf-shell-consent-inner{flex-direction:row;align-items:center;gap:32px;padding:20px 24px}
.wf-shell-consent-text{flex:1}.wf-shell-consent-actions{display:flex;flex-shrink:0}}`;
}

/**
 * design.md quality bars (LCP before the JS): the cookie banner of spec §2 painted by the server with the page, as
 * the app's banner looks, so the first paint already holds it instead of waiting for the whole app. Its buttons
 * are disabled (no script: strict CSP); it goes with the rest of the shell when the app renders, and the app's
 * banner takes its place (apps/web src/app/startup-shell.ts). Texts escaped, colours checked.
 */
export function consentShell(attributes: BrandConfigAttributes, texts: ConsentBannerTexts, nonce: string): string {
  const primary = colour(attributes.theme.primaryColor, '#1565c0');
  const primaryText = colour(attributes.theme.primaryTextColor, '#ffffff');
  const button = (label: string, extra = '') =>
    `<button type="button" class="wf-shell-consent-button${extra}" disabled>${escapeHtml(label)}</button>`;
  return [
    `<style nonce="${escapeHtml(nonce)}">${consentCss(primary, primaryText)}</style>`,
    '<section class="wf-shell-consent" data-testid="consent-shell"><div class="wf-shell-consent-inner">',
    '<div class="wf-shell-consent-text">',
    `<h2 class="wf-shell-consent-title">${escapeHtml(texts.title)}</h2>`,
    `<p class="wf-shell-consent-description">${escapeHtml(texts.description)}</p>`,
    '</div><div class="wf-shell-consent-actions">',
    button(texts.manage, ' wf-shell-consent-manage'),
    button(texts.reject),
    button(texts.accept, ' wf-shell-consent-primary'),
    '</div></div></section>',
  ].join('');
}

/** The static banner for this request and brand, or '' when the app would show none. */
export function consentShellFor(options: {
  attributes: BrandConfigAttributes;
  cookieHeader: string | undefined;
  consentTree: (language: Language) => TranslationTree | undefined;
  nonce: string;
}): string {
  const { attributes, cookieHeader } = options;
  if (!needsConsentShell({ cookieHeader, brandOrigin: attributes.brandDetails.brandOrigin })) return '';
  const texts = consentBannerTexts(options.consentTree(attributes.language));
  return texts ? consentShell(attributes, texts, options.nonce) : '';
}

import type { BrandConfigAttributes } from '@wayfare/contract';

/** Where index.html takes the server-painted shell (apps/web/index.html), and the shell's element id. */
export const SHELL_MARKER = '<!--wayfare:shell-->';
export const SHELL_ELEMENT_ID = 'wf-shell';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;
/** Same-origin paths or https URLs only (design.md security: brand URLs are https or same-origin). */
const SAFE_URL = /^(\/(?!\/)|https:\/\/)/i;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export const colour = (value: string | undefined, fallback: string) =>
  value && HEX_COLOUR.test(value) ? value : fallback;
export const safeUrl = (value: string | null | undefined) => (value && SAFE_URL.test(value) ? value : null);

/**
 * The look of the shell: the same boxes as the landing's header (features/layout site-header) and hero
 * (features/landing landing-hero) so the real page replaces it in place, with its own class names (the app's
 * CSS modules are hashed) and the brand colours written in, since the app's colour variables come with its JS.
 */
function shellCss(primary: string): string {
  return `#${SHELL_ELEMENT_ID}{display:flex;flex-direction:column}
${SHELL_HEADER_CSS}
.wf-shell-hero{position:relative;display:flex;align-items:flex-start;min-height:440px;overflow:hidden;background:${primary};color:#fff}
.wf-shell-hero-image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.wf-shell-shade{position:absolute;inset:0;background:linear-gradient(180deg,rgb(0 0 0/55%) 0%,rgb(0 0 0/35%) 55%,rgb(0 0 0/15%) 100%)}
.wf-shell-hero-inner{position:relative;box-sizing:border-box;width:100%;max-width:1240px;margin:0 auto;padding:64px 24px 160px}
.wf-shell-title{max-width:760px;margin:0 0 12px;font-size:48px;line-height:1.1;font-weight:800;text-shadow:0 2px 12px rgb(0 0 0/35%)}
.wf-shell-subtitle{max-width:640px;margin:0;font-size:20px;line-height:1.45;text-shadow:0 1px 8px rgb(0 0 0/35%)}
.wf-shell-search{position:relative;box-sizing:border-box;width:100%;max-width:1240px;margin:-120px auto 0;padding:0 24px}
.wf-shell-card{height:200px;border-radius:16px;background:#fff;box-shadow:0 12px 32px rgb(0 0 0/12%)}
@media (max-width:1024px){.wf-shell-title{font-size:40px}}
@media (max-width:768px){.wf-shell-hero{min-height:0}.wf-shell-hero-inner{padding:32px 16px 56px}
.wf-shell-title{font-size:30px}.wf-shell-subtitle{font-size:16px}.wf-shell-search{margin-top:-32px;padding:0 12px}
.wf-shell-card{height:320px}}`;
}

/** The brand header of the shells (features/layout site-header): logo (mobile logo on phones) and phone number. */
export function shellHeader({ theme, brandDetails }: BrandConfigAttributes): string {
  const logo = safeUrl(theme.logoPrimaryUrl);
  const mobileLogo = safeUrl(theme.logoPrimaryMobileUrl);
  return [
    '<div class="wf-shell-header"><div class="wf-shell-header-inner">',
    logo
      ? `<picture>${mobileLogo ? `<source media="(max-width: 768px)" srcset="${escapeHtml(mobileLogo)}">` : ''}` +
        `<img class="wf-shell-logo" src="${escapeHtml(logo)}" alt="" height="40"></picture>`
      : '',
    `<span class="wf-shell-phone">${escapeHtml(brandDetails.phoneNumber ?? '')}</span>`,
    '</div></div>',
  ].join('');
}

/** The header's look, shared by the shells; `light` is the search screens' shorter bar. */
export const SHELL_HEADER_CSS = `.wf-shell-header{background:#fff;border-bottom:1px solid #ececec}
.wf-shell-header-inner{display:flex;align-items:center;gap:24px;max-width:1240px;min-height:72px;margin:0 auto;padding:12px 24px}
.wf-shell-logo{display:block;width:auto;height:40px}
.wf-shell-phone{margin-left:auto;font-size:16px;font-weight:700;white-space:nowrap;color:#262626}
@media (max-width:1024px){.wf-shell-header-inner{gap:16px}}
@media (max-width:768px){.wf-shell-header-inner{min-height:56px;padding:8px 16px}.wf-shell-logo{height:32px}.wf-shell-phone{font-size:14px}}`;

/**
 * design.md quality bars (LCP before the JS): the landing's first screen painted by the server from the brand
 * configuration it already holds, so the hero (the LCP element) shows while the app's JS loads. A brand shell
 * is the brand, so spec §4 "nothing shows while the brand configuration is missing" holds. Purely static: no
 * script (strict CSP), its one <style> carries the page's nonce, and brand texts are escaped. The app removes
 * it when its first screen (or the loading screen, or an error page) renders (apps/web src/app/startup-shell.ts).
 * `consentBanner`: the static cookie banner (./web-app-shell-consent.ts) when the app would show its own.
 */
export function landingShell(attributes: BrandConfigAttributes, nonce: string, consentBanner = ''): string {
  const { theme, landingContent } = attributes;
  const hero = safeUrl(landingContent.heroBackgroundImage);
  const parts = [
    `<div id="${SHELL_ELEMENT_ID}" aria-hidden="true">`,
    `<style nonce="${escapeHtml(nonce)}">${shellCss(colour(theme.primaryColor, '#1f2937'))}</style>`,
    shellHeader(attributes),
    '<div class="wf-shell-hero">',
    hero
      ? `<img class="wf-shell-hero-image" src="${escapeHtml(hero)}" alt="" width="1440" height="560" fetchpriority="high">`
      : '',
    '<div class="wf-shell-shade"></div><div class="wf-shell-hero-inner">',
    `<h1 class="wf-shell-title">${escapeHtml(landingContent.heroTitle ?? '')}</h1>`,
    landingContent.heroSubtitle ? `<p class="wf-shell-subtitle">${escapeHtml(landingContent.heroSubtitle)}</p>` : '',
    '</div></div>',
    '<div class="wf-shell-search"><div class="wf-shell-card"></div></div>',
    consentBanner,
    '</div>',
  ];
  return parts.join('');
}

/** Puts the shell at the marker; a page without the marker (an older build) is returned unchanged. */
export function injectShell(html: string, shell: string): string {
  return html.replace(SHELL_MARKER, () => shell);
}

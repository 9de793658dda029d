import type { BrandConfigAttributes } from '@wayfare/contract';
import { SHELL_ELEMENT_ID, SHELL_HEADER_CSS, colour, escapeHtml, shellHeader } from './web-app-shell';

/** The search screens with a results list (spec §2) that get the results shell; the product is the path. */
export const RESULTS_SHELL_PATHS = ['/DP', '/H', '/HGH', '/F', '/FF'] as const;

export function isResultsShellPath(path: string): boolean {
  return (RESULTS_SHELL_PATHS as readonly string[]).includes(path);
}

/** How many result rows the skeleton shows: enough to fill a phone's and a laptop's first screen. */
const SKELETON_ROWS = 3;

/**
 * The look of the search screens (apps/web src/app/routes/search-screen.module.css): the header, the
 * search band in the brand's soft colour with the screen title and the compact search form's box, then grey
 * result rows. Own class names (the app's CSS modules are hashed), brand colours written in.
 */
function resultsCss(softPrimary: string): string {
  return `#${SHELL_ELEMENT_ID}{display:flex;flex-direction:column}
${SHELL_HEADER_CSS}
.wf-shell-header{box-shadow:0 1px 4px rgb(0 0 0/6%)}
.wf-shell-header-inner{min-height:76px;padding-block:8px}
.wf-shell-logo{height:34px}
.wf-shell-band{padding:24px 0 28px;background:${softPrimary}}
.wf-shell-inner{box-sizing:border-box;width:100%;max-width:1240px;margin:0 auto;padding:0 24px}
.wf-shell-screen-title{margin:0 0 16px;font-size:28px;line-height:1.25;font-weight:700;color:#262626}
.wf-shell-form{height:176px;border-radius:12px;background:#fff;box-shadow:0 4px 16px rgb(0 0 0/8%)}
.wf-shell-rows{display:flex;flex-direction:column;gap:16px;padding-top:32px}
.wf-shell-row{height:180px;border-radius:12px;background:#f0f0f0}
@media (max-width:768px){.wf-shell-header-inner{min-height:72px;padding:8px 16px}.wf-shell-logo{height:32px}
.wf-shell-band{padding:16px 0 20px}.wf-shell-inner{padding:0 16px}
.wf-shell-screen-title{margin-bottom:12px;font-size:22px}.wf-shell-form{height:420px}
.wf-shell-rows{padding-top:24px}.wf-shell-row{height:320px}}`;
}

/**
 * design.md quality bars (first paint before the JS): a search screen's first screen painted by the server, as
 * the landing's shell (./web-app-shell.ts) does: the brand header, the screen's title (the `layout`
 * translation `screens.<product>`) and placeholders where the form and the results come. No script, one
 * nonce'd <style>, texts escaped; the app removes it when it renders (apps/web src/app/startup-shell.ts).
 * `consentBanner`: the static cookie banner (./web-app-shell-consent.ts) when the app would show its own.
 */
export function resultsShell(
  attributes: BrandConfigAttributes,
  nonce: string,
  title: string,
  consentBanner = '',
): string {
  const softPrimary = colour(attributes.theme.softPrimaryColor, '#f5f5f5');
  const rows = '<div class="wf-shell-row"></div>'.repeat(SKELETON_ROWS);
  return [
    `<div id="${SHELL_ELEMENT_ID}" aria-hidden="true">`,
    `<style nonce="${escapeHtml(nonce)}">${resultsCss(softPrimary)}</style>`,
    shellHeader(attributes),
    '<div class="wf-shell-band"><div class="wf-shell-inner">',
    title ? `<h1 class="wf-shell-screen-title">${escapeHtml(title)}</h1>` : '',
    '<div class="wf-shell-form"></div>',
    '</div></div>',
    `<div class="wf-shell-inner"><div class="wf-shell-rows">${rows}</div></div>`,
    consentBanner,
    '</div>',
  ].join('');
}

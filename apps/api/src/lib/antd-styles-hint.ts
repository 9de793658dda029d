import { ANTD_STYLES_ATTRIBUTE } from '@wayfare/contract';

const HINT = new RegExp(`[ \\t]*<link\\b[^>]*\\b${ANTD_STYLES_ATTRIBUTE}\\b[^>]*>\\n?`);

/**
 * Takes index.html's preload of antd's static component CSS (apps/web build/antd-static-styles.ts) out of the
 * page, so a page with a server shell can hold it back with the other hints until the shell has painted.
 * `hint` is '' when the build has none (the page is then unchanged).
 */
export function takeAntdStylesHint(html: string): { html: string; hint: string } {
  const match = HINT.exec(html);
  if (!match) return { html, hint: '' };
  return { html: html.replace(match[0], ''), hint: match[0].trim() };
}

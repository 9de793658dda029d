import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.2 A/AA rules (design.md accessibility bar). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describeViolation(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
  return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join('\n');
}

/** A frame of another origin than the page's (about:blank and srcdoc frames share the page's origin). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
}

/**
 * Runs axe-core on the current page and fails on any serious or critical violation, printing each one
 * with its first offending nodes. Minor and moderate findings are reported by axe but do not fail.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // axe's default run serialises every checked node of every frame and finishes the run in a new blank page; on a
  // results page that doubled the time (12 s against 6 s under load). `axe.run` in the page itself ("legacy mode")
  // checks the same rules and same-origin frames alike, and only skips cross-origin frames: it is used whenever
  // the page has none (the app's own frames, the studio preview and the outbox, are same-origin).
  // React Aria's live announcer (a visually hidden region at the top of <body>) keeps each announcement for seven
  // seconds as an empty `role="img"` labelled by the announced element's id; once that element has gone (a closed
  // list, the next step) axe reads it as an image without a name. It is the library's transient screen-reader
  // channel, not page content.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('[data-live-announcer]')
    .setLegacyMode(!hasCrossOriginFrame(page));
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious,
    `Serious accessibility violations on ${page.url()}:\n${serious.map(describeViolation).join('\n')}`,
  ).toHaveLength(0);
}

import path from 'node:path';
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Where review screenshots go (kept out of Playwright's own output dir, which it wipes per run). */
export const SCREENS_DIR = path.resolve(import.meta.dirname, '../../test-results/screens');

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * Review screenshots are for people, not checks: locally always, under CI (where nobody looks at them and each
 * costs two relayouts and two full-page captures) only with E2E_SCREENS=1.
 */
export function reviewScreens(): boolean {
  return process.env.E2E_SCREENS === '1' || (!process.env.CI && process.env.E2E_SCREENS !== '0');
}

/**
 * Saves a full-page PNG of the current screen at phone (390) and desktop (1280) widths as
 * `test-results/screens/<name>-390.png` and `<name>-1280.png`, then restores the viewport.
 * Only in the desktop project: the mobile run of the same test would write the very same two files again.
 */
export async function saveScreens(page: Page, name: string): Promise<string[]> {
  if (test.info().project.name !== 'desktop' || !reviewScreens()) return [];
  const original = page.viewportSize();
  const files: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const file = path.join(SCREENS_DIR, `${name}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

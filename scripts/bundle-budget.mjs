// The landing's JS budget (issue 16 item 5): fails when the JS loaded before the landing is usable (the startup,
// the root layout and the landing's own chunk, gzip; bench/bundle.mjs) exceeds the checked-in budget.
// Run after the web build: `npm run bundle:budget`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport } from '../bench/bundle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGET_FILE = path.join(ROOT, 'bench/bundle-budget.json');

/**
 * @param {{ landingJsGzipBytes: number }} report bundleReport's answer
 * @param {{ landingJsGzipBytes: number, goalGzipBytes: number }} budget the checked-in file
 * @returns {{ ok: boolean, message: string }}
 */
export function checkBudget(report, budget) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const used = report.landingJsGzipBytes;
  const limit = budget.landingJsGzipBytes;
  const line = `landing JS ${kb(used)} gzip, budget ${kb(limit)} (goal ${kb(budget.goalGzipBytes)})`;
  if (!Number.isFinite(used) || !Number.isFinite(limit)) return { ok: false, message: `unreadable figures: ${line}` };
  if (used > limit) {
    return {
      ok: false,
      message: `${line}: over by ${kb(used - limit)}. Load it on demand, or raise the budget in bench/bundle-budget.json with the reason.`,
    };
  }
  return { ok: true, message: line };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const { ok, message } = checkBudget(bundleReport(path.join(ROOT, 'apps/web/dist')), budget);
  console[ok ? 'log' : 'error'](`[bundle-budget] ${message}`);
  process.exit(ok ? 0 : 1);
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGET_FILE, checkBudget } from './bundle-budget.mjs';

const budget = { landingJsGzipBytes: 100_000, goalGzipBytes: 153_600 };

describe('checkBudget', () => {
  it('passes at or under the budget and names the figures', () => {
    const result = checkBudget({ landingJsGzipBytes: 100_000 }, budget);
    expect(result.ok).toBe(true);
    expect(result.message).toBe('landing JS 97.7 KB gzip, budget 97.7 KB (goal 150.0 KB)');
  });

  it('fails over the budget and says by how much', () => {
    const result = checkBudget({ landingJsGzipBytes: 102_048 }, budget);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/over by 2\.0 KB/);
  });

  it('fails on figures it cannot read rather than passing', () => {
    expect(checkBudget({ landingJsGzipBytes: Number.NaN }, budget).ok).toBe(false);
  });

  it('has a checked-in budget with the issue 16 goal of 150 KB beside it', () => {
    const file = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as typeof budget;
    expect(file.goalGzipBytes).toBe(150 * 1024);
    expect(file.landingJsGzipBytes).toBeGreaterThan(0);
  });
});

import type { z } from 'zod';

/** A seed file the server refuses to start with; the message names the file and each bad field. */
export class SeedError extends Error {
  override name = 'SeedError';
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `  ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('\n');
}

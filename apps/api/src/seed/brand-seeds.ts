import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brandConfigAttributesSchema } from '@wayfare/contract';
import type { BrandConfigAttributes } from '@wayfare/contract';
import { describeIssues, SeedError } from './seed-error';

/**
 * Reads and validates every `*.json` brand configuration in a folder (design.md: partners' configs
 * are JSON files validated on load with clear errors). Throws a SeedError naming the file and field.
 */
export async function loadBrandSeeds(brandsDir: string): Promise<BrandConfigAttributes[]> {
  const files = (await readdir(brandsDir)).filter((file) => file.endsWith('.json')).sort();
  const brands: BrandConfigAttributes[] = [];
  const owners = new Map<string, string>();
  for (const file of files) {
    const path = join(brandsDir, file);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw new SeedError(`Brand seed file ${path} is not valid JSON: ${(error as Error).message}`);
    }
    const parsed = brandConfigAttributesSchema.safeParse(json);
    if (!parsed.success) {
      throw new SeedError(`Brand seed file ${path} is invalid:\n${describeIssues(parsed.error.issues)}`);
    }
    const domain = parsed.data.domain.toLowerCase();
    const owner = owners.get(domain);
    if (owner) throw new SeedError(`Brand seed file ${path} repeats domain "${domain}" of ${owner}`);
    owners.set(domain, file);
    brands.push(parsed.data);
  }
  if (brands.length === 0) throw new SeedError(`No brand seed files (*.json) in ${brandsDir}`);
  return brands;
}

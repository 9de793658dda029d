import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brandConfigAttributesSchema } from '@wayfare/contract';
import type { BrandConfigAttributes } from '@wayfare/contract';
import { describeIssues, SeedError } from './seed-error';

/** A brand file that failed validation: it is not served, the others are (issue 15 item 6). */
export interface RefusedBrand {
  file: string;
  reason: string;
}

async function readBrandFile(path: string): Promise<BrandConfigAttributes> {
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
  return parsed.data;
}

/**
 * Reads and validates every `*.json` brand configuration in a folder (design.md: partners' configs
 * are JSON files validated on load with clear errors). A file that fails is refused with its reason
 * (file and field) and the others load; only a folder without one valid brand is a SeedError.
 */
export async function readBrandSeeds(
  brandsDir: string,
): Promise<{ brands: BrandConfigAttributes[]; refused: RefusedBrand[] }> {
  const files = (await readdir(brandsDir)).filter((file) => file.endsWith('.json')).sort();
  const brands: BrandConfigAttributes[] = [];
  const refused: RefusedBrand[] = [];
  const owners = new Map<string, string>();
  for (const file of files) {
    const path = join(brandsDir, file);
    try {
      const brand = await readBrandFile(path);
      const domain = brand.domain.toLowerCase();
      const owner = owners.get(domain);
      if (owner) throw new SeedError(`Brand seed file ${path} repeats domain "${domain}" of ${owner}`);
      owners.set(domain, file);
      brands.push(brand);
    } catch (error) {
      if (!(error instanceof SeedError)) throw error;
      refused.push({ file: path, reason: error.message });
    }
  }
  if (brands.length === 0) {
    const reasons = refused.map((entry) => entry.reason).join('\n');
    throw new SeedError(`No valid brand seed files (*.json) in ${brandsDir}${reasons ? `:\n${reasons}` : ''}`);
  }
  return { brands, refused };
}

/** Every brand of a folder, strictly: any refused file is a SeedError (scripts and checks of the seed data). */
export async function loadBrandSeeds(brandsDir: string): Promise<BrandConfigAttributes[]> {
  const { brands, refused } = await readBrandSeeds(brandsDir);
  if (refused.length > 0) throw new SeedError(refused.map((entry) => entry.reason).join('\n'));
  return brands;
}

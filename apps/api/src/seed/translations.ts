import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { languageSchema, translationTreeSchema } from '@wayfare/contract';
import type { Language, TranslationTree } from '@wayfare/contract';
import { describeIssues, SeedError } from './seed-error';

/** namespace → language → translation tree, read once at start-up. */
export type TranslationStore = Map<string, Map<Language, TranslationTree>>;

/** `{ a: { b: 'x' } }` → `['a.b']`. */
export function flattenKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/** Reads `seed/translations/<lang>/<namespace>.json` for every language of the contract. */
export async function loadTranslations(translationsDir: string): Promise<TranslationStore> {
  const store: TranslationStore = new Map();
  for (const language of languageSchema.options) {
    const dir = join(translationsDir, language);
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
      const path = join(dir, file);
      const parsed = translationTreeSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
      if (!parsed.success)
        throw new SeedError(`Translation file ${path} is invalid:\n${describeIssues(parsed.error.issues)}`);
      const namespace = file.slice(0, -'.json'.length);
      if (!store.has(namespace)) store.set(namespace, new Map());
      store.get(namespace)!.set(language, parsed.data);
    }
  }
  return store;
}

import { z } from 'zod';
import { languageSchema } from '../brand-config';
import { defineEndpoint } from '../endpoint';

/** Translation files are nested key → text objects (i18next JSON). */
export type TranslationTree = { [key: string]: string | TranslationTree };
export const translationTreeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationTreeSchema])),
);

/** Namespaces; `common` is loaded first (brief). */
export const translationNamespaceSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,49}$/, 'must be a lower-case namespace name')
  .describe('Namespace, e.g. common');

/** Translations (spec §7 "Other loads"; design.md: every key complete in it, es, en, fr). */
export const translationsApi = {
  GetTranslations: defineEndpoint({
    id: 'Translations.GetTranslations',
    service: 'translations',
    method: 'GET',
    path: '/i18n/{namespace}/{language}.json',
    summary: 'Translation file of one namespace and language (plain JSON, not enveloped).',
    tag: 'Translations',
    params: z.object({ namespace: translationNamespaceSchema, language: languageSchema }),
    result: translationTreeSchema,
    raw: true,
  }),
};

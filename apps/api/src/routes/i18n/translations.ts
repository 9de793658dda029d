import { join } from 'node:path';
import { languageSchema, translationsApi } from '@wayfare/contract';
import type { TranslationTree } from '@wayfare/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { loadTranslations } from '../../seed/translations';

/** Translations are small and change with a deploy: browsers may reuse them for five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/** `GET /i18n/{namespace}/{language}.json` (spec §7 "Other loads"; languages it, es, en, fr). */
export async function translationRoutes(app: FastifyInstance) {
  const store = await loadTranslations(join(app.config.seedDir, 'translations'));
  const files = new Map<string, TranslationTree>();
  for (const [namespace, languages] of store) {
    for (const [language, tree] of languages) files.set(`${namespace}/${language}`, tree);
  }

  // Unknown namespaces and languages are a missing file (404), not a bad request.
  const exists = async (request: FastifyRequest) => {
    const { namespace, language } = request.params as { namespace: string; language: string };
    if (!languageSchema.safeParse(language).success || !files.has(`${namespace}/${language}`)) {
      throw notFound(`No translations for namespace "${namespace}" and language "${language}"`);
    }
  };

  registerEndpoint(
    app,
    translationsApi.GetTranslations,
    async ({ params }, _request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return files.get(`${params.namespace}/${params.language}`)!;
    },
    { preHandler: exists },
  );
}

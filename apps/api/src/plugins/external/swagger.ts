import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument, endpoints } from '@wayfare/contract';
import fp from 'fastify-plugin';
import { DOCS_CSP } from '../../lib/csp';

/**
 * The contract's OpenAPI document (style.md §2: the contract is the single source of truth) at
 * /api/openapi.json, and Swagger UI at /api/docs.
 */
export const apiDocs = fp(
  async (app) => {
    const document = buildOpenApiDocument(endpoints, { title: 'Wayfare API', version: app.config.appVersion });
    await app.register(swagger, { mode: 'static', specification: { document: document as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-docs' },
);

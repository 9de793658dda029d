import { z } from 'zod';
import type { AnyEndpoint } from './endpoint';
import { envelopeSchema, errorInfoSchema } from './envelope';

type JsonSchema = Record<string, unknown>;

/**
 * Schemas named with `.meta({ id })` (large shared results such as Cart) are emitted once under
 * `components.schemas` and referenced, instead of being inlined in every operation. Input variants get an
 * `Input` suffix because defaults make the two shapes differ.
 */
const components = new Map<string, JsonSchema>();

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // `unrepresentable: 'any'` keeps dates and transforms from aborting the document.
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete json.$schema;
  const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
  delete json.definitions;
  const suffix = io === 'input' ? 'Input' : '';
  const rewrite = (node: JsonSchema) =>
    JSON.parse(
      JSON.stringify(node).replace(
        /"#\/definitions\/([^"]+)"/g,
        (_, id: string) => `"#/components/schemas/${id}${suffix}"`,
      ),
    ) as JsonSchema;
  for (const [id, definition] of Object.entries(definitions)) components.set(`${id}${suffix}`, rewrite(definition));
  return rewrite(json);
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(envelopeSchema(z.null()), 'output') } },
});

/** Builds the OpenAPI 3 document for every endpoint of the contract. */
export function buildOpenApiDocument(endpoints: readonly AnyEndpoint[], info: { title: string; version: string }) {
  components.clear();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const resultSchema = endpoint.raw ? endpoint.result : envelopeSchema(endpoint.result);
    const operation: Record<string, unknown> = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      'x-service': endpoint.service,
      parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: toSchema(resultSchema, 'output') } },
        },
        '400': errorResponse('Validation error: `error.validationErrors` names each bad field'),
        default: errorResponse('Error envelope'),
      },
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
      };
    }
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      ...info,
      description:
        'Wayfare booking and welfare API. Every JSON response uses the envelope `{ result, success, error, unAuthorizedRequest }` unless noted.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ErrorInfo: toSchema(errorInfoSchema, 'output'),
        ...Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}

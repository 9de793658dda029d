import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper';
import { arbitraryFor } from './schema-arbitrary';
import type { JsonSchema } from './schema-arbitrary';

/**
 * Issue 15 item 14: a property-based fuzz suite over every operation of the OpenAPI document (seeded,
 * bounded): no 5xx, no hung request, an envelope on every failure, a named field on every 400. Speed is the
 * bench's (`npm run bench`, house rule: no timed unit tests): on a shared 2-core machine at load 30 a 1 s bar here
 * failed on pauses that were not the request's cost, so this only catches a request that hangs (the 60-byte query
 * that froze the event loop for 3–4 s, issue 15 item 1, took that long on a quiet machine).
 */
const SEED = 20261126;
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 50);
const HANG_MS = 10_000;

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let app: FastifyInstance;
let doc: OpenApi;
beforeAll(async () => {
  app = await buildTestApp({
    env: { RATE_LIMIT_MAX: '0', SUPPLIER_LATENCY_MS: '0', EVENTS_TOKEN: 'fuzz-events-token' },
  });
  doc = (await app.inject('/api/openapi.json')).json() as OpenApi;
});
afterAll(() => app?.close());

const resolve = (ref: string): JsonSchema => doc.components?.schemas?.[ref.split('/').pop()!] ?? {};

/** True when the operation's success answer is the envelope (raw endpoints answer their own shape). */
function answersEnvelope(operation: Operation): boolean {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  return !!schema?.properties && 'result' in schema.properties && 'success' in schema.properties;
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** A path segment; lone surrogates (which cannot be percent-encoded) are sent as invalid UTF-8 bytes. */
function encodePathPart(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

/** A request for the operation from generated parameter values and body. */
function requestArbitrary(path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const values = fc.record(
    Object.fromEntries(parameters.map((parameter) => [parameter.name, arbitraryFor(parameter.schema, resolve)])),
    { requiredKeys: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name) },
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema
    ? fc.option(arbitraryFor(bodySchema, resolve), { nil: undefined, freq: 8 })
    : fc.constant(undefined);
  return fc.record({ values, body, withToken: fc.boolean() }).map(({ values, body, withToken }) => {
    let url = path;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      const value = (values as Record<string, unknown>)[parameter.name];
      if (value === undefined) continue;
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodePathPart(stringify(value) || 'x'));
      else if (parameter.in === 'query') {
        for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, stringify(item));
      }
    }
    const search = query.toString();
    return {
      url: search ? `${url}?${search}` : url,
      body,
      headers: withToken ? { 'x-events-token': 'fuzz-events-token' } : ({} as Record<string, string>),
    };
  });
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe('OpenAPI fuzz (issue 15 item 14)', () => {
  it('answers every generated request of every operation without a 5xx or a hang, in the envelope', async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let requests = 0;
    for (const { path, method, operation } of all) {
      const envelopeOnSuccess = answersEnvelope(operation);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(path, operation), async (request) => {
          requests += 1;
          const send = () =>
            app.inject({
              method: method as 'GET',
              url: request.url,
              headers: request.headers,
              ...(request.body === undefined
                ? {}
                : {
                    payload: JSON.stringify(request.body),
                    headers: { ...request.headers, 'content-type': 'application/json' },
                  }),
            });
          const timed = async () => {
            const started = performance.now();
            const answer = await send();
            return { answer, took: performance.now() - started };
          };
          let { answer: res, took } = await timed();
          // A slow answer is sent once more: on a shared CI machine one pause (GC, another process) is not the
          // request's cost; a request that hangs twice is.
          if (took > HANG_MS) ({ answer: res, took } = await timed());
          const where = `${method} ${request.url.slice(0, 160)} → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`5xx: ${where} ${res.body.slice(0, 200)}`);
          if (took > HANG_MS) failures.push(`hung (${Math.round(took)} ms): ${where}`);
          if (res.statusCode >= 400 || envelopeOnSuccess) {
            let body: { success?: unknown; error?: { validationErrors?: { field: string }[] } } | undefined;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            if (typeof body?.success !== 'boolean') failures.push(`no envelope: ${where} ${res.body.slice(0, 120)}`);
            else if (res.statusCode === 400) {
              const fields = body.error?.validationErrors ?? [];
              if (fields.length === 0 || fields.some((field) => !field.field)) {
                failures.push(`400 without a named field: ${where} ${res.body.slice(0, 200)}`);
              }
            }
          }
          return true;
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    expect(requests).toBeGreaterThan(all.length * RUNS_PER_OPERATION * 0.9);
    // One example per kind of failure and operation keeps the report readable.
    const distinct = [...new Map(failures.map((failure) => [failure.split(/[?→]/)[0], failure])).values()];
    expect(distinct.slice(0, 30)).toEqual([]);
  }, 180_000);
});

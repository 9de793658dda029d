import fc from 'fast-check';

/** The JSON-schema subset the contract's OpenAPI document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** Strings that broke or could break a handler: empty, huge, NUL, lone surrogates, paths, markup, odd dates. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  'x'.repeat(5000),
  '../../etc/passwd',
  '%',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '2020-01-01',
  '9999-99-99',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  'localhost',
  'F',
  'EUR',
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  nastyString,
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/**
 * Values for a schema: mostly shaped like it (so requests get past the first field and reach deeper
 * code), often broken on purpose (junk, nasty strings, missing or extra fields).
 */
export function arbitraryFor(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, depth + 1);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => arbitraryFor(variant, resolve, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], resolve, depth + 1);
  const shaped = shapedFor(schema, resolve, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

function shapedFor(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'date' || schema.format === 'date-time'
        ? fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
            nastyString,
          )
        : nastyString;
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 }), fc.integer());
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, min: schema.minimum ?? -10, max: schema.maximum ?? 1e6 }), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, resolve, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, resolve, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return junk;
  }
}

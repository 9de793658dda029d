import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from './runtime-config';
import { readRuntimeConfig } from './runtime-config-read';

const FIELD_NAMES = Object.keys(runtimeConfigSchema.shape);
const VALUES: unknown[] = [undefined, '', 'x', 'https://a.test', 42, null, true, ['x'], {}];

describe('readRuntimeConfig agrees with runtimeConfigSchema (its zod-free twin for the first screen)', () => {
  it('gives the same config or fails on the same fields, for every field and kind of value', () => {
    for (const name of FIELD_NAMES) {
      for (const value of VALUES) {
        const raw = { [name]: value, unknownField: 'dropped' };
        const schema = runtimeConfigSchema.safeParse(raw);
        const plain = readRuntimeConfig(raw);
        if (schema.success)
          expect(plain, `${name}=${JSON.stringify(value)}`).toEqual({ ok: true, config: schema.data });
        else {
          expect(plain.ok, `${name}=${JSON.stringify(value)}`).toBe(false);
          const fields = schema.error.issues.map((issue) => issue.path.join('.'));
          expect(!plain.ok && plain.problems.map((problem) => problem.split(':')[0])).toEqual(fields);
        }
      }
    }
  });

  it('fills every default from an empty object, as the schema does', () => {
    expect(readRuntimeConfig({})).toEqual({ ok: true, config: runtimeConfigSchema.parse({}) });
  });

  it('refuses what is not an object, naming the root', () => {
    for (const raw of [null, 'config', 3, ['x']]) {
      expect(runtimeConfigSchema.safeParse(raw).success).toBe(false);
      expect(readRuntimeConfig(raw)).toEqual({ ok: false, problems: ['(root): expected an object'] });
    }
  });
});

import type { z } from 'zod';

/** An antd Form rule that runs a contract schema, so the browser checks exactly what the API checks. */
export function schemaRule(schema: z.ZodType, message: string) {
  return {
    validator: (_: unknown, value: unknown) =>
      schema.safeParse(typeof value === 'string' ? value.trim() : value).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** A rule from a plain check returning an error message or null. */
export function checkRule(check: (value: string) => string | null) {
  return {
    validator: (_: unknown, value: unknown) => {
      const message = check(typeof value === 'string' ? value : '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { exceptionVariant } from './exception-variant';

describe('exceptionVariant (spec §2, §4)', () => {
  it('uses the sign-in wording for type 401 only', () => {
    expect(exceptionVariant('401')).toBe('unauthorized');
    expect(exceptionVariant(' 401 ')).toBe('unauthorized');
    for (const type of [null, undefined, '', '500', '403', '4011', 'abc']) {
      expect(exceptionVariant(type)).toBe('generic');
    }
  });
});
